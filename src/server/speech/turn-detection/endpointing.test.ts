// Unit tests of endpointing: which speculative transcripts end a turn at the short pause, and which wait longer.
import { describe, expect, it } from 'vitest'
import {
  COMPLETE_PAUSE_MS,
  endOfTurnPauseMs,
  INCOMPLETE_PAUSE_MS,
  judgeUtterance,
  SPECULATE_PAUSE_MS,
  UNSURE_PAUSE_MS,
} from './endpointing'

describe('judgeUtterance', () => {
  it.each([
    'why do bees make honey',
    'how do I grow sunflowers',
    'what flowers do bees like',
    'when should I plant tomatoes',
    'what is this',
    'do bees sleep',
    'my friend is being mean to me',
    'which plants attract butterflies',
    'What should I do?',
    'yes',
    'thank you',
  ])('English "%s" is complete', (text) => {
    expect(judgeUtterance(text, 'en')).toBe('complete')
  })

  it.each([
    'why do bees make honey and',
    'how do I grow sunflowers um',
    'I want to',
    'can you tell me about the',
    'what flowers do bees like because',
    'bees like flowers with',
    'I think,',
    'so the bees…',
  ])('English "%s" is cut off', (text) => {
    expect(judgeUtterance(text, 'en')).toBe('incomplete')
  })

  it.each(['why do bees', 'sunflowers', 'the big garden', ''])('English "%s" is neither', (text) => {
    expect(judgeUtterance(text, 'en')).toBe('unsure')
  })

  it.each([
    'por qué las abejas bailan',
    '¿cómo planto tomates?',
    'cuándo florecen los girasoles',
    'qué comen las abejas',
    'mi amigo me pega en el recreo',
    'sí',
    'gracias',
  ])('Spanish "%s" is complete', (text) => {
    expect(judgeUtterance(text, 'es')).toBe('complete')
  })

  it.each([
    'por qué las abejas bailan y',
    'quiero plantar tomates pero',
    'cómo se hace la miel de',
    'las abejas van a',
    'por qué las',
    'eh',
    'cuántas flores visita una abeja este',
  ])('Spanish "%s" is cut off', (text) => {
    expect(judgeUtterance(text, 'es')).toBe('incomplete')
  })

  it.each(['por qué abejas', 'girasoles'])('Spanish "%s" is neither', (text) => {
    expect(judgeUtterance(text, 'es')).toBe('unsure')
  })
})

describe('endOfTurnPauseMs', () => {
  it('ends a complete turn soonest and waits longest after a cut-off one', () => {
    expect(endOfTurnPauseMs('complete')).toBe(COMPLETE_PAUSE_MS)
    expect(endOfTurnPauseMs(undefined)).toBe(UNSURE_PAUSE_MS)
    expect(endOfTurnPauseMs('unsure')).toBe(UNSURE_PAUSE_MS)
    expect(endOfTurnPauseMs('incomplete')).toBe(INCOMPLETE_PAUSE_MS)
    expect(SPECULATE_PAUSE_MS).toBeLessThan(COMPLETE_PAUSE_MS)
    expect(COMPLETE_PAUSE_MS).toBeLessThanOrEqual(250)
    expect(INCOMPLETE_PAUSE_MS).toBeGreaterThanOrEqual(600)
  })
})
