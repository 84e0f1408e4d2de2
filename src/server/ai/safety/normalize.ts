// Text normalisation shared by the safety matchers: accent folding, leetspeak, repeated letters, spaced letters.

const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'i',
}

// Symbols that only stand for a letter when they sit inside a word: "sh!t" yes, "¡hola!" no.
const INNER_ONLY = new Set(['!', '|'])
// `*` stays inside a word, where it hides a letter ("dr*nk"); around a word it is emphasis and goes.
const TOKEN = /[\p{L}\p{N}@$€!|*]+/gu
const LETTER = /\p{L}/u

/** Lowercase and strip accents, but keep ñ: "año" and "ano" are different words. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'ñ')
    .replace(/\p{M}/gu, '')
}

// Tokens without any of these characters are already plain words (nearly every token): no decoding needed.
const LEET_CHARACTER = /[0-9@$€!|]/

function decodeToken(raw: string, isSpacedLetter: boolean): string {
  if (!LEET_CHARACTER.test(raw)) return raw
  const hasLetter = LETTER.test(raw)
  let out = ''
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] as string
    const mapped = LEET[ch]
    if (mapped === undefined) {
      out += ch
      continue
    }
    const isInner = i > 0 && i < raw.length - 1
    if (INNER_ONLY.has(ch) && !isInner) continue
    // Digits are only letters inside a word ("sh1t") or as one spaced letter ("p u t 4"), never in "2024".
    if (/\d/.test(ch) && !hasLetter && !isSpacedLetter) {
      out += ch
      continue
    }
    out += mapped
  }
  return out
}

/** Collapse runs of a repeated letter: "mieeerdaaa" → "mierda", and so "gilipollas" → "gilipolas" on both sides. */
export function collapseRepeats(word: string): string {
  return word.replace(/(.)\1+/gu, '$1')
}

export type PreparedText = {
  /** Folded, leet-decoded words joined by single spaces (no repeat collapsing): for phrase rules. */
  plain: string
  /** Folded, leet-decoded, repeat-collapsed words: for word lists. */
  tokens: string[]
  /** Runs of three or more single characters glued together ("f u c k", "p u t 4" → "puta"), collapsed. */
  spacedRuns: string[]
}

/** Normalise a whole word or phrase the same way as message text, for building word lists. */
export function normalizeTerm(term: string): string {
  return prepareText(term).tokens.join(' ')
}

export function prepareText(text: string): PreparedText {
  // Apostrophes vanish rather than split words, so "don't" reads as "dont" and "I'm" as "im".
  const folded = foldText(text).replace(/['’`´]/g, '')
  const raws = folded.match(TOKEN) ?? []
  const words: string[] = []
  const spacedRuns: string[] = []
  let run: string[] = []
  const flushRun = () => {
    if (run.length >= 3) spacedRuns.push(collapseRepeats(run.join('')))
    run = []
  }
  for (const rawToken of raws) {
    const raw = rawToken.replace(/^\*+|\*+$/g, '')
    if (raw.length === 0) continue
    const word = decodeToken(raw, false)
    if (word.length > 0) words.push(word)
    const letter = raw.length === 1 ? decodeToken(raw, true) : ''
    if (letter.length > 0) run.push(letter)
    else flushRun()
  }
  flushRun()
  // The collapsed words are worked out on first use: the learned reader's training reads only `plain`.
  let tokens: string[] | undefined
  return {
    plain: words.join(' '),
    get tokens() {
      tokens ??= words.map(collapseRepeats)
      return tokens
    },
    spacedRuns,
  }
}
