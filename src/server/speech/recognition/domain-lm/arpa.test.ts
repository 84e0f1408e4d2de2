import { describe, expect, it } from 'vitest'
import { buildTrigramModel } from './arpa'

const sentence = (text: string, weight?: number) => ({ words: text.split(' '), weight })

function sections(arpa: string) {
  const result = new Map<number, string[][]>()
  let order = 0
  for (const line of arpa.split('\n')) {
    const header = /^\\(\d)-grams:$/.exec(line)
    if (header) {
      order = Number(header[1])
      result.set(order, [])
      continue
    }
    if (line.startsWith('\\') || !line.trim() || !order) continue
    result.get(order)!.push(line.split(' '))
  }
  return result
}

describe('buildTrigramModel', () => {
  const model = buildTrigramModel([
    sentence('how do bees make honey', 2),
    sentence('how do bees see'),
    sentence('how do i grow tomatoes'),
  ])
  const grams = sections(model.arpa)

  it('writes a well-formed ARPA file whose header counts match its sections', () => {
    expect(model.arpa.startsWith('\\data\\\n')).toBe(true)
    expect(model.arpa.trimEnd().endsWith('\\end\\')).toBe(true)
    for (const order of [1, 2, 3]) {
      const declared = Number(new RegExp(`ngram ${order}=(\\d+)`).exec(model.arpa)![1])
      expect(grams.get(order)!.length).toBe(declared)
      for (const row of grams.get(order)!) expect(row.length).toBeGreaterThanOrEqual(order + 1)
    }
    expect(model.vocabulary).toEqual(['bees', 'do', 'grow', 'honey', 'how', 'i', 'make', 'see', 'tomatoes'])
  })

  it('never predicts the sentence start, and every unigram probability sums to one', () => {
    const unigrams = grams.get(1)!
    expect(unigrams.find((row) => row[1] === '<s>')![0]).toBe('-99')
    const total = unigrams
      .filter((row) => row[1] !== '<s>')
      .reduce((sum, row) => sum + 10 ** Number(row[0]), 0)
    expect(total).toBeCloseTo(1, 3)
  })

  it('leaves probability for unseen followers and favours what was said more often', () => {
    const bigram = (a: string, b: string) =>
      10 ** Number(grams.get(2)!.find((row) => row[1] === a && row[2] === b)![0])
    const after = (history: string) => grams.get(2)!.filter((row) => row[1] === history)
    const seenMass = after('do').reduce((sum, row) => sum + 10 ** Number(row[0]), 0)
    expect(seenMass).toBeLessThan(1)
    expect(seenMass).toBeGreaterThan(0.3)
    // "do bees" was said three times (one weighted twice), "do i" once.
    expect(bigram('do', 'bees')).toBeGreaterThan(bigram('do', 'i'))
    // A history with followers carries a back-off weight for everything else.
    expect(grams.get(1)!.find((row) => row[1] === 'do')!.length).toBe(3)
  })

  it('keeps every trigram prefix as a bigram, as pocketsphinx requires', () => {
    const bigrams = new Set(grams.get(2)!.map((row) => `${row[1]} ${row[2]}`))
    for (const row of grams.get(3)!) expect(bigrams.has(`${row[1]} ${row[2]}`)).toBe(true)
  })
})
