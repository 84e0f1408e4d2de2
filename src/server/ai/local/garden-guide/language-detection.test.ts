import { describe, expect, it } from 'vitest'
import { detectLanguage, scoreLanguages } from './language-detection'

describe('detectLanguage', () => {
  it.each([
    ['How do bees make honey?', 'en'],
    ['what should i plant in spring', 'en'],
    ['hi mochi', 'en'],
    ["what's a pizza garden?", 'en'],
    ['wat do i plant in sprng', 'en'],
    ['tell me a joke', 'en'],
  ])('reads %j as English', (text, expected) => {
    expect(detectLanguage(text, 'es')).toBe(expected)
  })

  it.each([
    ['¿Cómo hacen miel las abejas?', 'es'],
    ['como planto girasoles', 'es'],
    ['q comen las abejas', 'es'],
    ['hola', 'es'],
    ['¡Gracias!', 'es'],
    ['mañana planto', 'es'],
    ['cuantos ojos tiene una abeja', 'es'],
    ['cuéntame un chiste', 'es'],
  ])('reads %j as Spanish', (text, expected) => {
    expect(detectLanguage(text, 'en')).toBe(expected)
  })

  it('uses the fallback (UI language) when a message gives no sign', () => {
    expect(detectLanguage('ok', 'es')).toBe('es')
    expect(detectLanguage('ok', 'en')).toBe('en')
    expect(detectLanguage('Mochi!!', 'es')).toBe('es')
    expect(detectLanguage('', 'es')).toBe('es')
  })

  it('counts ¿ ¡, ñ and accents as strong Spanish signs', () => {
    expect(scoreLanguages('¿?').es).toBeGreaterThanOrEqual(3)
    expect(scoreLanguages('ñ').es).toBeGreaterThanOrEqual(2)
    expect(scoreLanguages('pizza').en).toBe(scoreLanguages('pizza').es)
  })

  it('follows the stronger language in a mixed message', () => {
    expect(detectLanguage('hola! how do bees make honey?', 'es')).toBe('en')
    expect(detectLanguage('hi! ¿cómo se siembran las papas?', 'en')).toBe('es')
  })
})
