// Days for seeds to come up (not days to harvest), two plants "together", plants per square metre, "al sol o a la
// sombra": composed from the plant profiles in both languages.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { understand } from './understand'

const ask = (question: string) => answer(question, { language: 'en' })

describe('germination time', () => {
  it('is days to sprout, not days to harvest', () => {
    expect(understand('how long do beans take to sprout').intent).toBe('germination')
    expect(ask('how long for carrot seeds to come up').text).toMatch(
      /^Carrots usually sprout in 10 to 21 days/,
    )
    expect(ask('cuanto tarda en germinar la semilla de tomate').text).toMatch(/germinar en 5 a 10 días/)
  })
})

describe('two plants together', () => {
  it('says yes for companions, in both languages', () => {
    expect(ask('can i grow tomatoes and basil together').text).toMatch(
      /^Yes: tomatoes and basil are good neighbours/,
    )
    expect(ask('puedo plantar lechugas y zanahorias juntas').text).toMatch(
      /^Sí: lechugas y zanahorias son buenos vecinos/,
    )
  })
})

describe('spacing and sun in other words', () => {
  it('plants per square metre is spacing', () => {
    expect(understand('how many tomato plants per square meter').intent).toBe('spacing')
    expect(ask('cuantas plantas de lechuga por metro cuadrado').text).toMatch(/Deja 25 cm entre plantas/)
  })

  it('"al sol o a la sombra" is the sun a plant needs', () => {
    expect(understand('tomates al sol o a la sombra').intent).toBe('sun')
    expect(ask('tomates al sol o a la sombra').text).toMatch(/pleno sol/)
  })
})
