import { describe, expect, it } from 'vitest'
import { composeKnowledgeAnswer, isConfident } from './compose-answer'
import { getKnowledgeEntry } from './knowledge/knowledge-base'
import type { KnowledgeEntry } from './knowledge/knowledge-types'
import type { RetrievalResult } from './retriever'
import { countSentences, selectSentences, splitSentences } from './sentences'

const entry = (id: string): KnowledgeEntry => {
  const found = getKnowledgeEntry(id)
  if (!found) throw new Error(`missing entry ${id}`)
  return found
}

const result = (id: string, score: number, coverage = 1, keywordHits = 1): RetrievalResult => ({
  entry: entry(id),
  score,
  coverage,
  matchedTerms: [],
  keywordHits,
  askedTerms: 0,
  unknownTerms: 0,
})

describe('splitSentences', () => {
  it('splits on sentence ends but keeps numbers and Spanish openers together', () => {
    expect(splitSentences('Plant 2.5 cm deep. ¡Riega! ¿Listo? Yes (really).')).toEqual([
      'Plant 2.5 cm deep.',
      '¡Riega!',
      '¿Listo?',
      'Yes (really).',
    ])
  })
})

describe('selectSentences', () => {
  it('keeps the first sentence and prefers sentences with times for "when" questions', () => {
    const chosen = selectSentences(entry('grow-carrots'), 'es', '¿Cuándo se cosechan las zanahorias?', 3)
    expect(chosen[0]?.text).toMatch(/^Siembra las semillas de zanahoria/)
    expect(chosen.map((s) => s.text).join(' ')).toContain('meses')
    expect(chosen).toHaveLength(3)
  })

  it('prefixes the fun fact in the answer language', () => {
    const chosen = selectSentences(
      entry('bee-antennae-smell'),
      'es',
      '¿Las abejas saborean con las patas?',
      3,
    )
    expect(chosen.at(-1)?.text).toBe(
      'Dato curioso: ¡Las abejas melíferas también pueden saborear con las patas!',
    )
  })
})

describe('composeKnowledgeAnswer', () => {
  const base = {
    question: 'How do bees make honey?',
    intent: 'bee_question' as const,
    language: 'en' as const,
    seed: 's',
  }

  it('contains the retrieved content, an opener, a mood and the citation', () => {
    const answer = composeKnowledgeAnswer({ ...base, results: [result('how-bees-make-honey', 10)] })
    expect(answer.text).toContain('Bees make honey from nectar, a sweet juice inside flowers.')
    expect(answer.text.indexOf('Bees make honey')).toBeGreaterThan(0)
    expect(answer.mood).toBe('excited')
    expect(answer.citations).toEqual([{ id: 'how-bees-make-honey', title: 'How bees make honey' }])
    expect(countSentences(answer.text)).toBeGreaterThanOrEqual(2)
    expect(countSentences(answer.text)).toBeLessThanOrEqual(4)
  })

  it('opens with a statement title like "Bees have five eyes!"', () => {
    const answer = composeKnowledgeAnswer({ ...base, results: [result('honeybee-five-eyes', 10)] })
    expect(answer.text.startsWith('Bees have five eyes!')).toBe(true)
    const es = composeKnowledgeAnswer({
      ...base,
      language: 'es',
      results: [result('honeybee-five-eyes', 10)],
    })
    expect(es.text.startsWith('¡Las abejas tienen cinco ojos!')).toBe(true)
  })

  it('adds a close second entry to a one-sentence answer and cites both', () => {
    const short = (id: string, text: string): RetrievalResult => ({
      entry: { ...entry('earthworms-help'), id, text: { en: text, es: text }, funFact: undefined },
      score: id === 'first' ? 10 : 7,
      coverage: 1,
      matchedTerms: [],
      keywordHits: 1,
      askedTerms: 0,
      unknownTerms: 0,
    })
    const answer = composeKnowledgeAnswer({
      ...base,
      intent: 'soil',
      results: [
        short('first', 'Worms make tunnels.'),
        short('second', 'Worms breathe through their skin. More.'),
      ],
    })
    expect(answer.citations.map((c) => c.id)).toEqual(['first', 'second'])
    expect(answer.text).toContain('Worms make tunnels. Worms breathe through their skin.')
    expect(answer.text).not.toContain('More.')
    expect(answer.mood).toBe('helpful')
  })

  it('hedges with a thinking mood when the match is weak', () => {
    const weak = result('grow-tomatoes', 2, 0.25, 0)
    expect(isConfident(weak)).toBe(false)
    const halfWithKeyword = {
      ...weak,
      coverage: 0.5,
      keywordHits: 1,
      matchedTerms: ['leaf', 'autumn'],
      askedTerms: 4,
      unknownTerms: 0,
    }
    expect(isConfident(halfWithKeyword)).toBe(false)
    expect(isConfident({ ...halfWithKeyword, matchedTerms: ['aphid'], askedTerms: 2 })).toBe(true)
    const answer = composeKnowledgeAnswer({ ...base, results: [weak] })
    expect(answer.mood).toBe('thinking')
    expect(answer.text).toMatch(/^I'm not sure that's exactly what you asked/)
    expect(answer.text).toContain('Tomatoes love warmth')
  })

  it('says it does not know when nothing matched', () => {
    const answer = composeKnowledgeAnswer({ ...base, language: 'es', results: [] })
    expect(answer).toMatchObject({ mood: 'thinking', citations: [] })
    expect(answer.text).toContain('mi libro del jardín')
  })
})
