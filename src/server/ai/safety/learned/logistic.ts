// A multiclass logistic regression (softmax) over hashed text features, trained by a few passes of plain SGD.
import { prepareText } from '../normalize'

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

/**
 * The same features as naive-bayes.ts `features` (words, word pairs, 3–4 letter pieces of "^word$"), hashed
 * straight from the text without building feature strings: training reads tens of thousands of sentences.
 */
export function hashedFeatures(text: string): Int32Array {
  const tokens = prepareText(text).tokens
  const out: number[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string
    out.push((fnv(WORD_SEED, token, 0, token.length) >>> 0) & (BUCKETS - 1))
    if (i > 0) {
      const previous = tokens[i - 1] as string
      const pair = fnv(fnv(PAIR_SEED, previous, 0, previous.length) ^ 32, token, 0, token.length)
      out.push((pair >>> 0) & (BUCKETS - 1))
    }
    const padded = `^${token}$`
    for (let at = 0; at + 3 <= padded.length; at++) {
      const three = fnv(PIECE_SEED, padded, at, at + 3)
      out.push((three >>> 0) & (BUCKETS - 1))
      if (at + 4 <= padded.length) out.push((fnv(three, padded, at + 3, at + 4) >>> 0) & (BUCKETS - 1))
    }
  }
  return Int32Array.from(out)
}

// Gradients smaller than this are skipped (a label already all but ruled out for the example).
const MIN_GRADIENT = 0.002

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
    let sum = model.bias[li] ?? 0
    for (let i = 0; i < buckets.length; i++)
      sum += (model.weights[(buckets[i] as number) * k + li] ?? 0) * scale
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
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random)
    const rate = options.rate / (1 + epoch)
    for (const n of order) {
      const buckets = inputs[n] as Int32Array
      probabilities(model, buckets, p)
      const scale = 1 / Math.sqrt(Math.max(1, buckets.length))
      for (let li = 0; li < k; li++) {
        const gradient = (p[li] ?? 0) - (li === targets[n] ? 1 : 0)
        // Labels the model already rules out barely move; skipping them makes training several times faster.
        if (Math.abs(gradient) < MIN_GRADIENT) continue
        model.bias[li] = (model.bias[li] ?? 0) - rate * gradient
        for (let i = 0; i < buckets.length; i++) {
          const w = (buckets[i] as number) * k + li
          const old = model.weights[w] ?? 0
          model.weights[w] = old - rate * (gradient * scale + options.l2 * old)
        }
      }
    }
  }
  return model
}

/** Probability of every label for a text. */
export function predictLogistic<L extends string>(model: Logistic<L>, text: string): Float64Array {
  const out = new Float64Array(model.labels.length)
  probabilities(model, hashedFeatures(text), out)
  return out
}
