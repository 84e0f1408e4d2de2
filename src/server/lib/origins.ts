// Which browser origins may act on this app: PUBLIC_URL (when set) and TRUSTED_ORIGINS only; without PUBLIC_URL
// also the address the browser itself used (same host and port as the request), so a fresh install works from
// localhost, 127.0.0.1 or the machine's address on the home network.
import type { Env } from '../env'
import { publicUrl } from '../env'

type OriginEnv = Pick<Env, 'publicUrl' | 'port' | 'trustedOrigins' | 'trustProxy'>

const normalise = (url: string) => url.replace(/\/+$/, '').toLowerCase()

/** The origin a request was addressed to, from its Host header (and X-Forwarded-Proto behind a trusted proxy). */
export function requestOrigin(request: Request, trustProxy: boolean): string | undefined {
  const host = request.headers.get('host')
  let protocol: string
  try {
    protocol = new URL(request.url).protocol
  } catch {
    return undefined
  }
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    if (forwarded === 'https' || forwarded === 'http') protocol = `${forwarded}:`
  }
  if (!host) {
    try {
      return normalise(new URL(request.url).origin)
    } catch {
      return undefined
    }
  }
  return normalise(`${protocol}//${host}`)
}

/** Every origin trusted for this request. */
export function trustedOriginsFor(env: OriginEnv, request?: Request): string[] {
  const configured = [publicUrl(env), ...env.trustedOrigins].map(normalise)
  if (env.publicUrl || !request) return configured
  const own = requestOrigin(request, env.trustProxy)
  return own ? [...configured, own] : configured
}

export function isTrustedOrigin(env: OriginEnv, request: Request, origin: string): boolean {
  return trustedOriginsFor(env, request).includes(normalise(origin))
}
