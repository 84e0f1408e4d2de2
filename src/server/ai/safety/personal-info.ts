// Spots personal details a child shares (phone, email, address, school, birthday, password) and hides them.
import type { Language } from '../../../shared/constants'
import { PERSONAL_INFO_KINDS, type PersonalInfoKind } from './moderation-types'
import { findAddresses, findSchools, type PersonalInfoSpan } from './personal-info-places'

export type PersonalInfoMatch = PersonalInfoSpan & { text: string }

export const REDACTED: Readonly<Record<Language, string>> = { en: '[hidden]', es: '[oculto]' }

// Bounded repeats: an unbounded local part makes a long run of dots take quadratic time.
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,4}\.\p{L}{2,24}/gu
// "ana at gmail dot com", "ana arroba hotmail punto es": only with a known provider, "at" is too common.
const SPELLED_EMAIL =
  /(?<![\p{L}\p{N}])[\p{L}\p{N}._-]{1,64}\s*(?:\(at\)|\[at\]|\sat\s|\sarroba\s|@)\s*(?:gmail|hotmail|yahoo|outlook|icloud|live|msn|aol|proton(?:mail)?|yandex)\s*(?:\(dot\)|\[dot\]|\sdot\s|\spunto\s|\.)\s*[a-z]{2,4}(?![\p{L}])/giu

const PHONE_CANDIDATE =
  /(?<![\p{L}\p{N}+@/.,:-])(?:\+|00)?\(?\d[\d(). \t-]{5,22}\d(?![\p{L}\p{N}@]|[.,/:-]\d)/gu
const PHONE_CONTEXT =
  /(?:phone|number|call|text|whats ?app|cell|mobile|tel[eé]fono|n[uú]mero|m[oó]vil|celular|ll[aá]ma(?:me|nos)|escr[ií]beme|wasap|wsp)\W*(?:\w+\W+){0,3}$/iu

// Typed without spaces ("myphoneis5553107788", "minumeroes3004567890"): the phone word glued to the digits.
const GLUED_PHONE =
  /(?:phone|number|cell|mobile|tel[eé]fono|n[uú]mero|m[oó]vil|celular|celu)(?:is|es|=|:)?(\d{7,15})(?!\d)/giu

// "five five five one two three four", "seis uno dos tres…": a phone number spelt out, after a phone word.
const DIGIT_WORD =
  '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)'
const SPELLED_PHONE = new RegExp(
  `(?<![\\p{L}])${DIGIT_WORD}(?:[\\s,.-]+${DIGIT_WORD}){6,14}(?![\\p{L}])`,
  'giu',
)

function findSpelledPhones(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const m of text.matchAll(SPELLED_PHONE)) {
    const start = m.index ?? 0
    if (PHONE_CONTEXT.test(text.slice(Math.max(0, start - 40), start)))
      spans.push({ kind: 'phone', start, end: start + m[0].length })
  }
  return spans
}

/** "10 20 30 40 50" is counting, not a phone number. */
function isProgression(groups: string[]): boolean {
  if (groups.length < 3) return false
  const numbers = groups.map(Number)
  const step = (numbers[1] ?? 0) - (numbers[0] ?? 0)
  return step !== 0 && numbers.every((n, i) => i === 0 || n - (numbers[i - 1] ?? 0) === step)
}

function isPhone(candidate: string, before: string): boolean {
  const digits = candidate.replace(/\D/g, '')
  const hasContext = PHONE_CONTEXT.test(before)
  const hasPrefix = /^(?:\+|00)/.test(candidate)
  if (digits.length < (hasContext ? 7 : 9) || digits.length > 15) return false
  const groups = candidate
    .replace(/^(?:\+|00)\d{1,3}/, '')
    .split(/\D+/)
    .filter(Boolean)
  if (groups.length <= 1) return true
  if (groups.filter((g) => g.length === 1).length > 1) return false
  if (!hasPrefix && !hasContext && !groups.some((g) => g.length >= 3)) return false
  // "3.14159265" is a decimal, not a phone.
  if (/^\d+\.\d+$/.test(candidate)) return false
  return !isProgression(groups)
}

function findPhones(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const m of text.matchAll(PHONE_CANDIDATE)) {
    const start = m.index ?? 0
    if (isPhone(m[0], text.slice(Math.max(0, start - 40), start))) {
      spans.push({ kind: 'phone', start, end: start + m[0].length })
    }
  }
  for (const m of text.matchAll(GLUED_PHONE)) {
    const digits = m[1] ?? ''
    const end = (m.index ?? 0) + m[0].length
    if (!spans.some((span) => span.end === end))
      spans.push({ kind: 'phone', start: end - digits.length, end })
  }
  return spans
}

const EN_MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec'
const ES_MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre'
const YEAR = '(?:19|20)\\d{2}'
const FULL_DATE = [
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:${YEAR}|\d{2})`,
  String.raw`${YEAR}-\d{1,2}-\d{1,2}`,
  String.raw`(?:${EN_MONTHS})\.? \d{1,2}(?:st|nd|rd|th)?,? ${YEAR}`,
  String.raw`\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${EN_MONTHS}),? ${YEAR}`,
  String.raw`\d{1,2}º? de (?:${ES_MONTHS})(?: de| del)? ${YEAR}`,
].join('|')
// A date only counts as a birthday after a birth word; "I planted on 12/03/2024" is gardening.
const BIRTHDAY = new RegExp(
  String.raw`(?:born|birthday|b-?day|date of birth|dob|nac[ií]|nacimiento|cumpleaños|cumple)(?![\p{L}])[^.!?\n]{0,30}?(${FULL_DATE})(?![\p{N}])`,
  'giu',
)

function findBirthdays(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const m of text.matchAll(BIRTHDAY)) {
    const date = m[1] ?? ''
    const start = (m.index ?? 0) + m[0].length - date.length
    spans.push({ kind: 'birthday', start, end: start + date.length })
  }
  return spans
}

const PASSWORD_LEADS = [
  String.raw`(?:my|our) (?:\w+ )?(?:pass?wo?rd|passcode|pass word|pin(?: number| code)?)`,
  // Not "the … pin is": "the rolling pin is in the kitchen".
  String.raw`the (?:\w+ )?(?:password|passcode)`,
  // Children write ñ as "ni", "nn" or "n" when the keyboard has none: "contrasenia", "contrasenna".
  `(?:mi|nuestra) (?:contra(?:s|ss|c|z)e(?:ñ|ni|nni|ñi|nn|n|gn)a|clave|password|pin)(?: (?:secreta|secreto|nueva|real|verdadera|de siempre))?`,
  // Not "la clave es…": in Spanish that is "the key is…", as in "la clave es regar poco".
  `la (?:contraseña|contrasena|password)`,
  String.raw`(?:password|contraseña|contrasena)(?=\s*[:=])`,
].join('|')
const PASSWORD = new RegExp(
  String.raw`(?<![\p{L}])(?:${PASSWORD_LEADS})(?: (?:for|to|on|de|del|para) [\p{L}\p{N} ]{1,20}?)?\s*(?:is|was|es|era|=|:)\s*["'“‘«]?([^\s"'”’»]+)`,
  'giu',
)
// "My password is secret" shares nothing.
const NOT_A_SECRET = new Set(
  `secret private safe hidden strong long weak easy hard very too so not something a the super really
  secreta secreto privada privado segura seguro muy fácil facil difícil dificil larga corta un una algo`.split(
    /\s+/,
  ),
)

// A message about passwords that then gives a word with digits in it as the child's own: "whats a good password? mine
// is tommy2016", "¿qué contraseña me pongo? ahora uso tomi2016", or the lead glued on ("miclavedeinstagrames gatito99").
const PASSWORD_TOPIC = /(?:pass?wo?rd|passcode|contra(?:s|ss|c|z)e(?:ñ|ni|nni|ñi|nn|n|gn)a|clave)/iu
const OWN_SECRET =
  /(?<![\p{L}])(?:mine is|mine s|mines|mine|i use|im using|i am using|i have|uso|estoy usando|tengo|la mia es|es|is|[\p{L}]*(?:pass?wo?rd|contra(?:s|ss|c|z)e(?:ñ|ni|nni|ñi|nn|n|gn)a|clave)[\p{L}]*(?:es|is))\s+["'“‘«]?([\p{L}_.-]*\p{N}[\p{L}\p{N}_.-]*)/giu
// Numbers alone are years, ages and counts ("i use 2 passwords"), not a secret: a secret mixes letters and digits.
const MIXED = /\p{L}.*\p{N}|\p{N}.*\p{L}/u

function findPasswords(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const m of text.matchAll(PASSWORD)) {
    const secret = (m[1] ?? '').replace(/[.,!?;:]+$/u, '')
    if (secret.length === 0 || NOT_A_SECRET.has(secret.toLowerCase())) continue
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length
    spans.push({ kind: 'password', start, end: start + secret.length })
  }
  if (spans.length > 0 || !PASSWORD_TOPIC.test(text)) return spans
  for (const m of text.matchAll(OWN_SECRET)) {
    const secret = (m[1] ?? '').replace(/[.,!?;:]+$/u, '')
    if (secret.length < 4 || !MIXED.test(secret)) continue
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length
    spans.push({ kind: 'password', start, end: start + secret.length })
  }
  return spans
}

// "My name is Emma Johnson", "me llamo Lucía Fernández García": a first name alone is fine, a full name is not.
// Case-sensitive on purpose: the capitals are what tell a name from "my name is sunflower fan".
const FULL_NAME =
  /(?<![\p{L}])(?:[Mm]y (?:real |whole )?name is|[Ii] am called|[Ii](?:'|’)?m called|[Mm]e llamo|[Mm]i nombre es)\s+(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,3})/gu
// After "full name" even a lowercase name counts: the child said it is their whole name.
const SAID_FULL_NAME = /(?<![\p{L}])(?:my full name is|mi nombre completo es)\s+(\p{L}+(?:\s+\p{L}+){1,3})/giu
// Thirteen to nineteen digits in groups, as printed on a bank card.
const CARD = /(?<![\p{N}])\d{4}(?:[ -]?\d{4}){2}[ -]?\d{1,7}(?![\p{N}])/gu

function findNames(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const pattern of [FULL_NAME, SAID_FULL_NAME]) {
    for (const m of text.matchAll(pattern)) {
      const name = (m[1] ?? '').replace(/\s+(?:and|y|i|im|tengo|from|de)(?:\s.*)?$/iu, '')
      if (name.split(/\s+/).length < 2) continue
      const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length
      spans.push({ kind: 'name', start, end: start + name.length })
    }
  }
  return spans
}

function regexSpans(text: string, pattern: RegExp, kind: PersonalInfoKind): PersonalInfoSpan[] {
  return [...text.matchAll(pattern)].map((m) => ({
    kind,
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }))
}

/** Every personal detail in the text, in order, with overlapping finds merged into the first. */
export function findPersonalInfo(text: string): PersonalInfoMatch[] {
  // Cheap gates first: most chat messages have no digits and no "@", so most detectors never run.
  const hasDigits = /\d/.test(text)
  const spans = [
    ...(text.includes('@') ? regexSpans(text, EMAIL, 'email') : []),
    ...regexSpans(text, SPELLED_EMAIL, 'email'),
    ...findPasswords(text),
    ...(hasDigits ? findBirthdays(text) : []),
    ...(hasDigits ? regexSpans(text, CARD, 'card') : []),
    ...(hasDigits ? findPhones(text) : findSpelledPhones(text)),
    ...findNames(text),
    ...findAddresses(text, hasDigits),
    ...findSchools(text),
  ].sort((a, b) => a.start - b.start || b.end - a.end)
  const merged: PersonalInfoSpan[] = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end)
    else merged.push({ ...span })
  }
  return merged.map((span) => ({ ...span, text: text.slice(span.start, span.end) }))
}

/** The kinds of personal detail found, in PERSONAL_INFO_KINDS order. */
export function detectPersonalInfo(text: string): PersonalInfoKind[] {
  const found = new Set(findPersonalInfo(text).map((match) => match.kind))
  return PERSONAL_INFO_KINDS.filter((kind) => found.has(kind))
}

/** Replaces each personal detail with "[hidden]" / "[oculto]" before the text is stored or sent to a model. */
export function redactPersonalInfo(text: string, language: Language = 'en'): string {
  let out = text
  for (const match of findPersonalInfo(text).reverse()) {
    out = out.slice(0, match.start) + REDACTED[language] + out.slice(match.end)
  }
  return out
}
