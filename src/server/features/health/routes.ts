// GET /api/health: a real database round trip (shared by checks arriving together), polled by the client every 30 s
// and by load balancers; GET /api/health/ready: the same, but 503 once the instance is draining (SIGTERM received).
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../context'
import { isDraining } from '../../lib/draining'

export function healthRoutes({ database, startedAt, logger }: AppDeps) {
  const ping = sharedPing(database.ping)
  return new Hono<AppEnv>()
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store')
      if (isDraining()) return c.json({ ready: false as const, reason: 'draining' as const }, 503)
      try {
        await ping()
        return c.json({ ready: true as const })
      } catch {
        return c.json({ ready: false as const, reason: 'database' as const }, 503)
      }
    })
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store')
      const uptimeSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000)
      try {
        const latencyMs = await ping()
        return c.json({
          status: 'ok' as const,
          database: { status: 'up' as const, kind: database.kind, latencyMs },
          uptimeSeconds,
          time: new Date().toISOString(),
        })
      } catch (error) {
        logger.warn({ err: error }, 'health check: database unreachable')
        return c.json(
          {
            status: 'degraded' as const,
            database: { status: 'down' as const, kind: database.kind, latencyMs: null },
            uptimeSeconds,
            time: new Date().toISOString(),
          },
          503,
        )
      }
    })
}

/**
 * Checks arriving together share one database round trip, and every answer comes from a round trip that
 * began after its request arrived: a request that finds a ping already on its way waits for the next one,
 * which all such requests share. Under load that is one ping per round trip time, not one per request.
 */
export function sharedPing(ping: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | undefined
  let next: Promise<number> | undefined
  const fresh = (): Promise<number> => {
    if (!inFlight) {
      inFlight = ping().finally(() => {
        inFlight = undefined
      })
      return inFlight
    }
    next ??= inFlight
      .catch(() => {})
      .then(() => {
        next = undefined
        return fresh()
      })
    return next
  }
  return fresh
}
