// The request-metrics middleware (mounted first in createApp), one recorder per app, and GET /metrics (prom-client
// exposition) behind a bearer token (METRICS_TOKEN, 16+ characters; without one the endpoint does not exist).
import { timingSafeEqual } from 'node:crypto'
import { count, inArray } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppDeps } from '../context'
import type { Db } from '../db/client'
import { emailOutbox } from '../db/schema/outbox'
import type { Env } from '../env'
import { withAiCallScope } from './ai-call-metrics'
import { createMetricsRecorder, type MetricsRecorder } from './metrics-recorder'

export { createMetricsRecorder, type MetricsRecorder } from './metrics-recorder'

export const METRICS_PATH = '/metrics'

// Keyed by the app's deps, so every app (and every test context) has its own figures without a new field in deps.
const recorders = new WeakMap<object, MetricsRecorder>()

const QUEUE_STATUSES = ['pending', 'sending', 'failed', 'held']

/** Outbox rows by status: the delivery queue every instance shares. */
export function outboxDepthReader(db: Db) {
  return async () => {
    const rows = await db
      .select({ status: emailOutbox.status, count: count() })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, QUEUE_STATUSES))
      .groupBy(emailOutbox.status)
    const depth: Record<string, number> = Object.fromEntries(QUEUE_STATUSES.map((status) => [status, 0]))
    for (const row of rows) depth[row.status] = Number(row.count)
    return depth
  }
}

/** The recorder of the app built with these deps; realtime code reports websocket sessions through it. */
export function recorderFor(deps: AppDeps | object): MetricsRecorder {
  let recorder = recorders.get(deps)
  if (!recorder) {
    const database = (deps as Partial<AppDeps>).database
    recorder = createMetricsRecorder(Date.now, database ? outboxDepthReader(database.db) : undefined)
    recorders.set(deps, recorder)
  }
  return recorder
}

/** What AI calls are counted under: the function's name, or the route pattern for everything else. */
function callerOf(c: Context): string {
  const fn = /^\/functions\/v1\/([\w-]+)$/.exec(c.req.path)
  if (fn) return fn[1]!
  return routePath(c)
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
      return c.body(await recorder.prom.render(), 200, { 'Content-Type': recorder.prom.contentType })
    }
    const started = performance.now()
    recorder.requestStarted()
    let status = 500
    try {
      await withAiCallScope(recorder.prom, () => callerOf(c), next)
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
