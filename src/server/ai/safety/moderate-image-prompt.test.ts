// Unit tests for image-prompt moderation: garden pictures pass, nudity, gore, weapons and scary scenes do not.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../shared/constants'
import type { SafetyCategory } from '../../../shared/safety'
import { warmUpModeration } from './moderate'
import { moderateImagePrompt } from './moderate-image-prompt'

// The learned classifier trains once per test file (a second or more on a busy machine), not inside a test.
beforeAll(() => warmUpModeration(), 120_000)

describe('moderateImagePrompt', () => {
  it.each([
    ['A happy bee on a sunflower', 'en'],
    ['A hanging basket of petunias', 'en'],
    ['A shooting star over the vegetable patch', 'en'],
    ['Bleeding heart flowers in the shade', 'en'],
    ['A blood orange tree in a pot', 'en'],
    ['A sword lily in bloom', 'en'],
    ['A naked mole rat next to a carrot', 'en'],
    ['Creepy crawlies under a log', 'en'],
    ['A friendly, not scary spider', 'en'],
    ['Children making seed bombs', 'en'],
    ['A water gun fight in the garden', 'en'],
    ['An explosion of colour in a flower bed', 'en'],
    ['A killer bee wearing a tiny hat', 'en'],
    ['Una abeja feliz sobre un girasol', 'es'],
    ['Árboles desnudos en invierno', 'es'],
    ['Rosales a raíz desnuda', 'es'],
    ['Una pistola de riego regando tomates', 'es'],
    ['Bombas de semillas de colores', 'es'],
    ['Un jardín de miedo, lleno de flores', 'es'],
    ['Una granada abierta en la mesa', 'es'],
  ] as const)('allows %j', (prompt, language) => {
    expect(moderateImagePrompt(prompt, language)).toMatchObject({ allowed: true, categories: [] })
  })

  it.each([
    ['A naked woman in the garden', 'en', 'sexual'],
    ['a bee in a bikini', 'en', 'sexual'],
    ['A bloody zombie eating a gardener', 'en', 'violence'],
    ['A dead body under the roses', 'en', 'violence'],
    ['A terrifying monster in the shed', 'en', 'violence'],
    ['A scary pumpkin', 'en', 'violence'],
    ['A gardener holding a gun', 'en', 'weapons'],
    ['A bee with a sword', 'en', 'weapons'],
    ['Una persona desnuda', 'es', 'sexual'],
    ['Un cadáver en el huerto', 'es', 'violence'],
    ['Una calabaza que dé miedo', 'es', 'violence'],
    ['Sangre por todas partes', 'es', 'violence'],
    ['Un niño con una escopeta', 'es', 'weapons'],
    ['Una abeja con una espada', 'es', 'weapons'],
  ] as const)('blocks %j as %s', (prompt, language: Language, category: SafetyCategory) => {
    const result = moderateImagePrompt(prompt, language)
    expect(result.allowed).toBe(false)
    expect(result.categories).toContain(category)
  })

  it('applies the chat rules too', () => {
    expect(moderateImagePrompt('a bee saying fuck', 'en').categories).toEqual(['profanity'])
    expect(moderateImagePrompt('una abeja diciendo mierda').categories).toEqual(['profanity'])
  })

  it('reports personal details without blocking, like chat input', () => {
    const result = moderateImagePrompt('my house at 12 Oak Street with bees', 'en')
    expect(result).toMatchObject({ allowed: true, categories: ['personal_info'], personalInfo: ['address'] })
  })

  it('explains the image rule that fired', () => {
    expect(moderateImagePrompt('A gardener holding a gun', 'en').reason).toBe('image:en:weapons')
  })
})
