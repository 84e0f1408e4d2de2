// Unit tests of what the learned reader sees: shorthand and voseo spelt out, by-ear spellings sharing their features.
import { describe, expect, it } from 'vitest'
import { hashedFeatures } from './logistic'
import { readingTokens } from './reading-tokens'

const words = (text: string) => readingTokens(text).map((token) => token.word)
const sounds = (text: string) => readingTokens(text).map((token) => token.sound)

describe('readingTokens', () => {
  it('spells chat shorthand out in both languages', () => {
    expect(words('xq q lo hago')).toEqual(['porque', 'que', 'lo', 'hago'])
    expect(words('gimme it plsss')).toEqual(['give', 'me', 'it', 'please'])
    // Held letters collapse in every word the model reads: "kill" is read as "kil".
    expect(words('i wanna kms')).toEqual(['i', 'want', 'to', 'kil', 'myself'])
  })
  it('reads voseo and a final y spelt i as the forms the corpus is written in', () => {
    expect(words('decime si sos mi amigo')).toEqual(['dime', 'si', 'eres', 'mi', 'amigo'])
    expect(words('estoi triste')).toEqual(['estoy', 'triste'])
  })
  it('gives by-ear spellings the same sound key', () => {
    expect(sounds('kiero bibir')).toEqual(sounds('quiero vivir'))
    expect(sounds('me korto los brasos')).toEqual(sounds('me corto los brazos'))
    expect(sounds('ermano yorando')).toEqual(sounds('hermano llorando'))
  })
})

describe('hashedFeatures', () => {
  it('shares nearly every feature between a by-ear spelling and the correct one', () => {
    const typed = new Set(hashedFeatures('me korto los brasos'))
    const correct = [...new Set(hashedFeatures('me corto los brazos'))]
    const shared = correct.filter((feature) => typed.has(feature)).length
    expect(shared / correct.length).toBeGreaterThan(0.75)
  })
  it('is the same for the same text', () => {
    expect([...hashedFeatures('cómo mato los pulgones')]).toEqual([
      ...hashedFeatures('cómo mato los pulgones'),
    ])
  })
})
