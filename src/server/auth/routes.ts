// Mounts better-auth at /api/auth/*, with the caller's address in a header only we set, and our sign-in limiter
// (per account and address, per address, and a slow-down per account) in front of the password sign-in.
import { type Context, Hono } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import type { AppDeps, AppEnv } from '../context'
import { ApiError } from '../lib/errors'
import { hitLimit, peekLimit, resetLimit } from '../lib/rate-limiter'
import { rejectUnstorable } from '../lib/validate'
import { CLIENT_IP_HEADER } from './auth'
import { translateAuthResponse } from './auth-errors'
import { clientIp } from './client-ip'
import { isCommonPassword } from './common-passwords'

/** Failures of one account from all addresses, as a multiple of the per-address limit, before it is slowed. */
const UNDER_ATTACK_FACTOR = 4
const SLOW_DOWN_SECONDS = 10

export function authRoutes({ auth, database, env }: AppDeps) {
  const { perAccount, perAddress, windowSeconds } = env.signInLimits
  const app = new Hono<AppEnv>()

  const forward = async (c: Context<AppEnv>, ip: string) => {
    const request = c.req.raw
    await checkAuthBody(request)
    const headers = new Headers(request.headers)
    headers.set(CLIENT_IP_HEADER, ip)
    return translateAuthResponse(await auth.handler(new Request(request, { headers })), c.get('requestId'))
  }

  /*
   * Lockout that cannot be turned against the owner: failures lock an account only from the address they came
   * from (an attacker elsewhere cannot shut the family out); across all addresses an account under attack is
   * slowed down to one attempt every SLOW_DOWN_SECONDS, never locked; and when that starts, the owner gets a
   * password-reset mail (the "unlock" link). The address limit still stops one address guessing many accounts.
   */
  app.post('/sign-in/email', async (c) => {
    const ip = clientIp(c, env.trustProxy)
    const body = ((await checkAuthBody(c.req.raw)) ?? {}) as { email?: unknown }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : ''
    const pairKey = `sign-in:account:${email}:${ip}`
    const accountKey = `sign-in:account:${email}`
    const slowKey = `sign-in:slow:${email}`
    const addressKey = `sign-in:address:${ip}`
    const pairLimit = { max: perAccount, windowSeconds }
    const accountLimit = { max: perAccount * UNDER_ATTACK_FACTOR, windowSeconds }
    const addressLimit = { max: perAddress, windowSeconds }
    const [pairState, addressState, accountState] = await Promise.all([
      email ? peekLimit(database.db, pairKey, pairLimit) : null,
      peekLimit(database.db, addressKey, addressLimit),
      email ? peekLimit(database.db, accountKey, accountLimit) : null,
    ])
    const slowed =
      accountState && !accountState.allowed
        ? await hitLimit(database.db, slowKey, { max: 1, windowSeconds: SLOW_DOWN_SECONDS })
        : null
    const blocked = [pairState, addressState, slowed].find((state) => state && !state.allowed)
    if (blocked) {
      c.header('Retry-After', String(blocked.retryAfterSeconds))
      throw new ApiError(
        429,
        ERROR_CODES.signInRateLimited,
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      )
    }
    const response = await forward(c, ip)
    // Failed attempts count against the account (from this address, and overall) and the address; a success
    // clears the account's counts.
    if (response.status === 401 || response.status === 403) {
      const [, , overall] = await Promise.all([
        email ? hitLimit(database.db, pairKey, pairLimit) : null,
        hitLimit(database.db, addressKey, addressLimit),
        email ? hitLimit(database.db, accountKey, accountLimit) : null,
      ])
      if (overall && overall.count === accountLimit.max) await mailUnlockLink(email)
    } else if (response.ok && email) {
      await Promise.all([resetLimit(database.db, pairKey), resetLimit(database.db, accountKey)])
    }
    return response
  })

  /** The owner of an account under attack gets a reset link (better-auth sends it only for a real account). */
  const mailUnlockLink = async (email: string) => {
    try {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' } })
    } catch {
      // A failed mail must not change the sign-in answer.
    }
  }
  app.on(['GET', 'POST'], '/*', (c) => forward(c, clientIp(c, env.trustProxy)))
  return app
}

/**
 * better-auth expects a JSON object as the body of a POST; anything else (null, an array, broken JSON, text with
 * NUL bytes) is answered here with a 400 in our shape instead of reaching it. Reads a clone, so the body stays.
 */
async function checkAuthBody(request: Request): Promise<Record<string, unknown> | undefined> {
  if (request.method !== 'POST') return undefined
  const text = await request.clone().text()
  if (text.trim() === '') return undefined
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ApiError(400, ERROR_CODES.invalidBody, 'The request body is not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError(400, ERROR_CODES.invalidBody, 'The request body must be a JSON object')
  rejectUnstorable(value)
  const { newPassword } = value as { newPassword?: unknown }
  if (typeof newPassword === 'string' && isCommonPassword(newPassword))
    throw new ApiError(
      400,
      ERROR_CODES.weakPassword,
      'Password is too weak. Please use a stronger password.',
      {
        field: 'newPassword',
      },
    )
  return value as Record<string, unknown>
}
