// Everyday family questions the guide used to answer with "I don't know yet": now answered from the knowledge.
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'

describe('everyday garden facts', () => {
  it.each([
    ['my radishes are all leaves and no bulb', /crowded|thin/i],
    ['is it ok for my kids to play near the beehive', /metres|entrance/i],
    ['is it bad to water plants in the middle of the day', /morning/i],
    ['squirrels keep digging up my bulbs', /chicken wire|mesh/i],
    ['how often do i water a cactus', /dry out completely/i],
    ['can my toddler eat the berries from our holly bush', /poison/i],
    ['how do bees find flowers', /ultraviolet/i],
    ['las ardillas me sacan los bulbos', /malla/i],
    ['¿es malo regar al mediodía con el sol fuerte?', /mañana/i],
    ['¿puede mi bebé comer las bayas del acebo?', /venenosas/i],
    ['los tomates tienen la punta negra', /calcio/i],
    ['¿cuándo siembro maíz en Jalisco?', /junio/i],
  ])('%s', (question, expected) => {
    const reply = answer(question, { language: 'en' })
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(expected)
    expect(reply.citations.length).toBeGreaterThan(0)
  })
})
