// Writes sent with an Idempotency-Key run once per owner and key; a replay (an offline event synced twice, a retry
// after a lost answer) gets the first answer again instead of counting twice.
import { and, eq } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import { getCaller } from '../auth/caller'
import type { AppDeps, AppEnv } from '../context'
import { idempotentRequests } from '../db/schema/idempotency'
import { ApiError } from './errors'

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
const KEY = /^[A-Za-z0-9_-]{8,100}$/

export function idempotentWrites(deps: Pick<AppDeps, 'database' | 'auth'>): MiddlewareHandler<AppEnv> {
  const { db } = deps.database
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER)
    if (c.req.method !== 'POST' || key === undefined) return next()
    if (!KEY.test(key)) {
      throw new ApiError(
        400,
        ERROR_CODES.invalidBody,
        'Idempotency-Key must be 8 to 100 letters, digits, - or _',
        {
          field: IDEMPOTENCY_KEY_HEADER,
        },
      )
    }
    const caller = await getCaller(c, deps)
    // Anonymous writes are refused by the route itself; there is no one to keep an answer for.
    if (caller.kind === 'anonymous') return next()
    const owner = caller.kind === 'user' ? `user:${caller.userId}` : `guest:${caller.guestId}`
    const route = `${c.req.method} ${c.req.path}`
    const claimed = await db
      .insert(idempotentRequests)
      .values({ owner, key, route })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key })
    const where = and(eq(idempotentRequests.owner, owner), eq(idempotentRequests.key, key))
    if (claimed.length === 0) {
      const [first] = await db.select().from(idempotentRequests).where(where)
      if (first && first.route !== route) {
        throw new ApiError(
          422,
          ERROR_CODES.idempotencyMismatch,
          'This Idempotency-Key was used for another request',
        )
      }
      if (!first || first.status === 0) {
        throw new ApiError(
          409,
          ERROR_CODES.idempotencyInProgress,
          'The same request is still being handled; try again',
        )
      }
      c.header('Idempotent-Replayed', 'true')
      return c.body(first.body ?? '', first.status as 200, {
        'Content-Type': 'application/json; charset=UTF-8',
      })
    }
    try {
      await next()
    } catch (error) {
      await db.delete(idempotentRequests).where(where)
      throw error
    }
    if (c.res.ok) {
      const body = await c.res.clone().text()
      await db.update(idempotentRequests).set({ status: c.res.status, body }).where(where)
    } else {
      // A refused or failed write did not happen: the same key may try again.
      await db.delete(idempotentRequests).where(where)
    }
  }
}
