// Mounts better-auth at /api/auth/*, with the caller's address in a header only we set, and our per-account and
// per-address sign-in limiter in front of the password sign-in (better-auth's own limiter is per address only).
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

  app.post('/sign-in/email', async (c) => {
    const ip = clientIp(c, env.trustProxy)
    const body = ((await checkAuthBody(c.req.raw)) ?? {}) as { email?: unknown }
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : ''
    const accountKey = `sign-in:account:${email}`
    const addressKey = `sign-in:address:${ip}`
    const accountLimit = { max: perAccount, windowSeconds }
    const addressLimit = { max: perAddress, windowSeconds }
    const [accountState, addressState] = await Promise.all([
      email ? peekLimit(database.db, accountKey, accountLimit) : null,
      peekLimit(database.db, addressKey, addressLimit),
    ])
    const blocked = [accountState, addressState].find((state) => state && !state.allowed)
    if (blocked) {
      c.header('Retry-After', String(blocked.retryAfterSeconds))
      throw new ApiError(
        429,
        ERROR_CODES.signInRateLimited,
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      )
    }
    const response = await forward(c, ip)
    // Failed attempts count against the account and the address; a success clears the account's count.
    if (response.status === 401 || response.status === 403) {
      await Promise.all([
        email ? hitLimit(database.db, accountKey, accountLimit) : null,
        hitLimit(database.db, addressKey, addressLimit),
      ])
    } else if (response.ok && email) {
      await resetLimit(database.db, accountKey)
    }
    return response
  })
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
