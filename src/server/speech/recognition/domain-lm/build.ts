// Builds Mochi's English recognition model (trigram language model + pronunciation dictionary) once, keeps it
// in a folder keyed by its inputs (DATA_DIR/speech in the server), and returns where pocketsphinx finds it.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildTrigramModel, type WeightedSentence } from './arpa'
import { domainCorpus } from './corpus'
import {
  derivePronunciation,
  dictionaryText,
  OUR_WORDS,
  parseCmuDictionary,
  pronounce,
} from './pronunciations'

/** The language model's file name in its folder (the decoder's garden-model settings go by it). */
export const GARDEN_LM_FILE = 'mochi.lm'

export interface DomainModelFiles {
  languageModel: string
  dictionary: string
  /** Words of the corpus no pronunciation could be found for (left out of the model). */
  unknownWords: string[]
  vocabularySize: number
}

/** Splits sentences at words that cannot be pronounced, so the model never predicts a word it cannot spell out. */
export function keepPronounceable(
  sentences: WeightedSentence[],
  known: ReadonlySet<string>,
): WeightedSentence[] {
  const kept: WeightedSentence[] = []
  for (const sentence of sentences) {
    let run: string[] = []
    for (const word of [...sentence.words, '']) {
      if (word && known.has(word)) {
        run.push(word)
        continue
      }
      if (run.length > 0) kept.push({ words: run, weight: sentence.weight })
      run = []
    }
  }
  return kept
}

export async function buildDomainModel(cmuDictionaryPath: string): Promise<{
  arpa: string
  dictionary: string
  unknownWords: string[]
  vocabularySize: number
}> {
  const corpus = domainCorpus()
  const words = new Set(corpus.flatMap((sentence) => sentence.words))
  // The whole dictionary, not only the corpus words: derived words need their stems ("drain" for "drainpipe").
  const cmu = parseCmuDictionary(await readFile(cmuDictionaryPath, 'utf8'))
  const { known, unknown } = pronounce(words, cmu)
  const model = buildTrigramModel(keepPronounceable(corpus, new Set(known.keys())))
  const used = new Map([...known].filter(([word]) => model.vocabulary.includes(word)))
  return {
    arpa: model.arpa,
    dictionary: dictionaryText(used),
    unknownWords: unknown.sort(),
    vocabularySize: model.vocabulary.length,
  }
}

let cached: Promise<DomainModelFiles> | undefined

/**
 * What the model is made of: the corpus, the pronunciation dictionary file and the code that turns them into
 * files (its source text, so an edit of the builder also rebuilds). Cheap next to building the model.
 */
async function inputsKey(corpus: WeightedSentence[], cmuDictionaryPath: string): Promise<string> {
  const dictionary = await stat(cmuDictionaryPath)
  const hash = createHash('sha256')
  hash.update(JSON.stringify(corpus))
  hash.update(JSON.stringify(OUR_WORDS))
  hash.update(`${cmuDictionaryPath}:${dictionary.size}:${dictionary.mtimeMs}`)
  for (const step of [
    buildDomainModel,
    buildTrigramModel,
    keepPronounceable,
    pronounce,
    derivePronunciation,
    parseCmuDictionary,
    dictionaryText,
  ])
    hash.update(step.toString())
  return hash.digest('hex').slice(0, 16)
}

async function readBuilt(dir: string): Promise<DomainModelFiles | undefined> {
  const languageModel = path.join(dir, GARDEN_LM_FILE)
  const dictionary = path.join(dir, 'mochi.dict')
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'model.json'), 'utf8')) as Pick<
      DomainModelFiles,
      'unknownWords' | 'vocabularySize'
    >
    if (!existsSync(languageModel) || !existsSync(dictionary)) return undefined
    return { languageModel, dictionary, ...meta }
  } catch {
    return undefined
  }
}

/**
 * Builds the model once and keeps it in `<cacheDir>/speech/garden-lm-<inputs>` (DATA_DIR in the server), so
 * later starts only read it; a change of corpus, dictionary or builder makes a new folder and removes the old.
 * Safe to call from concurrent requests.
 */
export function domainModelFiles(cmuDictionaryPath: string, cacheDir = tmpdir()): Promise<DomainModelFiles> {
  if (cached) return cached
  cached = (async (): Promise<DomainModelFiles> => {
    const root = path.join(cacheDir, 'speech')
    const name = `garden-lm-${await inputsKey(domainCorpus(), cmuDictionaryPath)}`
    const dir = path.join(root, name)
    const ready = await readBuilt(dir)
    if (ready) return ready
    const built = await buildDomainModel(cmuDictionaryPath)
    await mkdir(dir, { recursive: true })
    // Written under temporary names first so a concurrent process never reads half a file; model.json last.
    const suffix = `.${process.pid}.tmp`
    const files: Array<[string, string]> = [
      [GARDEN_LM_FILE, built.arpa],
      ['mochi.dict', built.dictionary],
      [
        'model.json',
        JSON.stringify({ unknownWords: built.unknownWords, vocabularySize: built.vocabularySize }),
      ],
    ]
    for (const [file, text] of files) {
      await writeFile(path.join(dir, file + suffix), text)
      await rename(path.join(dir, file + suffix), path.join(dir, file))
    }
    for (const old of await readdir(root)) {
      if (old.startsWith('garden-lm-') && old !== name)
        await rm(path.join(root, old), { recursive: true, force: true })
    }
    const written = await readBuilt(dir)
    if (!written) throw new Error(`the language model in ${dir} could not be read back`)
    return written
  })()
  const building = cached
  building.catch(() => {
    if (cached === building) cached = undefined
  })
  return building
}
