// The relevance gate on every answer path: composed answers, retrieved facts and book entries alike must be about
// what was asked, and a described plant problem is never answered with a growing guide.
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { checkRelevance } from './relevance-gate'

const ask = (question: string) => answer(question, { language: 'en' })

describe('checkRelevance, new rules', () => {
  it('rejects an answer that is not about the thing a "what X should I use" question asks for', () => {
    const check = checkRelevance('what paint should i use on my garden shed', 'en', {
      text: 'Never touch, open or spray bottles of garden products. Grown-ups keep them in a locked shed.',
      citations: [{ id: 'garden-chemicals-are-for-adults', title: 'Garden chemicals are for adults' }],
    })
    expect(check.relevant).toBe(false)
    expect(check.missingThing).toBe('paint')
  })

  it('rejects a source that only shares a word when the question is about something outside the garden book', () => {
    const check = checkRelevance('¿qué le doy de comer a mis gallinas?', 'es', {
      text: 'Empieza por el compost: 2–5 cm extendidos en los bancales cada primavera alimentan a casi todas las plantas.',
      citations: [{ id: 'fact-feeding-plants', title: 'Abonar las plantas' }],
    })
    expect(check.relevant).toBe(false)
    expect(check.missingSubject).toBeDefined()
  })

  it('counts the words a composed answer was built on as what it is about', () => {
    const reply = {
      text: 'Grey fuzz on fruit is grey mould (botrytis): remove rotting fruit at once and lift fruit off the soil.',
      citations: [{ id: 'doctor-grey-mould', title: 'Plant doctor: fruit rotting with grey fuzz' }],
    }
    const question = 'my strawberries have grey fuzzy mold on the berries'
    expect(
      checkRelevance(question, 'en', reply, ['strawberries', 'grey', 'fuzzy', 'mold', 'berries']).relevant,
    ).toBe(true)
  })
})

describe("answer(): every path ends in an answer about the question or an honest don't-know", () => {
  it.each([
    ['what paint should i use on my garden shed'],
    ['¿qué pintura uso para la caseta del jardín?'],
    ['what do i feed my chickens'],
    ['what is the best lawn fertilizer brand'],
    ['where can i buy sunflower seeds'],
    ['¿dónde compro semillas de girasol?'],
  ])("%s → an honest don't-know with two or three suggestions", (question) => {
    const reply = ask(question)
    expect(reply.dontKnow).toBe(true)
    expect(reply.citations).toEqual([])
    const suggestions = reply.text.match(/[“"][^”"]+[”"]/g) ?? []
    expect(suggestions.length).toBeGreaterThanOrEqual(2)
    expect(suggestions.length).toBeLessThanOrEqual(3)
  })

  it("never answers a plant problem it cannot read with the plant's growing guide", () => {
    const reply = ask('my pumpkin plant is sick and sad')
    if (!reply.dontKnow) expect(reply.citations.map((c) => c.id).join(' ')).toMatch(/doctor-/)
    expect(reply.text).not.toMatch(/Sow the seeds/)
  })

  it('a harvest question about a plant is not answered with planting months', () => {
    const reply = ask('when do i harvest potatoes')
    expect(reply.dontKnow).toBe(false)
    expect(reply.text).not.toMatch(/Which state, region or country/)
    expect(reply.text).toMatch(/leaves have turned yellow/)
  })

  it('"when do I prune roses" is not "when do I plant roses"', () => {
    const reply = ask('when do i prune my roses')
    expect(reply.text).not.toMatch(/Which state, region or country/)
    if (!reply.dontKnow) expect(reply.text).toMatch(/late winter or early spring/)
  })
})
