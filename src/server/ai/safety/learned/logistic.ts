// A multiclass logistic regression (softmax) over hashed text features, trained by a few passes of plain SGD.
import { type ReadingToken, readingTokens } from './reading-tokens'

// 2^17 buckets: few collisions for a corpus of some ten thousand short sentences, half a megabyte per label.
const BUCKET_BITS = 17
const BUCKETS = 1 << BUCKET_BITS

const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

/** FNV-1a over part of a string, continuing from `hash`. */
function fnv(hash: number, text: string, from: number, to: number): number {
  let h = hash
  for (let i = from; i < to; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, FNV_PRIME)
  }
  return h
}

// Each kind of feature starts from its own seed, so a word and a letter piece never share a hash by design.
const WORD_SEED = fnv(FNV_OFFSET, 'w:', 0, 2)
const PAIR_SEED = fnv(FNV_OFFSET, 'b:', 0, 2)
const PIECE_SEED = fnv(FNV_OFFSET, 'c:', 0, 2)
const SOUND_SEED = fnv(FNV_OFFSET, 's:', 0, 2)
const STEM_SEED = fnv(FNV_OFFSET, 't:', 0, 2)

// Words this long or longer also count by their first STEM letters: Spanish glues endings and pronouns on
// ("matarlo", "pegarle", "lastimándome"), and the stem is what carries the meaning.
const STEM = 5
const MIN_STEMMED = 7

const bucket = (hash: number) => (hash >>> 0) & (BUCKETS - 1)
const pairHash = (seed: number, first: string, second: string) =>
  fnv(fnv(fnv(seed, first, 0, first.length) ^ 32, second, 0, second.length), '', 0, 0)

// A word's own features (as typed, by ear, its stem, its letter pieces) never change, and readingTokens hands out the
// same token object for the same typed word: each is hashed once, kept as long as its token is.
const tokenCache = new WeakMap<ReadingToken, readonly number[]>()

function tokenFeatures(token: ReadingToken): readonly number[] {
  const known = tokenCache.get(token)
  if (known !== undefined) return known
  const { word, sound } = token
  const out = [bucket(fnv(WORD_SEED, word, 0, word.length))]
  // A word spelt as it sounds needs no second feature for its sound.
  if (sound !== word) out.push(bucket(fnv(SOUND_SEED, sound, 0, sound.length)))
  if (sound.length >= MIN_STEMMED) out.push(bucket(fnv(STEM_SEED, sound, 0, STEM)))
  // Letter pieces of the word as it sounds: "korto" and "corto", "brasos" and "brazos" share every piece.
  const padded = `^${sound}$`
  // Three-letter pieces only: with the sound key they carry what four-letter pieces did, at a quarter less training.
  for (let at = 0; at + 3 <= padded.length; at++) out.push(bucket(fnv(PIECE_SEED, padded, at, at + 3)))
  tokenCache.set(token, out)
  return out
}

/**
 * Features hashed straight from the text without building feature strings (training reads tens of thousands of
 * sentences): each word as typed and by ear (its sound key, so misspellings meet the corpus's spelling), the stem of
 * a long word, its 3-letter pieces, and pairs of neighbouring words by ear.
 */
export function hashedFeatures(text: string): Int32Array {
  const tokens = readingTokens(text)
  const out: number[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as ReadingToken
    for (const feature of tokenFeatures(token)) out.push(feature)
    if (i > 0) out.push(bucket(pairHash(PAIR_SEED, (tokens[i - 1] as ReadingToken).sound, token.sound)))
  }
  return Int32Array.from(out)
}

// Gradients smaller than this are skipped (a label already all but ruled out for the example); 0.01 rather than
// 0.002 trains a tenth faster for the same figures on the checks, now that the last pass is averaged.
const MIN_GRADIENT = 0.01

export type Logistic<L extends string> = { labels: readonly L[]; weights: Float32Array; bias: Float64Array }

export type TrainOptions = { epochs: number; rate: number; l2: number }

function shuffle(order: Int32Array, random: () => number): void {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const t = order[i] as number
    order[i] = order[j] as number
    order[j] = t
  }
}

/** Softmax probabilities of every label for one example's buckets. */
function probabilities<L extends string>(model: Logistic<L>, buckets: Int32Array, out: Float64Array): void {
  const k = model.labels.length
  // Each example's features are scaled by 1/sqrt(n) so long and short texts weigh alike.
  const scale = 1 / Math.sqrt(Math.max(1, buckets.length))
  let max = -Infinity
  for (let li = 0; li < k; li++) {
    let sum = 0
    for (let i = 0; i < buckets.length; i++) sum += model.weights[(buckets[i] as number) * k + li] as number
    sum = (model.bias[li] as number) + sum * scale
    out[li] = sum
    if (sum > max) max = sum
  }
  let total = 0
  for (let li = 0; li < k; li++) {
    const e = Math.exp((out[li] ?? 0) - max)
    out[li] = e
    total += e
  }
  for (let li = 0; li < k; li++) out[li] = (out[li] ?? 0) / total
}

export function trainLogistic<L extends string>(
  examples: readonly { text: string; label: L }[],
  labels: readonly L[],
  options: TrainOptions,
  random: () => number,
): Logistic<L> {
  const k = labels.length
  const index = new Map(labels.map((label, i) => [label, i]))
  const inputs = examples.map((example) => hashedFeatures(example.text))
  const targets = Int32Array.from(examples.map((example) => index.get(example.label) ?? 0))
  const model: Logistic<L> = { labels, weights: new Float32Array(BUCKETS * k), bias: new Float64Array(k) }
  const order = Int32Array.from(examples.map((_, i) => i))
  const p = new Float64Array(k)
  const step = new Float64Array(k)
  const activeLabels = new Int32Array(k)
  // The last pass's weights are averaged over its steps (w_T - Σ(s-1)·Δ_s / T): plain SGD's final weights hang on the
  // last few examples it saw, the average does not, so the model no longer swings with the shuffle.
  const sumWeights = new Float32Array(model.weights.length)
  const sumBias = new Float64Array(k)
  let steps = 0
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random)
    const rate = options.rate / (1 + epoch)
    const last = epoch === options.epochs - 1
    for (const n of order) {
      const buckets = inputs[n] as Int32Array
      probabilities(model, buckets, p)
      const scale = 1 / Math.sqrt(Math.max(1, buckets.length))
      const target = targets[n] as number
      // Labels the model already rules out barely move; skipping them makes training several times faster.
      let active = 0
      for (let li = 0; li < k; li++) {
        const gradient = (p[li] as number) - (li === target ? 1 : 0)
        if (Math.abs(gradient) < MIN_GRADIENT) continue
        model.bias[li] = (model.bias[li] as number) - rate * gradient
        if (last) sumBias[li] = (sumBias[li] as number) - steps * rate * gradient
        activeLabels[active] = li
        step[active++] = gradient * scale
      }
      for (let i = 0; i < buckets.length; i++) {
        const base = (buckets[i] as number) * k
        for (let a = 0; a < active; a++) {
          const w = base + (activeLabels[a] as number)
          const old = model.weights[w] as number
          const delta = -rate * ((step[a] as number) + options.l2 * old)
          model.weights[w] = old + delta
          if (last) sumWeights[w] = (sumWeights[w] as number) + steps * delta
        }
      }
      if (last) steps++
    }
  }
  if (steps > 0) {
    for (let w = 0; w < model.weights.length; w++)
      model.weights[w] = (model.weights[w] as number) - (sumWeights[w] as number) / steps
    for (let li = 0; li < k; li++)
      model.bias[li] = (model.bias[li] as number) - (sumBias[li] as number) / steps
  }
  return model
}

/** Probability of every label for a text. */
export function predictLogistic<L extends string>(model: Logistic<L>, text: string): Float64Array {
  const out = new Float64Array(model.labels.length)
  probabilities(model, hashedFeatures(text), out)
  return out
}
