// Finds named things (plants, places) in folded text: longest names first, whole words, one-letter typos allowed.
import { editDistance } from '../text/edit-distance'
import { foldText } from '../text/fold-text'

export interface NameIndex<T> {
  /** Folded names, longest first, with what they name. */
  names: { name: string; pattern: RegExp; item: T }[]
  /** One-word names of 6+ letters, for typo matching. */
  singleWords: Map<string, T>
  /** Positions in `names` by each name's first word: a text's words point to the only names it can hold. */
  byFirstWord: Map<string, number[]>
}

export function normalize(text: string): string {
  return foldText(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

export function buildIndex<T>(entries: { item: T; names: string[] }[]): NameIndex<T> {
  const names: NameIndex<T>['names'] = []
  const singleWords = new Map<string, T>()
  for (const { item, names: list } of entries) {
    for (const raw of list) {
      const name = normalize(raw)
      if (name.length < 2) continue
      names.push({ name, pattern: new RegExp(`(?:^| )${name}(?= |$)`), item })
      if (!name.includes(' ') && name.length >= 6 && !singleWords.has(name)) singleWords.set(name, item)
    }
  }
  names.sort((a, b) => b.name.length - a.name.length)
  const byFirstWord = new Map<string, number[]>()
  names.forEach(({ name }, position) => {
    const first = name.split(' ')[0]!
    const list = byFirstWord.get(first)
    if (list) list.push(position)
    else byFirstWord.set(first, [position])
  })
  return { names, singleWords, byFirstWord }
}

/**
 * Every distinct item named in the text, in order of first appearance; exact names win over typo guesses. A word
 * for which `isWord` is true is spelt right ("perros" is dogs, not a misspelt "puerros") and is never a typo guess.
 */
export function findAll<T>(index: NameIndex<T>, text: string, isWord?: (word: string) => boolean): T[] {
  let rest = ` ${normalize(text)} `
  const found: { item: T; at: number }[] = []
  // A name can only match where its first word stands as a whole word of the text (blanking out matches only
  // removes words), so only the names starting with one of its words are tried, in the index's order (longest
  // first), as a run over every name would.
  const candidates = new Set<number>()
  for (const word of new Set(rest.split(' '))) {
    for (const position of index.byFirstWord.get(word) ?? []) candidates.add(position)
  }
  for (const position of [...candidates].sort((a, b) => a - b)) {
    const { pattern, item } = index.names[position]!
    const match = pattern.exec(rest)
    if (!match) continue
    if (!found.some((f) => f.item === item)) found.push({ item, at: match.index })
    // Blank out the match so "sweet potato" is not also read as "potato".
    rest =
      rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length)
  }
  if (found.length === 0) {
    const words = rest.split(' ').filter((word) => word.length >= 6 && !isWord?.(word))
    for (const word of words) {
      for (const [name, item] of index.singleWords) {
        if (Math.abs(name.length - word.length) <= 1 && editDistance(word, name, 1) <= 1) {
          if (!found.some((f) => f.item === item)) found.push({ item, at: rest.indexOf(word) })
          break
        }
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.item)
}
