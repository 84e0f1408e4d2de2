import { describe, expect, it } from 'vitest'
import { numberToWords, spokenSentences } from './normalize'

describe('spokenSentences', () => {
  it('splits sentences and writes numbers and symbols as words', () => {
    expect(spokenSentences('A bee visits 5,000 flowers! Isn’t that 100% amazing?')).toEqual([
      ['a', 'bee', 'visits', 'five', 'thousand', 'flowers'],
      ["isn't", 'that', 'one', 'hundred', 'percent', 'amazing'],
    ])
  })

  it('drops punctuation and hyphens but keeps apostrophes inside words', () => {
    expect(spokenSentences("Bees' knees, well-known (and 'fun')")).toEqual([
      ['bees', 'knees', 'well', 'known'],
      ['and', 'fun'],
    ])
  })
})

describe('numberToWords', () => {
  it('reads numbers up to a million', () => {
    expect(numberToWords(0)).toBe('zero')
    expect(numberToWords(42)).toBe('forty two')
    expect(numberToWords(305)).toBe('three hundred five')
    expect(numberToWords(60_000)).toBe('sixty thousand')
    expect(numberToWords(1_000_000)).toBe('one zero zero zero zero zero zero')
  })
})
