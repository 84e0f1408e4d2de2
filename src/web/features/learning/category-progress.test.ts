import { describe, expect, it } from 'vitest'
import { categoryProgress, factCategories, filterFacts, learnedFactIds } from './category-progress'

const facts = [
  { id: 'f1', category: 'pollination' },
  { id: 'b1', category: 'bee_biology' },
  { id: 'f2', category: 'pollination' },
  { id: 'x1', category: 'space_bees' },
  { id: 'c1', category: 'conservation' },
]
const progress = [
  { id: 'r1', topic: 'pollination', level: 2, completed_lessons: ['f2', 'f1'] },
  // A fact no longer served (or in another language's list) is not counted.
  { id: 'r2', topic: 'conservation', level: 1, completed_lessons: ['gone'] },
]

describe('facts area helpers', () => {
  it('orders categories like the seed, unknown ones last', () => {
    expect(factCategories(facts)).toEqual(['bee_biology', 'pollination', 'conservation', 'space_bees'])
  })

  it('counts completed over total per category', () => {
    expect(categoryProgress(facts, progress)).toEqual([
      { category: 'bee_biology', completed: 0, total: 1 },
      { category: 'pollination', completed: 2, total: 2 },
      { category: 'conservation', completed: 0, total: 1 },
      { category: 'space_bees', completed: 0, total: 1 },
    ])
  })

  it('filters by category, or keeps all for null', () => {
    expect(filterFacts(facts, 'pollination').map((fact) => fact.id)).toEqual(['f1', 'f2'])
    expect(filterFacts(facts, null)).toHaveLength(5)
    expect([...learnedFactIds(progress)].sort()).toEqual(['f1', 'f2', 'gone'])
  })
})
