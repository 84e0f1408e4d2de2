// The relevance gate on families of questions that used to get a neighbouring answer: a "when" question answered
// with no time, a made thing the answer never names, kitchens, costs and a pet rabbit (snakes are known now:
// facts-blind-b.test.ts).
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { checkRelevance } from './relevance-gate'

const ask = (question: string) => answer(question, { language: 'en' })

describe("honest don't-know instead of a neighbour", () => {
  it.each([
    ['when do i plant a tree in the yard'],
    ['how do i keep ants out of the kitchen'],
    ['como quito las hormigas de la cocina'],
    ['how much does a raised bed cost'],
    ['what do i feed my rabbit'],
    ['my kid has yellow spots on her skin'],
    ['mi perro tiene manchas blancas en el pelo'],
    ['how long does it take for a tomato sauce to cook'],
    ['what goes in a smoothie with strawberries'],
    ['when does the sun come up'],
  ])('"%s"', (question) => {
    const reply = ask(question)
    expect(reply.dontKnow).toBe(true)
    expect(reply.text).toMatch(/^(I don't know that one yet|Eso todavía no lo sé)/)
  })
})

describe('a "when" question needs a time in the answer', () => {
  const citations = [{ id: 'fact-help-bees', title: 'How to help bees' }]
  it('fails an answer with no month, season or moment', () => {
    const check = checkRelevance(
      'when do i plant a tree',
      'en',
      {
        text: 'Apple trees need partners: bees bring pollen from another variety.',
        citations,
      },
      ['tree', 'plant'],
    )
    expect(check.relevant).toBe(false)
  })

  it('passes one that names months, in both languages', () => {
    expect(
      checkRelevance(
        'when do i plant a tree',
        'en',
        { text: 'Plant trees in October or March.', citations },
        ['tree', 'plant'],
      ).relevant,
    ).toBe(true)
    expect(
      checkRelevance(
        'cuando se plantan los arboles',
        'es',
        {
          text: 'Los árboles se plantan en otoño o a finales del invierno.',
          citations,
        },
        ['arboles', 'plantan'],
      ).relevant,
    ).toBe(true)
  })

  it('still answers real timing and harvest questions', () => {
    expect(ask('when do i plant tomatoes in ohio').dontKnow).toBe(false)
    expect(ask('cuanto tardan en salir los rabanitos').dontKnow).toBe(false)
  })
})
