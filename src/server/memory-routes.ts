// The reads answered from memory at the Node http layer (lib/memory-reads): the seeded facts, and /api/health
// with a database round trip of its own per answer (shared with the checks arriving in the same turn).
import type { AppDeps } from './context'
import { healthPing, healthyBody } from './features/health/routes'
import { createMemoryReads, type MemoryRoute } from './lib/memory-reads'
import { recorderFor } from './operator/metrics'

type Fetch = Parameters<typeof createMemoryReads>[0]['fetch']

export function memoryReads(deps: AppDeps, fetch: Fetch) {
  const { database, startedAt } = deps
  const recorder = recorderFor(deps)
  const facts: MemoryRoute = { kind: 'content', route: '/api/facts' }
  const ping = healthPing(database)
  const health: MemoryRoute = {
    kind: 'dynamic',
    route: '/api/health',
    async answer() {
      const uptimeSeconds = Math.round((Date.now() - startedAt.getTime()) / 1000)
      try {
        return JSON.stringify(healthyBody(database.kind, uptimeSeconds, await ping()))
      } catch {
        // The app answers 503 with its own (fresh) round trip and logs why.
        return undefined
      }
    },
    onAnswer: (status) => recorder.healthSample(status === 200),
  }
  return createMemoryReads({
    fetch,
    env: deps.env,
    recorder,
    logger: deps.logger,
    routes: {
      '/api/facts': facts,
      '/api/facts?lang=en': facts,
      '/api/facts?lang=es': facts,
      '/api/health': health,
    },
  })
}

export type MemoryReads = ReturnType<typeof memoryReads>
