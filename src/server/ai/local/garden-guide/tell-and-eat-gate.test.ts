// The relevance gate's rules for "how do I know if…" questions and for children eating something.
import { describe, expect, it } from 'vitest'
import { answer } from './answer'
import { checkRelevance } from './relevance-gate'

const DROUGHT_PLANTS = {
  en: 'Lavender, rosemary, thyme and succulents need very little water once established.',
  es: 'La lavanda, el romero, el tomillo y las suculentas necesitan muy poca agua una vez que arraigan.',
}
const MARIGOLDS = {
  en: 'Marigolds are favourite companions of tomatoes and beans, and their flowers draw hoverflies.',
  es: 'Los tagetes son compañeros de los tomates y los frijoles, y sus flores atraen sírfidos que comen pulgones.',
}
const cite = [{ id: 'drought-tolerant-plants', title: 'Plants for dry places' }]

describe('checkRelevance: telling and eating', () => {
  it.each([
    ['how can i tell if my lemon tree needs water', 'en'],
    ['¿cómo sé si mi maceta necesita agua?', 'es'],
  ] as const)('a "how do I know" question needs a sign or a test: %s', (question, language) => {
    const check = checkRelevance(question, language, { text: DROUGHT_PLANTS[language], citations: cite })
    expect(check.relevant).toBe(false)
    expect(check.missingCheck).toBe(true)
  })

  it.each([
    ['my toddler wants to eat the flowers in the garden', 'en'],
    ['mi hija quiere probar las flores del jardín', 'es'],
  ] as const)('a child eating needs an answer on what is safe: %s', (question, language) => {
    const check = checkRelevance(question, language, {
      text: MARIGOLDS[language],
      citations: [{ id: 'marigolds-help-vegetables', title: 'Marigolds' }],
    })
    expect(check.relevant).toBe(false)
    expect(check.missingSafety).toBe(true)
  })
})

describe('answer() for telling and eating', () => {
  it.each([
    ['how can we tell if the garden plants are thirsty', 'en', /finger/i],
    ['¿cómo sabemos si las plantas tienen sed?', 'es', /dedo/i],
    ['which garden flowers are ok for my son to eat', 'en', /nasturtium/i],
    ['¿qué flores del huerto pueden comer mis niños?', 'es', /capuchina/i],
  ] as const)('%s', (question, language, expected) => {
    const reply = answer(question, { language })
    expect(reply.dontKnow === true || expected.test(reply.text)).toBe(true)
    expect(reply.text).not.toMatch(/tagetes|marigolds are favourite|lavender, rosemary/i)
  })
})
