// Mounts better-auth at /api/auth/*, with the caller's address in a header only we set, and our per-account and
// per-address sign-in limiter in front of the password sign-in (better-auth's own limiter is per address only).
import { Hono } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import type { AppDeps, AppEnv } from '../context'
import { ApiError } from '../lib/errors'
import { hitLimit, peekLimit, resetLimit } from '../lib/rate-limiter'
import { CLIENT_IP_HEADER } from './auth'
import { clientIp } from './client-ip'

export function authRoutes({ auth, database, env }: AppDeps) {
  const { perAccount, perAddress, windowSeconds } = env.signInLimits
  const app = new Hono<AppEnv>()

  const forward = (request: Request, ip: string) => {
    const headers = new Headers(request.headers)
    headers.set(CLIENT_IP_HEADER, ip)
    return auth.handler(new Request(request, { headers }))
  }

  app.post('/sign-in/email', async (c) => {
    const ip = clientIp(c, env.trustProxy)
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => ({}))) as { email?: unknown }
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
    const response = await forward(c.req.raw, ip)
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
  app.on(['GET', 'POST'], '/*', (c) => forward(c.req.raw, clientIp(c, env.trustProxy)))
  return app
}
