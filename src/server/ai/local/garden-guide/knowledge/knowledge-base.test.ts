import { describe, expect, it } from 'vitest'
import { BEE_FACTS } from '../../../../db/seed/bee-facts'
import { splitSentences } from '../sentences'
import { GARDEN_GUIDE_ENTRIES, getKnowledgeEntry, KNOWLEDGE_BASE } from './knowledge-base'
import { KNOWLEDGE_TOPICS } from './knowledge-types'

describe('the garden book', () => {
  it('has at least 150 entries of our own plus every bee fact', () => {
    expect(GARDEN_GUIDE_ENTRIES.length).toBeGreaterThanOrEqual(150)
    for (const fact of BEE_FACTS) {
      expect(getKnowledgeEntry(fact.id)).toMatchObject({ source: 'bee-facts', text: fact.content })
    }
    expect(KNOWLEDGE_BASE).toHaveLength(GARDEN_GUIDE_ENTRIES.length + BEE_FACTS.length)
  })

  it('has unique kebab-case ids', () => {
    const ids = KNOWLEDGE_BASE.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('covers every topic with our own entries', () => {
    for (const topic of KNOWLEDGE_TOPICS.filter((t) => t !== 'bees' && t !== 'conservation')) {
      expect(GARDEN_GUIDE_ENTRIES.filter((entry) => entry.topic === topic).length).toBeGreaterThanOrEqual(10)
    }
  })

  it('gives every entry a title, 1 to 3 sentences and keywords in both languages', () => {
    for (const entry of GARDEN_GUIDE_ENTRIES) {
      for (const language of ['en', 'es'] as const) {
        expect(entry.title[language].length, entry.id).toBeGreaterThan(3)
        const sentences = splitSentences(entry.text[language]).length
        expect(sentences, `${entry.id} ${language}`).toBeGreaterThanOrEqual(1)
        expect(sentences, `${entry.id} ${language}`).toBeLessThanOrEqual(3)
        expect(entry.keywords[language].length, entry.id).toBeGreaterThanOrEqual(3)
      }
    }
  })

  it('writes Spanish in Spanish and English in English', () => {
    const englishOnly = /\b(the|and|with|your|you)\b/i
    const spanishOnly = /\b(las|los|del|para|que|con)\b/i
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.text.es, entry.id).not.toMatch(englishOnly)
      expect(entry.text.en, entry.id).not.toMatch(spanishOnly)
    }
  })
})
