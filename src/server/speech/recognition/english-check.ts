// Tells English speech from speech in another language when nobody said which, so an English-only listener never
// turns Spanish into English-looking words: English words stay the same when heard another way, made-up ones do not.
import path from 'node:path'
import { POCKETSPHINX_DICTIONARY, POCKETSPHINX_MODEL_DIR } from './executables'
import { type PocketsphinxCommand, recognizeWithPocketsphinx } from './pocketsphinx'

/** pocketsphinx-en-us's general English language model (tens of thousands of words, no garden bias). */
export const GENERAL_LANGUAGE_MODEL = path.join(POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin')

/**
 * The agreement below which the words heard are not taken for English. Measured (dither on) on 60 Spanish clips of
 * the chat evaluation's Spanish questions in all 10 voices and the 58 English questions of bench/stt.ts: the six
 * Spanish clips the garden listener was fairly sure of (mean posterior 0.31–0.73) agreed at most 0.18; of the 28
 * English questions in that band, 22 agreed at 0.25 or more (the others were mostly misheard anyway).
 */
export const ENGLISH_AGREEMENT_MIN = 0.25

/** The share of `heard`'s words that `other` also has (0 when nothing was heard). */
export function wordOverlap(heard: string, other: string): number {
  const words = heard.split(' ').filter(Boolean)
  if (words.length === 0) return 0
  const others = new Set(other.split(' '))
  return words.filter((word) => others.has(word)).length / words.length
}

/**
 * How well two other listens confirm what the garden listener heard: the general English model (English speech
 * gives English words with or without the garden's bias; another language gives different nonsense to each) and
 * the garden model at a finer frame rate (made-up words shift when the audio is cut differently). Their product,
 * 0–1: either one disagreeing is enough to doubt.
 */
export async function englishAgreement(
  command: PocketsphinxCommand,
  pcm: Int16Array,
  heard: string,
): Promise<number> {
  const [general, finer] = await Promise.all([
    recognizeWithPocketsphinx(command, pcm, {
      model: { languageModel: GENERAL_LANGUAGE_MODEL, dictionary: POCKETSPHINX_DICTIONARY },
    }),
    recognizeWithPocketsphinx(command, pcm, { extra: ['-frate', '125'] }),
  ])
  return wordOverlap(heard, general.text) * wordOverlap(heard, finer.text)
}
