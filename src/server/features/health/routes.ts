// GET /api/health: a real database round trip (shared by checks arriving together), polled by the client every 30 s
// and by load balancers; GET /api/health/ready: the same, but 503 once the instance is draining (SIGTERM received).
import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../../context'
import { isDraining } from '../../lib/draining'

export function healthRoutes({ database, startedAt, logger }: AppDeps) {
  const ping = healthPing(database)
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
        return c.json(healthyBody(database.kind, uptimeSeconds, await ping()))
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

/** The answer of a healthy check (the memory front in memory-routes sends the same). */
export const healthyBody = (kind: AppDeps['database']['kind'], uptimeSeconds: number, latencyMs: number) => ({
  status: 'ok' as const,
  database: { status: 'up' as const, kind, latencyMs },
  uptimeSeconds,
  time: new Date().toISOString(),
})

/**
 * Checks arriving together share one database round trip, and every answer comes from a round trip that
 * began after its request arrived: a request that finds a ping already on its way waits for the next one,
 * which all such requests share. A ping starts one event-loop turn after its first caller, so the requests
 * Node parses in the same turn join it (an embedded database answers within microtasks, before the next
 * request is even read). Under load that is one ping per round trip, not one per request.
 */
export function sharedPing(ping: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined
  let waiting: Promise<number> | undefined
  const start = () => {
    waiting = undefined
    const run = ping()
    running = run
    const clear = () => {
      if (running === run) running = undefined
    }
    run.then(clear, clear)
    return run
  }
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
  return () => {
    waiting ??= (running ? running.then(nextTurn, nextTurn) : nextTurn()).then(start)
    return waiting
  }
}

// One shared ping per database, so the Hono route and the memory front (memory-routes) group checks together.
const pings = new WeakMap<object, () => Promise<number>>()

export function healthPing(database: Pick<AppDeps['database'], 'ping'>): () => Promise<number> {
  let ping = pings.get(database)
  if (!ping) {
    ping = sharedPing(database.ping)
    pings.set(database, ping)
  }
  return ping
}
