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

  it('counts calls made together in the order they were made, each with the count it would have had alone', async () => {
    const db = ctx.database.db
    const shared = `test:${crypto.randomUUID()}`
    const now = Date.now()
    // A burst: five callers at once, each with its own key and the shared address key (max 3).
    const own = Array.from({ length: 5 }, () => `test:${crypto.randomUUID()}`)
    const verdicts = await Promise.all(
      own.map((key) =>
        hitLimits(
          db,
          [
            { key, max: 1 },
            { key: shared, max: 3 },
          ],
          60,
          now,
        ),
      ),
    )
    expect(verdicts.map(([mine, address]) => [mine!.count, address!.count, address!.allowed])).toEqual([
      [1, 1, true],
      [1, 2, true],
      [1, 3, true],
      [1, 4, false],
      [1, 5, false],
    ])
    expect(verdicts[3]![1]!.retryAfterSeconds).toBe(60)
    // The stored counters hold the totals, and later calls go on from them.
    expect((await peekLimit(db, shared, { max: 3, windowSeconds: 60 }, now)).count).toBe(5)
    const [again] = await hitLimits(db, [{ key: own[0]!, max: 1 }], 60, now + 1000)
    expect([again!.count, again!.allowed]).toEqual([2, false])
    // A burst after the window is over starts it again at 1, 2, … for each caller in turn.
    const later = await Promise.all(
      [0, 1, 2].map(() => hitLimits(db, [{ key: shared, max: 3 }], 60, now + 61_000)),
    )
    expect(later.map(([s]) => s!.count)).toEqual([1, 2, 3])
  })
})
