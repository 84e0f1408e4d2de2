// The database limiter: hitLimits counts several keys in one statement with the same verdicts as hitLimit one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { hitLimit, hitLimits, peekLimit } from './rate-limiter'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe(`rate limiter (${databaseKind})`, () => {
  it('counts each key once per call, each against its own maximum, in the order given', async () => {
    const db = ctx.database.db
    const a = `test:${crypto.randomUUID()}`
    const b = `test:${crypto.randomUUID()}`
    const now = Date.now()
    const first = await hitLimits(
      db,
      [
        { key: a, max: 1 },
        { key: b, max: 2 },
      ],
      60,
      now,
    )
    expect(first.map((s) => [s.allowed, s.count])).toEqual([
      [true, 1],
      [true, 1],
    ])
    const second = await hitLimits(
      db,
      [
        { key: b, max: 2 },
        { key: a, max: 1 },
      ],
      60,
      now + 1000,
    )
    expect(second.map((s) => [s.allowed, s.count])).toEqual([
      [true, 2],
      [false, 2],
    ])
    // The refused one says when its window (opened at `now`) ends.
    expect(second[1]!.retryAfterSeconds).toBe(59)
    // Shared with hitLimit: the same counters.
    expect((await hitLimit(db, b, { max: 2, windowSeconds: 60 }, now + 2000)).allowed).toBe(false)
    expect((await peekLimit(db, a, { max: 1, windowSeconds: 60 }, now + 2000)).count).toBe(2)
  })

  it('starts a new window once the old one is over, and counts a repeated key once', async () => {
    const db = ctx.database.db
    const key = `test:${crypto.randomUUID()}`
    const now = Date.now()
    await hitLimits(db, [{ key, max: 1 }], 60, now)
    const later = await hitLimits(
      db,
      [
        { key, max: 1 },
        { key, max: 1 },
      ],
      60,
      now + 61_000,
    )
    expect(later.map((s) => [s.allowed, s.count])).toEqual([
      [true, 1],
      [true, 1],
    ])
    expect(await hitLimits(db, [], 60)).toEqual([])
  })
})
