// The words the learned reader sees: chat shorthand spelt out, and each word's by-ear key, so "kiero", "qiero" and
// "quiero", or "matarlo" and "matarla", share features the model learnt from the correctly spelt corpus.
import { MISSPELLINGS } from '../key-words'
import { collapseRepeats, prepareText } from '../normalize'
import { soundKey } from '../spelling'

/** One word as the model reads it: as typed, and its sound key (shorthand spelt out first). */
export type ReadingToken = { readonly word: string; readonly sound: string }

// The corpus and children reuse a few thousand words; each typed word is read once. Bounded all the same.
const CACHE_LIMIT = 50_000
const wordCache = new Map<string, readonly ReadingToken[]>()

/** One typed word as the model reads it: shorthand spelt out, held letters collapsed, each with its sound key. */
function readWord(typed: string): readonly ReadingToken[] {
  const known = wordCache.get(typed)
  if (known !== undefined) return known
  // Shorthand is looked up as typed ("gimme") and with held letters collapsed ("plsss").
  const collapsed = collapseRepeats(typed)
  const spelt = MISSPELLINGS.get(typed) ?? MISSPELLINGS.get(collapsed)
  // The sound key is taken before held letters collapse, so "llorando" keys as "yorando" like its by-ear spelling.
  const read =
    spelt === undefined
      ? [{ word: collapsed, sound: soundKey(typed) }]
      : spelt.split(' ').map((word) => ({ word: collapseRepeats(word), sound: soundKey(word) }))
  if (wordCache.size < CACHE_LIMIT) wordCache.set(typed, read)
  return read
}

/** The text's words, shorthand ("xq", "q", "u", "sos") replaced by what it stands for, each with its sound key. */
export function readingTokens(text: string): readonly ReadingToken[] {
  const plain = prepareText(text).plain
  if (plain.length === 0) return []
  const out: ReadingToken[] = []
  for (const typed of plain.split(' ')) for (const token of readWord(typed)) out.push(token)
  return out
}
