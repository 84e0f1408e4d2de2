// More plant-doctor families in family words, both languages: seeds that never come up, yellow leaves with green
// veins, "something eats my strawberries at night", a plant that suddenly wilted and died, "pura hoja".
import { describe, expect, it } from 'vitest'
import { answer } from '../answer'
import { understand } from './understand'

const ask = (question: string) => answer(question, { language: 'en' })

describe('seeds that do not come up', () => {
  it.each([
    ['why wont my seeds sprout', 'nosprout'],
    ['my pea seeds never came up', 'nosprout'],
    ['mis semillas de lechuga no germinan', 'nosprout'],
    ['no me nacieron las semillas de zanahoria', 'nosprout'],
  ])('"%s" → %s', (question, id) => {
    expect(understand(question).symptom?.id).toBe(id)
  })

  it('ranks cold soil, depth and old seed, with a test to do', () => {
    const english = ask('my bean seeds never came up')
    expect(english.text).toMatch(/Soil too cold or too wet/)
    expect(english.text).toMatch(/damp paper towel/)
    const spanish = ask('mis semillas no germinan')
    expect(spanish.text).toMatch(/Tierra demasiado fría/)
    expect(spanish.text).toMatch(/servilleta húmeda/)
  })
})

describe('what the leaves show', () => {
  it('green veins on yellow leaves put iron first', () => {
    expect(ask('my lemon tree leaves are yellow but the veins stay green').text).toMatch(/1\. Lack of iron/)
    expect(ask('mi limonero tiene hojas amarillas con los nervios verdes').text).toMatch(
      /1\. Falta de hierro/,
    )
  })

  it('"algo se come mis fresas" is holes, slugs first', () => {
    expect(ask('algo se come mis fresas por la noche').text).toMatch(/Babosas o caracoles/)
  })

  it('"suddenly wilted and died" is still a diagnosis', () => {
    const reply = ask('my zucchini suddenly wilted and died')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).toMatch(/Wilting on zucchinis/)
  })

  it('"mi girasol está caído" is wilting', () => {
    expect(ask('mi girasol esta caido').text).toMatch(/Marchitez en girasoles/)
  })

  it('"son pura hoja" is leaves but no root', () => {
    expect(ask('mis rabanitos son pura hoja').text).toMatch(/no forman la raíz/)
  })
})
