// The words the learned reader sees: chat shorthand spelt out, and each word's by-ear key, so "kiero", "qiero" and
// "quiero", or "matarlo" and "matarla", share features the model learnt from the correctly spelt corpus.
import { MISSPELLINGS } from '../key-words'
import { collapseRepeats, prepareText } from '../normalize'
import { soundKey } from '../spelling'

/** One word as the model reads it: as typed, and its sound key (shorthand spelt out first). */
export type ReadingToken = { word: string; sound: string }

// The corpus and children reuse a few thousand words; their keys are computed once. Bounded all the same.
const CACHE_LIMIT = 50_000
const soundCache = new Map<string, string>()

function soundOf(word: string): string {
  let key = soundCache.get(word)
  if (key === undefined) {
    key = soundKey(word)
    if (soundCache.size < CACHE_LIMIT) soundCache.set(word, key)
  }
  return key
}

/** The text's words, shorthand ("xq", "q", "u", "sos") replaced by what it stands for, each with its sound key. */
export function readingTokens(text: string): ReadingToken[] {
  const out: ReadingToken[] = []
  const plain = prepareText(text).plain
  if (plain.length === 0) return out
  for (const typed of plain.split(' ')) {
    // Shorthand is looked up as typed ("gimme") and with held letters collapsed ("plsss").
    const collapsed = collapseRepeats(typed)
    const spelt = MISSPELLINGS.get(typed) ?? MISSPELLINGS.get(collapsed)
    // The sound key is taken before held letters collapse, so "llorando" keys as "yorando" like its by-ear spelling.
    if (spelt === undefined) {
      out.push({ word: collapsed, sound: soundOf(typed) })
      continue
    }
    for (const word of spelt.split(' ')) out.push({ word: collapseRepeats(word), sound: soundOf(word) })
  }
  return out
}
