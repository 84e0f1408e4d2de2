import { describe, expect, it } from 'vitest'
import type { KnowledgeEntry } from './knowledge/knowledge-types'
import { LexicalRetriever, retrieve } from './retriever'

const entry = (
  id: string,
  en: string,
  es: string,
  keywords: { en: string[]; es: string[] },
): KnowledgeEntry => ({
  id,
  topic: 'plants',
  keywords,
  title: { en: id, es: id },
  text: { en, es },
  source: 'garden-guide',
})

const SMALL_BOOK = [
  entry('tomatoes', 'Tomatoes love sun and warm soil.', 'A los tomates les encanta el sol.', {
    en: ['tomato'],
    es: ['tomate'],
  }),
  entry(
    'worms',
    'Worms dig tunnels that let air into the soil.',
    'Las lombrices hacen túneles en la tierra.',
    {
      en: ['worm'],
      es: ['lombriz'],
    },
  ),
  entry('ladybirds', 'Ladybirds eat aphids.', 'Las mariquitas comen pulgones.', {
    en: ['ladybird'],
    es: ['mariquita'],
  }),
]

describe('LexicalRetriever', () => {
  const retriever = new LexicalRetriever(SMALL_BOOK)

  it('ranks the entry that shares the rare words first, with scores in order', () => {
    const results = retriever.search('why do worms dig in the soil?', 'en', { k: 3 })
    expect(results[0]?.entry.id).toBe('worms')
    expect(results[0]?.keywordHits).toBe(1)
    for (let i = 1; i < results.length; i++)
      expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score)
  })

  it('matches plurals, accents and synonyms (ladybug = ladybird, catarina = mariquita)', () => {
    expect(retriever.search('LADYBUGS', 'en')[0]?.entry.id).toBe('ladybirds')
    expect(retriever.search('¿qué comen las catarinas?', 'es')[0]?.entry.id).toBe('ladybirds')
    expect(retriever.search('tomátes', 'es')[0]?.entry.id).toBe('tomatoes')
  })

  it('forgives small typos', () => {
    expect(retriever.search('tomatos', 'en')[0]?.entry.id).toBe('tomatoes')
    expect(retriever.search('lombrizes', 'es')[0]?.entry.id).toBe('worms')
  })

  it('returns nothing for stopwords only or unknown words', () => {
    expect(retriever.search('what is the', 'en')).toEqual([])
    expect(retriever.search('xylophone', 'en')).toEqual([])
  })

  it('reports coverage as the share of question words found', () => {
    const [top] = retriever.search('tomato spaceship', 'en')
    expect(top?.entry.id).toBe('tomatoes')
    expect(top?.coverage).toBe(0.5)
  })

  it('respects k and excluded ids', () => {
    expect(retriever.search('soil sun', 'en', { k: 1 })).toHaveLength(1)
    const ids = retriever.search('soil', 'en', { excludeIds: ['worms'] }).map((r) => r.entry.id)
    expect(ids).not.toContain('worms')
  })
})

describe('retrieve over the whole garden book', () => {
  it.each([
    ['How do bees make honey?', 'en', 'how-bees-make-honey'],
    ['¿Cómo hacen miel las abejas?', 'es', 'how-bees-make-honey'],
    ['how do I grow a bean in a jar', 'en', 'bean-in-a-jar'],
    ['¿qué es un huerto de pizza?', 'es', 'pizza-garden'],
    ['what do I do about slugs', 'en', 'slugs-and-snails'],
    ['¿por qué zumban las abejas?', 'es', 'bee-wing-buzz'],
  ] as const)('%j finds %s first', (question, language, id) => {
    expect(retrieve(question, language)[0]?.entry.id).toBe(id)
  })

  it('boosts entries of the intent topics', () => {
    const plain = retrieve('tengo pulgones en mis rosas', 'es', { k: 5 })
    const boosted = retrieve('tengo pulgones en mis rosas', 'es', { k: 5, topics: ['pests'] })
    expect(boosted[0]?.entry.topic).toBe('pests')
    const aphidsPlain = plain.find((r) => r.entry.id === 'aphids')!
    const aphidsBoosted = boosted.find((r) => r.entry.id === 'aphids')!
    expect(aphidsBoosted.score).toBeGreaterThan(aphidsPlain.score)
  })
})
