// "Can I plant lettuce in October in Texas?" gets a verdict on that month before the months; "how often do I water
// the garden in summer" gets the rule for beds and pots, in both languages.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { understand } from './understand'

const ask = (question: string) => answer(question, { language: 'en' })

describe('a planting month asked about', () => {
  it('says yes when the month is in the window', () => {
    const reply = ask('can i plant garlic in october in ohio')
    expect(reply.text).toMatch(/^Yes: October is a good month to plant garlic in Ohio\./)
    expect(reply.text).toMatch(/September and October/)
  })

  it('says a little late, or early, next to the window', () => {
    expect(ask('is it too late to plant tomatoes in july in ohio').text).toMatch(/^July is a little late/)
    expect(ask('puedo plantar ajo en marzo en chile').text).toMatch(
      /^Marzo es un poco pronto para ajos en Chile/,
    )
    expect(ask('todavia puedo sembrar lechuga en mayo en madrid').text).toMatch(/^Mayo ya es un poco tarde/)
  })

  it('sends a seed-starting month indoors', () => {
    expect(ask('can i plant peppers in march in michigan').text).toMatch(
      /^In March, start peppers from seed indoors/,
    )
  })

  it('reads "can I still plant garlic in December" as a planting date and asks where', () => {
    expect(understand('can i still plant garlic in december').intent).toBe('when_to_plant')
    const reply = ask('can i still plant garlic in december')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/Which state, region or country are you in\?/)
  })
})

describe('watering the whole garden', () => {
  it('in summer, in English and Spanish', () => {
    expect(ask('how often should i water my vegetable garden in summer').text).toMatch(
      /two or three times a week/,
    )
    expect(ask('cada cuanto hay que regar la huerta en verano').text).toMatch(/dos o tres veces por semana/)
  })

  it('any time of year', () => {
    expect(ask('how often should i water my plants').text).toMatch(/once or twice a week/)
    expect(ask('cada cuanto riego el huerto').text).toMatch(/una o dos veces por semana/)
  })
})
