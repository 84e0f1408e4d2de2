import { describe, expect, it } from 'vitest'
import { firstAidEntryId, retrieveForIntent } from './intent-retrieval'

describe('firstAidEntryId', () => {
  it.each([
    ['a bee stung me', 'what-to-do-if-stung'],
    ['me picó una abeja', 'what-to-do-if-stung'],
    ['a wasp stung my sister', 'wasp-sting-safety'],
    ['me picó una ortiga', 'stinging-nettles'],
    ['my little brother ate a berry', 'poisonous-plants'],
    ['why do bees sting?', undefined],
    ['how do bees make honey', undefined],
  ])('%j -> %s', (message, id) => {
    expect(firstAidEntryId(message)).toBe(id)
  })
})

describe('retrieveForIntent', () => {
  it('puts first aid first for a reported sting, keeping k results', () => {
    const results = retrieveForIntent('ouch, a bee stung my hand', 'en', 'safety', { k: 2 })
    expect(results.map((r) => r.entry.id)[0]).toBe('what-to-do-if-stung')
    expect(results).toHaveLength(2)
  })

  it('boosts the topic of the intent', () => {
    const [top] = retrieveForIntent('tengo pulgones en mis rosas', 'es', 'pests')
    expect(top?.entry.id).toBe('aphids')
  })
})
