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
 * Counts one event under each key and gives each its own verdict, in the order given; all keys share one window
 * length; duplicate keys count once. Calls that arrive together (a burst of chats) are counted in one statement,
 * one database round trip for all of them: the embedded database runs one query at a time, and each query costs
 * more in its protocol and WebAssembly calls than in the rows it touches. Each call still gets exactly the counts
 * it would have had one after another, in the order the calls were made.
 */
export function hitLimits(
  db: Db,
  keys: readonly { key: string; max: number }[],
  windowSeconds: number,
  now = Date.now(),
): Promise<LimitState[]> {
  const unique = [...new Set(keys.map(({ key }) => KEY_PREFIX + key))]
  if (unique.length === 0) return Promise.resolve([])
  return new Promise<Map<string, CountedRow>>((resolve, reject) => {
    batcherFor(db, windowSeconds).add({ keys: unique, now, resolve, reject })
  }).then((rows) =>
    keys.map(({ key, max }) => {
      const row = rows.get(KEY_PREFIX + key)!
      return state(row.count, row.lastRequest, { max, windowSeconds }, now, row.count <= max)
    }),
  )
}

/** A key's counter as one call sees it: its own count, as if the calls of its batch had run one by one. */
interface CountedRow {
  count: number
  lastRequest: number
}

interface PendingHit {
  keys: string[]
  now: number
  resolve: (rows: Map<string, CountedRow>) => void
  reject: (error: unknown) => void
}

interface Batcher {
  add: (hit: PendingHit) => void
}

const batchers = new WeakMap<Db, Map<number, Batcher>>()

function batcherFor(db: Db, windowSeconds: number): Batcher {
  let byWindow = batchers.get(db)
  if (!byWindow) {
    byWindow = new Map()
    batchers.set(db, byWindow)
  }
  let batcher = byWindow.get(windowSeconds)
  if (!batcher) {
    batcher = createBatcher(db, windowSeconds)
    byWindow.set(windowSeconds, batcher)
  }
  return batcher
}

// Calls wait for the end of the event-loop turn that made them (so requests read together are counted together),
// and while a count is running, the next calls gather for the one after it.
function createBatcher(db: Db, windowSeconds: number): Batcher {
  let queue: PendingHit[] = []
  let running = false
  let scheduled = false
  const runNext = async () => {
    scheduled = false
    if (running || queue.length === 0) return
    running = true
    const batch = queue
    queue = []
    try {
      await countBatch(db, batch, windowSeconds)
    } finally {
      running = false
      if (queue.length > 0) void runNext()
    }
  }
  return {
    add(hit) {
      queue.push(hit)
      if (!running && !scheduled) {
        scheduled = true
        setImmediate(runNext)
      }
    },
  }
}

async function countBatch(db: Db, batch: PendingHit[], windowSeconds: number): Promise<void> {
  // How many times each key is counted, in the order the calls were made.
  const occurrences = new Map<string, number>()
  for (const hit of batch) for (const key of hit.keys) occurrences.set(key, (occurrences.get(key) ?? 0) + 1)
  // Sorted, so two statements sharing keys lock their rows in the same order (no deadlock on PostgreSQL).
  const keys = [...occurrences.keys()].sort()
  const now = Math.max(...batch.map((hit) => hit.now))
  let rows: { key: string; count: number; last_request: number }[]
  try {
    // Both drivers (PGlite, node-postgres) answer raw statements with `{ rows }`.
    const result = (await db.execute(sql`
      insert into ${rateLimit} (id, key, count, last_request)
      select hit.id, hit.key, hit.n, ${now}::bigint
      from unnest(${sql.param(keys.map(() => crypto.randomUUID()))}::text[], ${sql.param(keys)}::text[], ${sql.param(keys.map((key) => occurrences.get(key)!))}::int[]) as hit(id, key, n)
      on conflict (key) do update set
        count = case when ${rateLimit.lastRequest} < ${now - windowSeconds * 1000} then excluded.count
          else ${rateLimit.count} + excluded.count end,
        last_request = case when ${rateLimit.lastRequest} < ${now - windowSeconds * 1000} then excluded.last_request
          else ${rateLimit.lastRequest} end
      returning key, count::int as count, last_request::float8 as last_request`)) as { rows: typeof rows }
    rows = result.rows
  } catch (error) {
    for (const hit of batch) hit.reject(error)
    return
  }
  // The total each key reached; each call sees the count it would have seen in its turn.
  const totals = new Map(rows.map((row) => [row.key, row]))
  const seen = new Map<string, number>()
  for (const hit of batch) {
    const mine = new Map<string, CountedRow>()
    for (const key of hit.keys) {
      const row = totals.get(key)!
      const before = seen.get(key) ?? 0
      seen.set(key, before + 1)
      mine.set(key, {
        count: Number(row.count) - occurrences.get(key)! + before + 1,
        lastRequest: Number(row.last_request),
      })
    }
    hit.resolve(mine)
  }
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
