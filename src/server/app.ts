// Builds the whole HTTP app (API, functions, SPA); tests use it without opening a port.
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { ERROR_CODES } from '../shared/error-codes'
import { authRoutes } from './auth/routes'
import type { AppDeps, AppEnv } from './context'
import { accountRoutes } from './features/accounts/routes'
import { adminRoutes } from './features/admin/routes'
import { analyticsRoutes } from './features/analytics/routes'
import { chatRoutes } from './features/chat/routes'
import { safetyMomentRoutes } from './features/child-safety/routes'
import { consentRoutes } from './features/consents/routes'
import { creationRoutes } from './features/creations/routes'
import { factRoutes } from './features/facts/routes'
import { followRoutes } from './features/follow/routes'
import { healthRoutes } from './features/health/routes'
import { learningRoutes } from './features/learning/routes'
import { operatorRoutes } from './features/operator/routes'
import { registrationRoutes } from './features/registrations/routes'
import { voiceSettingsRoutes } from './features/voice-settings/routes'
import { functionsCors } from './functions/cors'
import type { FunctionDefinition } from './functions/define'
import { FUNCTIONS } from './functions/registry'
import { functionRoutes } from './functions/routes'
import { browserLanguage } from './lib/accept-language'
import { ApiError, errorBody } from './lib/errors'
import { httpCaching } from './lib/http-caching'
import { idempotentWrites } from './lib/idempotency'
import { requestGuard } from './lib/request-guard'
import { sameHostSockets, strictTransportSecurity } from './lib/transport-security'
import { metricsMiddleware, recorderFor } from './operator/metrics'
import { registerRealtime } from './realtime/route'
import { webRoutes } from './web'
import { PoolBusyError } from './workers/pool-busy-error'

const JSON_BODY_LIMIT = 1024 * 1024
/** Hono's own 4xx answers, each with a code of the closed registry. */
const HTTP_ERROR_CODES: Partial<Record<number, string>> = {
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
}

export function createApp(deps: AppDeps, options: { functions?: FunctionDefinition[] } = {}) {
  const { logger } = deps
  const app = new Hono<AppEnv>()

  // First, so every answer (errors and security headers included) is measured; GET /metrics is served here.
  app.use(metricsMiddleware(recorderFor(deps), deps.env))
  app.use(requestId())
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    const entry = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms,
    }
    if (c.res.status >= 500) logger.error(entry, 'request failed')
    else if (c.req.path.startsWith('/assets/')) logger.debug(entry, 'request')
    else logger.info(entry, 'request')
  })
  // Only /embed may be shown inside other sites' frames (the share dialog's embed code points at it).
  app.use(async (c, next) => {
    await next()
    if (c.req.path === '/embed') {
      c.res.headers.delete('X-Frame-Options')
      const csp = c.res.headers.get('Content-Security-Policy')
      if (csp)
        c.res.headers.set(
          'Content-Security-Policy',
          csp.replace("frame-ancestors 'none'", 'frame-ancestors *'),
        )
    }
  })
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The voice socket is on this same host; nothing else may be reached from the page.
        connectSrc: ["'self'", sameHostSockets],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  )
  app.use(strictTransportSecurity(deps.env))
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, ERROR_CODES.payloadTooLarge, 'The request body is too large')
    },
  })
  // Reads carry no body; skipping them spares building a full Request object on every GET.
  const limitWrites: typeof limit = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next)
  app.use('/api/*', limitWrites)
  app.use('/functions/*', limitWrites)
  // A foreign page may not drive a family's session: trusted origins only, JSON bodies only.
  const guard = requestGuard(deps.env)
  app.use('/api/*', guard)
  app.use('/functions/*', guard)
  // ETag/304 and brotli/gzip for JSON answers; the SPA's files come precompressed (webRoutes).
  app.use('/api/*', httpCaching())
  // Learning progress and game scores may be sent again after being made offline: each event counts once.
  app.use('/api/learning/*', idempotentWrites(deps))
  app.use('/functions/*', httpCaching())
  app.use('/functions/v1/*', functionsCors(deps.env))

  app.onError((error, c) => {
    if (error instanceof PoolBusyError) {
      c.header('Retry-After', String(error.retryAfterSeconds))
      const busy = error.in(browserLanguage(c.req.header('accept-language')))
      return c.json(errorBody(c, busy), busy.status)
    }
    if (error instanceof ApiError) return c.json(errorBody(c, error), error.status)
    if (error instanceof HTTPException && error.status < 500) {
      const code = HTTP_ERROR_CODES[error.status] ?? ERROR_CODES.badRequest
      return c.json(
        errorBody(c, new ApiError(error.status, code, error.message || 'Bad request')),
        error.status,
      )
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error')
    const internal = new ApiError(
      500,
      ERROR_CODES.internal,
      'Something went wrong on our side. Please try again.',
    )
    return c.json(errorBody(c, internal), 500)
  })

  const api = new Hono<AppEnv>()
    .route('/health', healthRoutes(deps))
    .route('/registrations', registrationRoutes(deps))
    .route('/facts', factRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/consents', consentRoutes(deps))
    .route('/follow', followRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/', analyticsRoutes(deps))
    .route('/', chatRoutes(deps))
    .route('/learning', learningRoutes(deps))
    .route('/voice-settings', voiceSettingsRoutes(deps))
    .route('/creations', creationRoutes(deps))
    .route('/operator', operatorRoutes(deps))
    .route('/safety-moments', safetyMomentRoutes(deps))
  api.all('*', (c) => {
    throw new ApiError(404, ERROR_CODES.notFound, `No API route ${c.req.method} ${c.req.path}`)
  })

  // The realtime voice socket must be matched before the functions router and its catch-all.
  registerRealtime(app, deps)
  const routes = app
    .route('/api', api)
    .route('/functions/v1', functionRoutes(deps, options.functions ?? FUNCTIONS))
  app.all('/functions/*', (c) => {
    throw new ApiError(404, ERROR_CODES.functionNotFound, `No function at ${c.req.path}`)
  })
  app.route('/', webRoutes(deps.env.webDistDir))
  return routes
}

export type AppType = ReturnType<typeof createApp>
