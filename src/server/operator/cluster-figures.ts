// The health view's request figures for the whole deployment: every instance publishes its recent window to the
// database every few seconds, and whichever instance answers adds up the fresh ones, so all of them agree.
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { AppDeps } from '../context'
import type { Db } from '../db/client'
import { instanceFigures } from '../db/schema/instance-figures'
import type { Logger } from '../lib/logger'
import { recorderFor } from './metrics'
import { FIGURE_BOUNDS_MS, type MetricsRecorder, type WindowFigures } from './metrics-recorder'

export const PUBLISH_INTERVAL_MS = 5_000
/** Figures older than this belong to an instance that stopped (or cannot reach the database): left out. */
export const FRESH_SECONDS = 20

export async function publishFigures(db: Db, recorder: MetricsRecorder): Promise<void> {
  const figures = recorder.figures()
  await db
    .insert(instanceFigures)
    .values({ instanceId: recorder.instanceId, figures, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: instanceFigures.instanceId, set: { figures, updatedAt: sql`now()` } })
}

/** Publishes now and every PUBLISH_INTERVAL_MS; `stop` withdraws the row, so a drained instance drops out. */
export function startFiguresPublisher(deps: AppDeps, logger: Logger) {
  const recorder = recorderFor(deps)
  const publish = () =>
    publishFigures(deps.database.db, recorder).catch((error) =>
      logger.debug({ err: error }, 'instance figures not published'),
    )
  void publish()
  const timer = setInterval(publish, PUBLISH_INTERVAL_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await deps.database.db
        .delete(instanceFigures)
        .where(eq(instanceFigures.instanceId, recorder.instanceId))
        .catch(() => undefined)
    },
  }
}

/** This instance's figures (live) and the other instances' fresh published ones; only its own without a database. */
export async function figuresOfAllInstances(deps: AppDeps): Promise<WindowFigures[]> {
  const recorder = recorderFor(deps)
  const own = recorder.figures()
  try {
    const rows = await deps.database.db
      .select({ figures: instanceFigures.figures })
      .from(instanceFigures)
      .where(
        and(
          ne(instanceFigures.instanceId, recorder.instanceId),
          gt(instanceFigures.updatedAt, sql`now() - ${`${FRESH_SECONDS} seconds`}::interval`),
        ),
      )
    return [own, ...rows.map((row) => row.figures)]
  } catch {
    return [own]
  }
}

/** Nearest-rank percentile over a histogram: the upper bound of the bucket holding the rank (max for the last). */
function histogramPercentile(counts: number[], total: number, p: number, maxMs: number): number {
  if (total === 0) return 0
  const rank = Math.max(1, Math.ceil((p / 100) * total))
  let seen = 0
  for (let index = 0; index < counts.length; index++) {
    seen += counts[index] ?? 0
    if (seen >= rank) return Math.min(FIGURE_BOUNDS_MS[index] ?? maxMs, maxMs)
  }
  return maxMs
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

export interface MergedFigures {
  instances: number
  requests: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  errorRate: number
  inFlight: number
  websocketSessions: number
  uptimePercentage: number | null
  uptimeSeconds: number
}

export function mergeFigures(all: WindowFigures[], now = Date.now()): MergedFigures {
  const sum = (pick: (figures: WindowFigures) => number) =>
    all.reduce((total, figures) => total + pick(figures), 0)
  const counts = new Array<number>(FIGURE_BOUNDS_MS.length + 1).fill(0)
  for (const figures of all) {
    figures.latencyCounts.forEach((count, index) => {
      counts[index] = (counts[index] ?? 0) + count
    })
  }
  const requests = sum((figures) => figures.requests)
  const maxMs = Math.max(0, ...all.map((figures) => figures.maxMs))
  const healthUp = sum((figures) => figures.healthUp)
  const healthTotal = healthUp + sum((figures) => figures.healthDown)
  const oldest = Math.min(...all.map((figures) => figures.startedAt))
  return {
    instances: all.length,
    requests,
    p50Ms: round(histogramPercentile(counts, requests, 50, maxMs)),
    p95Ms: round(histogramPercentile(counts, requests, 95, maxMs)),
    p99Ms: round(histogramPercentile(counts, requests, 99, maxMs)),
    errorRate: requests === 0 ? 0 : round((sum((figures) => figures.serverErrors) / requests) * 100, 2),
    inFlight: sum((figures) => figures.inFlight),
    websocketSessions: sum((figures) => figures.websocketSessions),
    uptimePercentage: healthTotal === 0 ? null : round((healthUp / healthTotal) * 100, 2),
    uptimeSeconds: Math.round((now - oldest) / 1000),
  }
}
