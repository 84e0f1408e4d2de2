// The seed facts: enough for a week of afternoons, every category well filled, bilingual and levelled.
import { describe, expect, it } from 'vitest'
import { BEE_FACTS } from './bee-facts'
import { FACT_CATEGORIES } from './types'

describe('seed facts', () => {
  it('has at least 240 facts, at least 30 in each of the six categories, with unique kebab-case ids', () => {
    expect(BEE_FACTS.length).toBeGreaterThanOrEqual(240)
    for (const category of FACT_CATEGORIES)
      expect(BEE_FACTS.filter((fact) => fact.category === category).length, category).toBeGreaterThanOrEqual(
        30,
      )
    const ids = BEE_FACTS.map((fact) => fact.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('has every text in English and Spanish, different from each other, with a level from 1 to 5', () => {
    for (const fact of BEE_FACTS) {
      for (const text of [fact.title, fact.content, ...(fact.funFact ? [fact.funFact] : [])]) {
        expect(text.en.trim().length, fact.id).toBeGreaterThan(0)
        expect(text.es.trim().length, fact.id).toBeGreaterThan(0)
        expect(text.es, fact.id).not.toBe(text.en)
      }
      expect([1, 2, 3, 4, 5]).toContain(fact.difficulty)
    }
  })

  it('spreads facts over levels and gives many of them a fun fact', () => {
    const levels = new Set(BEE_FACTS.map((fact) => fact.difficulty))
    expect(levels.size).toBe(5)
    expect(BEE_FACTS.filter((fact) => fact.funFact).length).toBeGreaterThanOrEqual(80)
  })

  it('has no two facts with the same title in either language', () => {
    for (const language of ['en', 'es'] as const) {
      const titles = BEE_FACTS.map((fact) => fact.title[language].toLowerCase())
      expect(new Set(titles).size, language).toBe(titles.length)
    }
  })
})
