import { describe, expect, it } from 'vitest'
import { FACT_CATEGORIES } from '../../../shared/schemas/learning'
import { BEE_FACTS } from '../../db/seed/bee-facts'
import { FACT_CATEGORIES as SEED_CATEGORIES } from '../../db/seed/types'

describe('fact categories', () => {
  it('are the same list in the shared schema (web filter, topics) and in the seed content', () => {
    expect([...FACT_CATEGORIES]).toEqual([...SEED_CATEGORIES])
    expect(new Set(BEE_FACTS.map((fact) => fact.category))).toEqual(new Set(FACT_CATEGORIES))
  })
})
