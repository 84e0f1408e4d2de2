// Finds where a child lives or goes to school ("I live at 12 Oak Street", "voy al colegio San José").
import type { PersonalInfoKind } from './moderation-types'

export type PersonalInfoSpan = { kind: PersonalInfoKind; start: number; end: number }

type Word = { text: string; lower: string; start: number; end: number }

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.º°#/-]*/gu

function scanWords(text: string, from: number, to: number): Word[] {
  const words: Word[] = []
  for (const m of text.slice(from, to).matchAll(WORD)) {
    const raw = m[0].replace(/[.'’-]+$/u, '')
    const start = from + (m.index ?? 0)
    words.push({ text: raw, lower: raw.toLowerCase().replace(/’/g, "'"), start, end: start + raw.length })
  }
  return words
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word)
const hasDigit = (word: string) => /\d/.test(word)
const isYear = (word: string) => /^(?:19|20)\d{2}$/.test(word)

/** Where a sentence clause ends, so a redaction does not swallow the rest of the message. */
// A full stop after an abbreviation ("St. Mary's", "Av. Insurgentes") does not end the clause.
const CLAUSE_END =
  /(?<!(?<![\p{L}])(?:st|av|avda|dr|mr|mrs|ms|no|col|cra|urb|pza|jr|sr|sra|c))\.(?=\s|$)|[!?;\n]|,(?!\s*\d)|\s(?:and|but|with|because|so|where|which|y|pero|con|porque|que|donde|así)\s/iu

function clauseEnd(text: string, from: number, max = 80): number {
  const rest = text.slice(from, from + max)
  const m = CLAUSE_END.exec(rest)
  return from + (m ? m.index : rest.length)
}

const CONNECTORS = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'of',
  'the',
  'st',
  'st.',
  'san',
  'santa',
])
const EN_STREET_WORDS =
  'street|avenue|road|lane|drive|boulevard|court|crescent|terrace|highway|parkway|st|ave|rd|ln|dr|ct|blvd|pl|sq|cir|hwy|pkwy|way|place|close|row|grove|square|circle|trail'
const EN_STREET_FULL = new Set([
  'street',
  'avenue',
  'road',
  'lane',
  'drive',
  'boulevard',
  'court',
  'crescent',
  'terrace',
  'highway',
  'parkway',
])
const EN_NOT_STREET_NAME = new Set(
  'the a an in on at to of by my our your and or near down up along across from with for is are was were'.split(
    ' ',
  ),
)
const ES_STREET = String.raw`calle|c\/|avenida|avda\.?|av\.|plaza|pza\.?|paseo|camino|carrera|cra\.?|ronda|pasaje|traves[ií]a|colonia|col\.|jir[oó]n|calzada|bulevar|urbanizaci[oó]n|urb\.|transversal|diagonal`

// "123 Main Street": an abbreviated or everyday suffix ("2 dogs way") needs a capitalised name.
const EN_NUMBERED_STREET = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d{1,5}[a-z]?)((?:\s+[\p{L}][\p{L}'.-]*){1,3}?)\s+(${EN_STREET_WORDS})(?![\p{L}])\.?`,
  'giu',
)

function findEnglishStreets(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const m of text.matchAll(EN_NUMBERED_STREET)) {
    const name = (m[2] ?? '').trim().split(/\s+/)
    const suffix = (m[3] ?? '').toLowerCase()
    if (name.some((word) => EN_NOT_STREET_NAME.has(word.toLowerCase()))) continue
    if (!EN_STREET_FULL.has(suffix) && !name.every(isCapitalised)) continue
    spans.push({ kind: 'address', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })
  }
  return spans
}

// "Calle Mayor 5", "Avenida de la Constitución, 12", "C/ Luna nº 3", "Carrera 7 # 45-10".
const ES_NAMED_STREET = new RegExp(
  String.raw`(?<![\p{L}])(?:${ES_STREET})\s*((?:[\p{L}][\p{L}'.-]*\s+){0,5}?[\p{L}][\p{L}'.-]*),?\s*(?:n[º°o]\.?\s*|n[uú]mero\s*|#\s*)?\d{1,5}(?:\s*[a-zA-Z](?![\p{L}]))?`,
  'giu',
)
// A floor, flat or door right after a house number: "2º izquierda", "3ºB", "piso 4", "depto 5", "bajo".
const ES_FLOOR_AFTER =
  /^\s*,?\s*(?:\d{1,2}\s*[º°ª]|\d{1,2}(?:o|er|do|ro|to)\s+(?:piso|izq|der|dcha|izda)|piso\s+\d|planta\s+\d|(?:depto|dpto|departamento|apto|apartamento|puerta|interior|int\.?)\s*\d|bajo(?!\s+(?:el|la|los|las|un|una|mi|mis|tu|su|sus|tierra|sombra|cero)(?![\p{L}]))(?:\s|,|$)|entresuelo|atico)/iu
const ES_GRID_STREET =
  /(?<![\p{L}])(?:calle|carrera|cra\.?|transversal|diagonal|avenida|av\.?)\s*\d{1,3}[a-zA-Z]?\s*(?:#|n[º°o]\.?)\s*\d{1,3}[a-zA-Z]?(?:\s*-\s*\d{1,3})?/giu

function findSpanishStreets(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const m of text.matchAll(ES_NAMED_STREET)) {
    const name = (m[1] ?? '').split(/\s+/).filter((word) => !CONNECTORS.has(word.toLowerCase()))
    // "en la calle hay 3 abejas" is not an address: street names are capitalised, unless a floor or door follows
    // the number ("calle mayor 18, 2º izquierda"), which only a home address has.
    const withFloor = ES_FLOOR_AFTER.test(text.slice((m.index ?? 0) + m[0].length))
    if (name.length === 0 || (!name.every(isCapitalised) && !withFloor)) continue
    // The optional door letter is matched case-insensitively; a lowercase one is the word "y" or "a".
    const matched = m[0].replace(/\s+[a-z]$/, '')
    spans.push({ kind: 'address', start: m.index ?? 0, end: (m.index ?? 0) + matched.length })
  }
  for (const m of text.matchAll(ES_GRID_STREET)) {
    spans.push({ kind: 'address', start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })
  }
  return spans
}

const ADDRESS_CONTEXT =
  /(?<![\p{L}])(i live in \p{L}+(?: \p{L}+)?,? on|i live (?:at|on)|we live (?:at|on)|my house is (?:at|on)|(?:my|our) (?:home |house )?address is|i(?:'|’)?m at|i am at|(?:vivo|vivimos) en \p{L}+ en|(?:vivo|vivimos) en|estoy en|mi casa est[aá] en|(?:mi|nuestra) direcci[oó]n es)\s+/giu
const ES_STREET_START = new RegExp(String.raw`^(?:(?:la|el)\s+)?(?:${ES_STREET})(?![\p{L}])`, 'iu')
const EN_STREET_WORD = new RegExp(`^(?:${EN_STREET_WORDS})$`, 'i')

/** After "I live at" / "vivo en": keep the span to the street and house number, not the rest of the sentence. */
function contextAddress(text: string, lead: string, from: number): PersonalInfoSpan | undefined {
  const to = clauseEnd(text, from)
  const words = scanWords(text, from, to).slice(0, 8)
  const first = words[0]
  if (first === undefined) return undefined
  const leadLower = lead.toLowerCase()
  const isExplicit = /address|direcci/.test(leadLower)
  const isSpanish = /vivo|vivimos|casa est|estoy/.test(leadLower)
  // "I'm at …" is a place only when a street follows: "I'm at school" or "I'm at level 3" is not.
  const needsStreet = /^i(?:'|’)?m at|^i am at/.test(leadLower)
  const numberAt = words.findIndex((w) => hasDigit(w.text) && !isYear(w.text))
  const streetAt = words.findIndex((w, i) => i <= 5 && EN_STREET_WORD.test(w.lower))
  const capitalisedPair = words
    .slice(0, 4)
    .some((w, i) => isCapitalised(w.text) && isCapitalised(words[i + 1]?.text ?? ''))
  let accepted: boolean
  if (isExplicit) accepted = true
  else if (isSpanish) {
    const startsWithStreet =
      ES_STREET_START.test(text.slice(from, to)) && words.length >= (/^(la|el)$/.test(first.lower) ? 3 : 2)
    const namedNumber =
      numberAt > 0 && numberAt <= 4 && words.slice(0, numberAt).every((w) => isCapitalised(w.text))
    accepted = startsWithStreet || namedNumber
  } else accepted = needsStreet ? streetAt >= 0 : numberAt >= 0 || streetAt >= 0 || capitalisedPair
  if (!accepted) return undefined
  let endAt: number
  if (!isSpanish && streetAt >= 0) endAt = streetAt
  else if (numberAt >= 0) {
    endAt = numberAt
    // Keep a floor or door after the number: "5, 2º B", "12 A".
    while (endAt < numberAt + 2 && /^(?:\d{1,3}[ºª°]?|[A-Z])$/.test(words[endAt + 1]?.text ?? '')) endAt++
  } else endAt = Math.min(isSpanish ? 5 : 3, words.length - 1)
  return { kind: 'address', start: first.start, end: words[endAt]?.end ?? first.end }
}

export function findAddresses(text: string, hasDigits = true): PersonalInfoSpan[] {
  const spans = hasDigits ? [...findEnglishStreets(text), ...findSpanishStreets(text)] : []
  for (const m of text.matchAll(ADDRESS_CONTEXT)) {
    const span = contextAddress(text, m[1] ?? '', (m.index ?? 0) + m[0].length)
    if (span) spans.push(span)
  }
  return spans
}

const SCHOOL_CONTEXT =
  /(?<![\p{L}])(i go to|i attend|i am at|i(?:'|’)?m at|i study at|i(?:'|’)?m in (?:\w+ )?(?:grade|year) (?:\d+ )?at|(?:my|our) school is called|(?:my|our) school is named|(?:my|our) school(?:'|’)?s name is|the name of my school is|voy a la|voy al|estudio en (?:la|el)|asisto a la|asisto al|mi (?:colegio|cole|escuela|instituto|insti|liceo) se llama|el nombre de mi (?:colegio|cole|escuela|instituto) es)\s+/giu

const EN_SCHOOL_WORDS = new Set([
  'school',
  'elementary',
  'primary',
  'academy',
  'college',
  'kindergarten',
  'preschool',
  'montessori',
  'prep',
])
// "I go to art school", "I go to a new school": a school, but not a name.
const EN_GENERIC = new Set(
  `the a an my our his her their your this that big small little new old local public private same different other
  summer sunday night art dance music swimming drama cooking driving riding ballet karate football soccer
  middle high elementary primary secondary junior senior grade nursery pre boarding home forest village
  friends friend's sisters sister's brothers brother's cousins cousin's moms mom's mums dads dad's best good
  nice cool boring nearest closest normal regular big-kid real`.split(/\s+/),
)
const ES_SCHOOL_WORDS = new Set([
  'escuela',
  'colegio',
  'cole',
  'instituto',
  'insti',
  'liceo',
  'primaria',
  'secundaria',
  'kinder',
  'guardería',
  'guarderia',
])
const ES_SCHOOL_QUALIFIERS = new Set([
  'público',
  'publico',
  'pública',
  'publica',
  'privado',
  'privada',
  'bilingüe',
  'bilingue',
  'primaria',
  'secundaria',
  'técnico',
  'tecnico',
  'técnica',
  'tecnica',
  'concertado',
  'concertada',
  'de',
  'del',
  'la',
])

function englishSchool(words: Word[]): PersonalInfoSpan | undefined {
  const schoolAt = words.findIndex((w, i) => i > 0 && i <= 5 && EN_SCHOOL_WORDS.has(w.lower))
  if (schoolAt < 0) return undefined
  const name = words.slice(0, schoolAt)
  if (name.every((w) => EN_GENERIC.has(w.lower))) return undefined
  const next = words[schoolAt + 1]
  const end = next && EN_SCHOOL_WORDS.has(next.lower) ? next.end : (words[schoolAt]?.end ?? 0)
  const first = name.find((w) => w.lower !== 'the') ?? name[0]
  return first && { kind: 'school', start: first.start, end }
}

function spanishSchool(words: Word[]): PersonalInfoSpan | undefined {
  const first = words[0]
  if (first === undefined || !ES_SCHOOL_WORDS.has(first.lower)) return undefined
  let i = 1
  while (words[i] && ES_SCHOOL_QUALIFIERS.has(words[i]?.lower ?? '')) i++
  const nameStart = i
  // "voy al colegio mañana" is not a name; "voy al colegio San José" is.
  while (words[i] && (isCapitalised(words[i]?.text ?? '') || hasDigit(words[i]?.text ?? ''))) {
    i++
    while (words[i] && CONNECTORS.has(words[i]?.lower ?? '') && isCapitalised(words[i + 1]?.text ?? '')) i++
  }
  if (i === nameStart) return undefined
  return { kind: 'school', start: first.start, end: words[i - 1]?.end ?? first.end }
}

export function findSchools(text: string): PersonalInfoSpan[] {
  const spans: PersonalInfoSpan[] = []
  for (const m of text.matchAll(SCHOOL_CONTEXT)) {
    const lead = (m[1] ?? '').toLowerCase()
    const from = (m.index ?? 0) + m[0].length
    const words = scanWords(text, from, clauseEnd(text, from))
    const isNamed = /called|named|name is|se llama|nombre/.test(lead)
    const isSpanish = /voy|estudio|asisto/.test(lead)
    let span: PersonalInfoSpan | undefined
    if (isNamed) {
      const named = words.slice(0, 6)
      const first = named[0]
      const last = named[named.length - 1]
      span = first && last && { kind: 'school', start: first.start, end: last.end }
    } else if (isSpanish) {
      // "voy a la escuela": the school word follows the lead, which swallowed "la"/"al".
      span = spanishSchool(words)
    } else {
      span = englishSchool(words)
    }
    if (span) spans.push(span)
  }
  return spans
}
