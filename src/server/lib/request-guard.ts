// Guards every state-changing /api and /functions request: a browser's Origin must be one we trust (the app's own,
// TRUSTED_ORIGINS, or without PUBLIC_URL the address used), and a body must be JSON (a cross-site "simple" POST
// such as text/plain can therefore never be read as a request). Both answer in our error shape.
import type { MiddlewareHandler } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import type { AppEnv } from '../context'
import type { Env } from '../env'
import { ApiError } from './errors'
import { isTrustedOrigin } from './origins'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Over HTTP/1.1 a request has a body only with Content-Length or Transfer-Encoding (RFC 9112 §6.3): a browser's
 * DELETE without a body sends neither, though Node hands it on with an (empty) stream. A Request built in-process
 * (tests, `app.request`) has no socket, so its own body decides.
 */
function hasBody(request: Request, fromSocket: boolean): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return Number(length) > 0
  if (request.headers.has('transfer-encoding')) return true
  return !fromSocket && request.body !== null
}

export function requestGuard(env: Env): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw
    if (SAFE_METHODS.has(request.method)) return next()
    const origin = request.headers.get('origin')
    // Requests without Origin come from non-browser clients, which carry no ambient credentials of a victim.
    if (origin !== null) {
      // A caller with its own Bearer token and no cookie rides on nobody's session (supabase-js from elsewhere).
      const tokenOnly =
        c.req.path.startsWith('/functions/') &&
        /^bearer\s/i.test(request.headers.get('authorization') ?? '') &&
        !request.headers.has('cookie')
      if (!tokenOnly && !isTrustedOrigin(env, request, origin))
        throw new ApiError(403, ERROR_CODES.originNotAllowed, 'Requests from this origin are not allowed')
    }
    if (hasBody(request, (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined)) {
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      if (type !== 'application/json')
        throw new ApiError(415, ERROR_CODES.unsupportedMediaType, 'The request body must be JSON')
    }
    return next()
  }
}
