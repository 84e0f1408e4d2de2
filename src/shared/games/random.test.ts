import { describe, expect, it } from 'vitest'
import { createSeededRng, randomInt, shuffle } from './random'

describe('random helpers', () => {
  it('repeats a sequence for a seed and stays in [0, 1)', () => {
    const a = createSeededRng(5)
    const b = createSeededRng(5)
    const values = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values)
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true)
  })

  it('picks integers below the maximum', () => {
    expect(randomInt(() => 0.999_999_9, 4)).toBe(3)
    expect(randomInt(() => 0, 4)).toBe(0)
  })

  it('shuffles a copy without losing or adding items', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8]
    const shuffled = shuffle(items, createSeededRng(3))
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect([...shuffled].sort()).toEqual(items)
    expect(shuffled).not.toEqual(items)
  })
})
