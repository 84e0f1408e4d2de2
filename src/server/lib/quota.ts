// Quotas of the costly endpoints, counted in the database limiter (shared by every instance) per caller (account,
// else guest id) and per address, so a fresh guest id per request does not get round them (numbers in env.ts).
import type { Context } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import { clientIp } from '../auth/client-ip'
import type { AppDeps, AppEnv } from '../context'
import { ApiError } from './errors'
import { hitLimit } from './rate-limiter'

export type QuotaName = keyof AppDeps['env']['quotas']

const restError = () =>
  new ApiError(429, ERROR_CODES.rateLimited, 'Mochi needs a little rest. Please wait a moment and try again.')

/**
 * Counts one use of `name` for the caller and the address; when either is spent, sets Retry-After and throws
 * `refuse()` (a 429; an endpoint may word it its own way).
 */
export async function spendQuota(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'database' | 'env'>,
  name: QuotaName,
  caller: string | null,
  refuse: () => ApiError = restError,
): Promise<void> {
  const { perCaller, perAddress, windowSeconds } = deps.env.quotas[name]
  const ip = clientIp(c, deps.env.trustProxy)
  const db = deps.database.db
  const [byCaller, byAddress] = await Promise.all([
    caller ? hitLimit(db, `quota:${name}:${caller}`, { max: perCaller, windowSeconds }) : null,
    hitLimit(db, `quota:${name}:ip:${ip}`, { max: perAddress, windowSeconds }),
  ])
  const spent = [byCaller, byAddress].find((state) => state && !state.allowed)
  if (spent) {
    c.header('Retry-After', String(spent.retryAfterSeconds))
    throw refuse()
  }
}

/** The caller's quota identity from the request: the session's user, else the guest id, else none. */
export function callerKey(caller: { kind: string; userId?: string; guestId?: string | null }): string | null {
  if (caller.kind === 'user' && caller.userId) return `user:${caller.userId}`
  if (caller.kind === 'guest' && caller.guestId) return `guest:${caller.guestId}`
  return null
}
