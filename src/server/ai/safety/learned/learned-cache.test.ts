// Unit tests of the learned reader's cache: the model read back from DATA_DIR is the very model training gives.
import { cpSync, mkdtempSync, readdirSync, rmSync, truncateSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCorpus } from './corpus'
import { type LoadedModel, learnedModelKey, loadOrTrainLearnedModel, readCachedModel } from './learned-cache'
import { type Trained, trainLearnedModel } from './learned-check'
import { predictLogistic } from './logistic'

const cacheDir = mkdtempSync(path.join(tmpdir(), 'mochi-learned-cache-'))
let plain: Trained
let first: LoadedModel
let second: LoadedModel

// Training takes a second or more on a busy machine: twice per file (plain, then through the cache), not per test.
beforeAll(async () => {
  plain = trainLearnedModel()
  first = await loadOrTrainLearnedModel(cacheDir)
  second = await loadOrTrainLearnedModel(cacheDir)
}, 180_000)
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

const folder = () => path.join(cacheDir, 'safety', `learned-${first.key}`)

describe('loadOrTrainLearnedModel', () => {
  it('trains and keeps the model the first time, and reads it back after', () => {
    expect(first.fromCache).toBe(false)
    expect(first.keptError).toBeUndefined()
    expect(second.fromCache).toBe(true)
    expect(second.key).toBe(first.key)
    expect(readdirSync(folder()).sort()).toEqual(['model.json', 'weights.f32'])
  })

  it('reads back exactly the model that training without the cache gives', () => {
    for (const { trained } of [first, second]) {
      expect(trained.model.labels).toEqual(plain.model.labels)
      expect(Buffer.from(trained.model.weights.buffer).equals(Buffer.from(plain.model.weights.buffer))).toBe(
        true,
      )
      expect([...trained.model.bias]).toEqual([...plain.model.bias])
      expect([...trained.vocabulary]).toEqual([...plain.vocabulary])
    }
    for (const text of ['how do i make a bomb', 'cómo riego las tomateras', 'mequieromorir']) {
      expect([...predictLogistic(second.trained.model, text)]).toEqual([
        ...predictLogistic(plain.model, text),
      ])
    }
  })

  it('ignores a weights file cut short (a crash while writing) instead of reading half a model', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mochi-learned-cut-'))
    try {
      cpSync(folder(), dir, { recursive: true })
      expect(await readCachedModel(dir)).toBeDefined()
      truncateSync(path.join(dir, 'weights.f32'), 1024)
      expect(await readCachedModel(dir)).toBeUndefined()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('learnedModelKey', () => {
  const corpus = buildCorpus()
  it('is the same for the same corpus and changes with any example or label', () => {
    const key = learnedModelKey(corpus)
    expect(key).toBe(first.key)
    expect(learnedModelKey([...corpus, { text: 'one more sentence', label: 'benign' }])).not.toBe(key)
    const relabelled = corpus.map((example, i) =>
      i === 0 ? { ...example, label: 'hate' as const } : example,
    )
    expect(relabelled[0]?.label).not.toBe(corpus[0]?.label)
    expect(learnedModelKey(relabelled)).not.toBe(key)
    const retyped = corpus.map((example, i) => (i === 5 ? { ...example, text: `${example.text}!` } : example))
    expect(learnedModelKey(retyped)).not.toBe(key)
    // Four keys over the whole corpus (≈ 64k examples): a few seconds on a busy machine; correctness, not speed.
  }, 60_000)
})
