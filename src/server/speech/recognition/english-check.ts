// Tells English speech from speech in another language when nobody said which, so an English-only listener never
// turns Spanish into English-looking words: English sounds much the same to a listener without the garden's bias,
// another language gives each listener different nonsense.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseCmuDictionary } from './domain-lm/pronunciations'
import { POCKETSPHINX_DICTIONARY, POCKETSPHINX_MODEL_DIR } from './executables'
import { type PocketsphinxCommand, preparePocketsphinxModel, recognizeWithPocketsphinx } from './pocketsphinx'

/** pocketsphinx-en-us's general English language model (tens of thousands of words, no garden bias). */
export const GENERAL_LANGUAGE_MODEL = path.join(POCKETSPHINX_MODEL_DIR, 'en-us.lm.bin')

/**
 * The sound agreement below which the words heard are not taken for English. Measured (with the decoder's dither
 * on, which spreads the posteriors wider than without) on 60 Spanish clips of the chat evaluation's Spanish questions in all 10 voices and the 58 English questions of bench/stt.ts:
 * the six Spanish clips the garden listener was fairly sure of (mean posterior 0.31–0.73) agreed at most 0.42; of
 * the 33 English questions in that band, 27 agreed at 0.44 or more (the others were mostly misheard anyway), and
 * Roger's "how do bees make honey" at 0.50. Word-level agreement could not
 * tell them apart. english-check.test.ts checks ten Spanish questions written after it.
 */
export const ENGLISH_AGREEMENT_MIN = 0.45

function editDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++)
      row.push(
        Math.min(previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), previous[j]! + 1, row[j - 1]! + 1),
      )
    previous = row
  }
  return previous[b.length]!
}

/** The words as phones (each word's first pronunciation; a word with none is left out). */
export function phonesOf(text: string, pronunciations: ReadonlyMap<string, readonly string[]>): string[] {
  return text
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => pronunciations.get(word)?.[0]?.split(' ') ?? [])
}

/** 1 when `other` sounds like `heard` phone for phone, falling with each phone edit (0 or below: nothing alike). */
export function soundAgreement(heard: readonly string[], other: readonly string[]): number {
  if (heard.length === 0) return 0
  return 1 - editDistance(heard, other) / heard.length
}

/**
 * How well the general English model confirms what the garden listener heard, compared as sounds, not words
 * ("how do bees like honey" and "how to be slick" are different words but much the same sounds).
 */
export async function englishAgreement(
  command: PocketsphinxCommand,
  pcm: Int16Array,
  heard: string,
): Promise<number> {
  const [general, garden] = await Promise.all([
    recognizeWithPocketsphinx(command, pcm, {
      model: { languageModel: GENERAL_LANGUAGE_MODEL, dictionary: POCKETSPHINX_DICTIONARY },
    }),
    preparePocketsphinxModel(),
  ])
  const wanted = new Set(`${heard} ${general.text}`.split(' '))
  // The garden's own words (mochi, borage) are only in its dictionary; the general model's only in the CMU one.
  const pronunciations = new Map([
    ...parseCmuDictionary(await readFile(POCKETSPHINX_DICTIONARY, 'utf8'), wanted),
    ...parseCmuDictionary(await readFile(garden.dictionary, 'utf8'), wanted),
  ])
  return soundAgreement(phonesOf(heard, pronunciations), phonesOf(general.text, pronunciations))
}
