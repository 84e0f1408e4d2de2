// GET /api/health: a real database round trip, used by the client's connectivity check every 30 s.
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../context'

export function healthRoutes({ database, startedAt, logger }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store')
    const uptimeSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000)
    try {
      const latencyMs = await database.ping()
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
