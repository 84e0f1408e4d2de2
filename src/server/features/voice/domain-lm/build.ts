// Writes Mochi's English recognition model (trigram language model + pronunciation dictionary) once per process,
// into a temporary folder keyed by its content, and returns where pocketsphinx finds it.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildTrigramModel, type WeightedSentence } from './arpa'
import { domainCorpus } from './corpus'
import { dictionaryText, parseCmuDictionary, pronounce } from './pronunciations'

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

/** Builds (first call) or reuses the model files; safe to call from concurrent requests. */
export function domainModelFiles(cmuDictionaryPath: string): Promise<DomainModelFiles> {
  cached ??= (async () => {
    const built = await buildDomainModel(cmuDictionaryPath)
    const hash = createHash('sha256').update(built.arpa).update(built.dictionary).digest('hex').slice(0, 16)
    const dir = path.join(tmpdir(), `mochi-garden-lm-${hash}`)
    const languageModel = path.join(dir, 'mochi.lm')
    const dictionary = path.join(dir, 'mochi.dict')
    if (!existsSync(languageModel) || !existsSync(dictionary)) {
      await mkdir(dir, { recursive: true })
      // Written under temporary names first so a concurrent process never reads half a file.
      const suffix = `.${process.pid}.tmp`
      await writeFile(languageModel + suffix, built.arpa)
      await writeFile(dictionary + suffix, built.dictionary)
      await rename(languageModel + suffix, languageModel)
      await rename(dictionary + suffix, dictionary)
    }
    return {
      languageModel,
      dictionary,
      unknownWords: built.unknownWords,
      vocabularySize: built.vocabularySize,
    }
  })()
  cached.catch(() => {
    cached = undefined
  })
  return cached
}
