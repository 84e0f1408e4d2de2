// Fixed-window counters kept in the database, so limits hold across every instance of the server.
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimit } from '../db/schema/auth'

export interface Limit {
  max: number
  windowSeconds: number
}

export interface LimitState {
  allowed: boolean
  count: number
  retryAfterSeconds: number
}

const KEY_PREFIX = 'mochi:'

/** Counts one event under `key` and says whether it is still within the limit. */
export async function hitLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const windowStart = now - limit.windowSeconds * 1000
  const rows = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key: KEY_PREFIX + key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
  const row = rows[0]!
  return state(row.count, row.lastRequest, limit, now, row.count <= limit.max)
}

/**
 * Counts one event under each key, in one statement (one database round trip instead of one per key: the embedded
 * database runs one query at a time, so a busy chat route queued behind its own second count). All keys share one
 * window length; each gets its own verdict, in the order given. Duplicate keys count once.
 */
export async function hitLimits(
  db: Db,
  keys: readonly { key: string; max: number }[],
  windowSeconds: number,
  now = Date.now(),
): Promise<LimitState[]> {
  // Sorted, so two requests sharing keys lock their rows in the same order (no deadlock on PostgreSQL).
  const unique = [...new Set(keys.map(({ key }) => KEY_PREFIX + key))].sort()
  if (unique.length === 0) return []
  const values: Record<string, unknown> = { now, windowStart: now - windowSeconds * 1000 }
  unique.forEach((key, i) => {
    values[`id${i}`] = crypto.randomUUID()
    values[`key${i}`] = key
  })
  const rows = await preparedHit(db, unique.length).execute(values)
  const byKey = new Map(rows.map((row) => [row.key, row]))
  return keys.map(({ key, max }) => {
    const row = byKey.get(KEY_PREFIX + key)!
    return state(row.count, row.lastRequest, { max, windowSeconds }, now, row.count <= max)
  })
}

// The counting statement for n keys is built once per database and kept: building it anew cost more CPU than
// the embedded database took to run it.
const prepared = new WeakMap<Db, Map<number, ReturnType<typeof prepareHit>>>()

function preparedHit(db: Db, keyCount: number) {
  let byCount = prepared.get(db)
  if (!byCount) {
    byCount = new Map()
    prepared.set(db, byCount)
  }
  let statement = byCount.get(keyCount)
  if (!statement) {
    statement = prepareHit(db, keyCount)
    byCount.set(keyCount, statement)
  }
  return statement
}

function prepareHit(db: Db, keyCount: number) {
  const now = sql.placeholder('now')
  const windowStart = sql.placeholder('windowStart')
  return db
    .insert(rateLimit)
    .values(
      Array.from({ length: keyCount }, (_, i) => ({
        id: sql.placeholder(`id${i}`),
        key: sql.placeholder(`key${i}`),
        count: 1,
        lastRequest: now,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ key: rateLimit.key, count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .prepare(`mochi_hit_limits_${keyCount}`)
}

/** Reads the counter without counting. */
export async function peekLimit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const windowStart = now - limit.windowSeconds * 1000
  const [row] = await db
    .select({ count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(and(eq(rateLimit.key, KEY_PREFIX + key), gte(rateLimit.lastRequest, windowStart)))
  if (!row) return { allowed: true, count: 0, retryAfterSeconds: 0 }
  return state(row.count, row.lastRequest, limit, now, row.count < limit.max)
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, KEY_PREFIX + key))
}

function state(
  count: number,
  windowStartedAt: number,
  limit: Limit,
  now: number,
  allowed: boolean,
): LimitState {
  const retryAfterSeconds = allowed
    ? 0
    : Math.max(1, Math.ceil((windowStartedAt + limit.windowSeconds * 1000 - now) / 1000))
  return { allowed, count, retryAfterSeconds }
}
