// Unit tests of the one English/Spanish guesser (chat, speech, transcripts, safety and image prompts all use it).
import { describe, expect, it } from 'vitest'
import { detectLanguage, scoreLanguages } from './detect-language'

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

// Cases of the three detectors this one replaced (speech's, the safety guesser's, the garden guide's), kept as they were.
describe('detectLanguage for speech and safety', () => {
  it.each([
    ['Bees dance to tell their friends where the flowers are.', 'en'],
    ['What do bees eat?', 'en'],
    ['Las abejas bailan para contar dónde están las flores.', 'es'],
    ['¿Qué comen las abejas?', 'es'],
    ['Mi jardín tiene muchas plantas', 'es'],
    ['How do bees make honey?', 'en'],
    ['my tomatoes died', 'en'],
    ['¿Cómo hacen miel las abejas?', 'es'],
    ['la abeja me picó', 'es'],
    ['tengo un huerto en casa', 'es'],
    ['mañana', 'es'],
    ['', 'en'],
  ] as const)('reads %j as %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language)
  })

  it('falls back to English, or the caller’s language, when nothing gives the language away', () => {
    expect(detectLanguage('Mochi!')).toBe('en')
    expect(detectLanguage('Mochi!', 'es')).toBe('es')
  })

  it('weighs a domain’s one-language words as hints', () => {
    const hints = { en: new Set(['sunflowers']), es: new Set(['girasoles']) }
    expect(detectLanguage('girasoles', 'en')).toBe('en')
    expect(detectLanguage('girasoles', 'en', hints)).toBe('es')
    expect(scoreLanguages('sunflowers', hints).en).toBe(0.5)
  })
})
