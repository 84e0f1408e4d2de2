// Lower-cases text and strips accents so "Abejas", "abejas" and "ABEJÁS" compare equal.

const COMBINING_MARKS = /[\u0300-\u036f]/g
const NON_WORD = /[^a-z0-9]+/

export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase()
}

/** Folded words of a text, in order; apostrophes are dropped so "what's" becomes "whats". */
export function splitWords(text: string): string[] {
  return foldText(text)
    .replace(/['’]/g, '')
    .split(NON_WORD)
    .filter((word) => word.length > 0)
}
