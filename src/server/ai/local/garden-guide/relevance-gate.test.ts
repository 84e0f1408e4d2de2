// The answer-relevance gate: neighbouring facts become an honest don't-know; real answers pass.
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { checkRelevance } from './relevance-gate'

describe('checkRelevance', () => {
  it('rejects an entry that mentions the asked action only in passing', () => {
    const check = checkRelevance('how do bees find flowers', 'en', {
      text: 'Bees love lavender and clover. Plant them in sunny clumps so bees can find them easily.',
      citations: [{ id: 'bee-friendly-flowers', title: 'Flowers bees love' }],
    })
    expect(check.relevant).toBe(false)
    expect(check.missingAction).toBe('find')
  })

  it('rejects a neighbouring entry whose only link is a shared word', () => {
    const check = checkRelevance('¿cómo pinto la valla del jardín?', 'es', {
      text: 'Llena una maceta ancha con sustrato. Añade caminos de piedrecitas y una valla de ramitas.',
      citations: [{ id: 'fairy-garden', title: 'Un jardín de hadas diminuto' }],
    })
    expect(check.relevant).toBe(false)
  })

  it('accepts a pest answer for a question that adds details it does not repeat', () => {
    const check = checkRelevance('slugs are eating my lettuce', 'en', {
      text: 'Go out at dusk with a torch and pick slugs off by hand.',
      citations: [{ id: 'fact-slugs', title: 'Slugs and snails' }],
    })
    expect(check.relevant).toBe(true)
  })
})

describe('answer() with the gate', () => {
  it.each([
    ['how do i paint my garden shed', 'en'],
    ['¿cómo pinto la valla del jardín?', 'es'],
    ['how do i build a treehouse', 'en'],
    ['¿cómo construyo una casa en el árbol?', 'es'],
  ])("answers %s with an honest don't-know and suggestions", (question, language) => {
    const reply = answer(question, { language: 'en' })
    expect(reply.dontKnow).toBe(true)
    expect(reply.language).toBe(language)
    expect(reply.text).toMatch(/“/)
  })

  it('still answers garden questions that are about the cited fact', () => {
    expect(answer('how do i get rid of aphids on my roses without hurting bees').dontKnow).toBe(false)
    expect(answer('¿cómo sé cuándo está listo el compost?').dontKnow).toBe(false)
  })
})

describe('how-to questions', () => {
  it('need the thing asked about to be what the answer is about, not a word in passing', () => {
    expect(answer('how do i fix my tomato cage').dontKnow).toBe(true)
    expect(answer('¿cómo arreglo la jaula del tomate?').dontKnow).toBe(true)
  })

  it('still answer how something works and methods on what the fact is about', () => {
    expect(answer('how do worms help the soil').dontKnow).toBe(false)
    expect(answer('how do i fix clay soil').dontKnow).toBe(false)
  })
})
