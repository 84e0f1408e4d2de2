// The hub's fact paging: levels in order, level filter, pages of 9 and clamped page numbers.
import { describe, expect, it } from 'vitest'
import { FACTS_PER_PAGE, factLevels, filterByLevel, pageOf } from './fact-pages'

const facts = Array.from({ length: 20 }, (_, index) => ({
  id: `f${index}`,
  difficulty_level: (index % 3) + 1,
}))

describe('fact pages', () => {
  it('lists the levels present, lowest first, and filters by one level', () => {
    expect(factLevels([{ difficulty_level: 3 }, { difficulty_level: 1 }, { difficulty_level: 3 }])).toEqual([
      1, 3,
    ])
    expect(filterByLevel(facts, 2).every((fact) => fact.difficulty_level === 2)).toBe(true)
    expect(filterByLevel(facts, 2)).toHaveLength(7)
    expect(filterByLevel(facts, null)).toHaveLength(20)
  })

  it('cuts pages of 9 and clamps the page number', () => {
    expect(FACTS_PER_PAGE).toBe(9)
    expect(pageOf(facts, 1)).toMatchObject({ page: 1, pageCount: 3 })
    expect(pageOf(facts, 1).items.map((fact) => fact.id)).toEqual(facts.slice(0, 9).map((fact) => fact.id))
    expect(pageOf(facts, 3).items.map((fact) => fact.id)).toEqual(['f18', 'f19'])
    expect(pageOf(facts, 9).page).toBe(3)
    expect(pageOf(facts, 0).page).toBe(1)
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pageCount: 1 })
  })
})
