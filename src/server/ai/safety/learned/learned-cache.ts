// Keeps the learned reader's trained weights in a folder keyed by its inputs (DATA_DIR/safety in the server), so
// later starts read them in milliseconds instead of training for a second or more; a change of inputs retrains.
import { createHash } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildCorpus, type Example, type Label } from './corpus'
import { seededRandom } from './corpus-expand'
import { LABELS, type Trained, trainLearnedModel, useLearnedModel } from './learned-check'
import { hashedFeatures, trainLogistic } from './logistic'

// Bumped when the files' layout changes.
const FORMAT = 1
// Every this many corpus examples, the features are part of the key: a change in how text becomes features
// (tokens, hashing, buckets) then retrains, for a few tens of milliseconds instead of hashing all of them.
const FEATURE_PROBE_EVERY = 8
const PREFIX = 'learned-'

type Meta = { format: number; labels: Label[]; bias: number[]; weightCount: number; vocabulary: string[] }

/**
 * What the trained model is made of: the generated corpus, the labels, the features of a sample of the corpus, and
 * the code that trains (its source text, so an edit of the trainer or its settings also retrains).
 */
export function learnedModelKey(corpus: readonly Example[]): string {
  const hash = createHash('sha256')
  hash.update(`${FORMAT}\n${JSON.stringify(LABELS)}\n`)
  for (const step of [trainLearnedModel, trainLogistic, hashedFeatures, seededRandom])
    hash.update(step.toString())
  for (let i = 0; i < corpus.length; i++) {
    const example = corpus[i] as Example
    hash.update(`${example.label}\t${example.text}\n`)
    if (i % FEATURE_PROBE_EVERY === 0) {
      const features = hashedFeatures(example.text)
      hash.update(new Uint8Array(features.buffer, features.byteOffset, features.byteLength))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

const folder = (cacheDir: string, key: string) => path.join(cacheDir, 'safety', `${PREFIX}${key}`)

/** The model kept in `dir`, or undefined when it is missing, partly written or not of this code's labels. */
export async function readCachedModel(dir: string): Promise<Trained | undefined> {
  try {
    const meta = JSON.parse(await readFile(path.join(dir, 'model.json'), 'utf8')) as Meta
    if (meta.format !== FORMAT || JSON.stringify(meta.labels) !== JSON.stringify(LABELS)) return undefined
    if (meta.bias.length !== LABELS.length) return undefined
    const weights = new Float32Array(meta.weightCount)
    const file = await open(path.join(dir, 'weights.f32'))
    try {
      const { size } = await file.stat()
      if (size !== weights.byteLength) return undefined
      const { bytesRead } = await file.read(new Uint8Array(weights.buffer), 0, weights.byteLength, 0)
      if (bytesRead !== weights.byteLength) return undefined
    } finally {
      await file.close()
    }
    return {
      model: { labels: LABELS, weights, bias: Float64Array.from(meta.bias) },
      vocabulary: new Set(meta.vocabulary),
    }
  } catch {
    return undefined
  }
}

async function writeCachedModel(cacheDir: string, key: string, trained: Trained): Promise<void> {
  const dir = folder(cacheDir, key)
  await mkdir(dir, { recursive: true })
  const { weights, bias } = trained.model
  const meta: Meta = {
    format: FORMAT,
    labels: [...LABELS],
    bias: [...bias],
    weightCount: weights.length,
    vocabulary: [...trained.vocabulary],
  }
  // Written under temporary names first so a concurrent process never reads half a file; model.json last.
  const suffix = `.${process.pid}.tmp`
  const files: Array<[string, Uint8Array | string]> = [
    ['weights.f32', new Uint8Array(weights.buffer, weights.byteOffset, weights.byteLength)],
    ['model.json', JSON.stringify(meta)],
  ]
  for (const [file, data] of files) {
    await writeFile(path.join(dir, file + suffix), data)
    await rename(path.join(dir, file + suffix), path.join(dir, file))
  }
  const root = path.dirname(dir)
  for (const old of await readdir(root)) {
    if (old.startsWith(PREFIX) && old !== path.basename(dir))
      await rm(path.join(root, old), { recursive: true, force: true })
  }
}

/** `keptError`: why a freshly trained model could not be kept (it is used all the same). */
export type LoadedModel = { trained: Trained; key: string; fromCache: boolean; keptError?: unknown }

/** Reads the model kept for these inputs in `cacheDir`, or trains it and keeps it there. */
export async function loadOrTrainLearnedModel(cacheDir: string): Promise<LoadedModel> {
  const corpus = buildCorpus()
  const key = learnedModelKey(corpus)
  const cached = await readCachedModel(folder(cacheDir, key))
  if (cached) return { trained: cached, key, fromCache: true }
  const trained = trainLearnedModel(corpus)
  try {
    await writeCachedModel(cacheDir, key, trained)
  } catch (keptError) {
    return { trained, key, fromCache: false, keptError }
  }
  return { trained, key, fromCache: false }
}

let preparing: Promise<LoadedModel> | undefined

/**
 * Makes the learned reader use the model kept in `cacheDir` (training and keeping it the first time). The server
 * calls it once after it answers; a chat before then trains the same model itself (learnedModel).
 */
export function prepareLearnedModel(cacheDir: string): Promise<LoadedModel> {
  preparing ??= loadOrTrainLearnedModel(cacheDir).then((loaded) => {
    useLearnedModel(loaded.trained)
    return loaded
  })
  const attempt = preparing
  attempt.catch(() => {
    if (preparing === attempt) preparing = undefined
  })
  return attempt
}
