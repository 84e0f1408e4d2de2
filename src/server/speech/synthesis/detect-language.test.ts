import { describe, expect, it } from 'vitest'
import { detectLanguage } from './detect-language'

describe('detectLanguage', () => {
  it.each([
    ['Bees dance to tell their friends where the flowers are.', 'en'],
    ['What do bees eat?', 'en'],
    ['Las abejas bailan para contar dónde están las flores.', 'es'],
    ['¿Qué comen las abejas?', 'es'],
    ['Mi jardín tiene muchas plantas', 'es'],
  ])('reads %j as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language)
  })

  it('falls back when nothing gives the language away', () => {
    expect(detectLanguage('Mochi!')).toBe('en')
    expect(detectLanguage('Mochi!', 'es')).toBe('es')
    expect(detectLanguage('')).toBe('en')
  })
})
