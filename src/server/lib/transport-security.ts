// HSTS for a year on https answers, and the CSP source that lets the page reach the voice socket on its own host.
import type { Context, MiddlewareHandler } from 'hono'
import type { Env } from '../env'
import { requestOrigin } from './origins'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60
/** A Host header we are willing to echo into a header value: host names, IPv4/IPv6 and a port only. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i

/** CSP `connect-src` handler: ws:// and wss:// of the host the page was loaded from, nothing else. */
export function sameHostSockets(c: Context): string {
  const host = c.req.header('host') ?? ''
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : ''
}

export function strictTransportSecurity(env: Env): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const origin = requestOrigin(c.req.raw, env.trustProxy)
    if (origin?.startsWith('https://'))
      c.res.headers.set('Strict-Transport-Security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`)
  }
}
