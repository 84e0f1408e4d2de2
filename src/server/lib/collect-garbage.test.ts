// Unit test of collectGarbage: it really frees unreachable memory, and leaves no `gc` global behind.
import { describe, expect, it } from 'vitest'
import { collectGarbage } from './collect-garbage'

describe('collectGarbage', () => {
  it('frees the memory of objects nothing refers to any more', () => {
    collectGarbage()
    const before = process.memoryUsage().heapUsed
    let garbage: string[][] | undefined = Array.from({ length: 200 }, (_, i) =>
      Array.from({ length: 5_000 }, (_, j) => `${i}:${j}`),
    )
    expect(garbage.length).toBe(200)
    const grown = process.memoryUsage().heapUsed
    expect(grown - before).toBeGreaterThan(20 * 1024 * 1024)
    garbage = undefined
    collectGarbage()
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(5 * 1024 * 1024)
  })

  it('does not expose gc to application code', () => {
    collectGarbage()
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined()
  })
})
