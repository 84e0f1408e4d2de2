import { describe, expect, it } from 'vitest'
import { localize } from './localized-text'

describe('localize', () => {
  const text = { en: 'Bee', es: 'Abeja' }
  it('picks Spanish for es and its regional variants, English otherwise', () => {
    expect(localize(text, 'es')).toBe('Abeja')
    expect(localize(text, 'es-MX')).toBe('Abeja')
    expect(localize(text, 'en')).toBe('Bee')
    expect(localize(text, 'fr')).toBe('Bee')
    expect(localize(text, undefined)).toBe('Bee')
  })
})
