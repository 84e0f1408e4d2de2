// The request-metrics middleware (mounted first in createApp), one recorder per app, and GET /metrics behind a
// bearer token (METRICS_TOKEN; without one the endpoint does not exist).
import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppDeps } from '../context'
import type { Env } from '../env'
import { createMetricsRecorder, type MetricsRecorder } from './metrics-recorder'
import { renderPrometheus } from './prometheus'

export { createMetricsRecorder, type MetricsRecorder } from './metrics-recorder'

export const METRICS_PATH = '/metrics'

// Keyed by the app's deps, so every app (and every test context) has its own figures without a new field in deps.
const recorders = new WeakMap<object, MetricsRecorder>()

/** The recorder of the app built with these deps; realtime code reports websocket sessions through it. */
export function recorderFor(deps: AppDeps | object): MetricsRecorder {
  let recorder = recorders.get(deps)
  if (!recorder) {
    recorder = createMetricsRecorder()
    recorders.set(deps, recorder)
  }
  return recorder
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function metricsMiddleware(
  recorder: MetricsRecorder,
  env: Pick<Env, 'metricsToken'>,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path === METRICS_PATH && c.req.method === 'GET') {
      const expected = env.metricsToken
      if (!expected) return c.text('Not found', 404)
      const given = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
      if (!sameToken(given, expected)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"')
        return c.text('Unauthorized', 401)
      }
      c.header('Cache-Control', 'no-store')
      return c.body(renderPrometheus(recorder.snapshot()), 200, {
        'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
      })
    }
    const started = performance.now()
    recorder.requestStarted()
    let status = 500
    try {
      await next()
      status = c.res.status
    } finally {
      let route = '(unmatched)'
      try {
        route = routePath(c) || route
      } catch {
        // no route matched at all
      }
      recorder.requestFinished({ method: c.req.method, route, status, ms: performance.now() - started })
    }
    if (c.req.path === '/api/health' && (status === 200 || status === 503))
      recorder.healthSample(status === 200)
    if (c.req.path !== '/embed') recorder.securityHeaders(c.res.headers)
  }
}
