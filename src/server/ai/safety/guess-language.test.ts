// Unit tests for the small English/Spanish guesser used when the caller gives no language.
import { describe, expect, it } from 'vitest'
import { guessLanguage } from './guess-language'

describe('guessLanguage', () => {
  it.each([
    ['How do bees make honey?', 'en'],
    ['my tomatoes died', 'en'],
    ['¿Cómo hacen miel las abejas?', 'es'],
    ['la abeja me picó', 'es'],
    ['tengo un huerto en casa', 'es'],
    ['mañana', 'es'],
    ['', 'en'],
  ] as const)('%j → %s', (text, language) => {
    expect(guessLanguage(text)).toBe(language)
  })
})
