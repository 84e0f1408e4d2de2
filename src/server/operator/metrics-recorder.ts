// In-process request metrics: a sliding window for the health view's percentiles, in-flight requests, websocket
// sessions, provider errors and database health samples; every event also feeds the Prometheus figures.
import { createPromMetrics, type PromMetrics, type QueueDepthReader } from './prom-metrics'

/** Percentiles and the error rate describe the recent past, not the whole life of the process. */
export const WINDOW_MS = 5 * 60_000
const WINDOW_MAX_SAMPLES = 4096

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx'

interface Sample {
  at: number
  ms: number
  serverError: boolean
}

export interface WindowStats {
  requests: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  /** Share of 5xx answers in the window, in percent. */
  errorRate: number
}

export interface SecurityHeadersSeen {
  csp: boolean
  nosniff: boolean
  frameDeny: boolean
}

export interface MetricsRecorder {
  requestStarted(): void
  requestFinished(entry: { method: string; route: string; status: number; ms: number }): void
  websocketOpened(): void
  websocketClosed(): void
  providerError(provider: string): void
  healthSample(databaseUp: boolean): void
  securityHeaders(headers: Headers): void
  snapshot(now?: number): MetricsSnapshot
  /** This instance's window in a form several instances' figures can be added up from (see cluster-figures). */
  figures(now?: number): WindowFigures
  /** Names this recorder's row among the instances' figures. */
  readonly instanceId: string
  /** The same events as Prometheus metrics (prom-client), plus AI calls and the outbox depth. */
  readonly prom: PromMetrics
}

export interface MetricsSnapshot {
  startedAt: number
  uptimeSeconds: number
  inFlight: number
  websocketSessions: number
  requestsTotal: number
  window: WindowStats
  providerErrors: Record<string, number>
  health: { up: number; down: number; uptimePercentage: number | null }
  lastSecurityHeaders: SecurityHeadersSeen | null
}

/** Latency bounds (ms) of the shareable window histogram: percentiles of several instances are read from it. */
export const FIGURE_BOUNDS_MS = [
  1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100, 150, 200, 300, 400, 500, 700, 1000, 1500, 2000, 3000, 5000,
  7000, 10_000, 20_000, 30_000, 60_000,
] as const

export interface WindowFigures {
  startedAt: number
  requests: number
  serverErrors: number
  /** Requests per FIGURE_BOUNDS_MS bound, then one count for slower ones; not cumulative. */
  latencyCounts: number[]
  maxMs: number
  inFlight: number
  websocketSessions: number
  healthUp: number
  healthDown: number
}

export function statusClass(status: number): StatusClass {
  const hundreds = Math.min(5, Math.max(1, Math.floor(status / 100)))
  return `${hundreds}xx` as StatusClass
}

/** Nearest-rank percentile of sorted values (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

export function createMetricsRecorder(
  clock: () => number = Date.now,
  readQueueDepth?: QueueDepthReader,
): MetricsRecorder {
  const startedAt = clock()
  const instanceId = crypto.randomUUID()
  const prom = createPromMetrics(readQueueDepth)
  const providerErrors = new Map<string, number>()
  let samples: Sample[] = []
  let requestsTotal = 0
  let inFlight = 0
  let websocketSessions = 0
  let healthUp = 0
  let healthDown = 0
  let lastSecurityHeaders: SecurityHeadersSeen | null = null

  const prune = (now: number) => {
    const from = now - WINDOW_MS
    if (samples.length > WINDOW_MAX_SAMPLES) samples = samples.slice(samples.length - WINDOW_MAX_SAMPLES)
    const firstFresh = samples.findIndex((sample) => sample.at >= from)
    if (firstFresh === -1) samples = []
    else if (firstFresh > 0) samples = samples.slice(firstFresh)
  }

  return {
    prom,
    instanceId,
    figures(now = clock()) {
      prune(now)
      const latencyCounts = new Array<number>(FIGURE_BOUNDS_MS.length + 1).fill(0)
      let maxMs = 0
      for (const sample of samples) {
        const index = FIGURE_BOUNDS_MS.findIndex((bound) => sample.ms <= bound)
        const at = index === -1 ? FIGURE_BOUNDS_MS.length : index
        latencyCounts[at] = (latencyCounts[at] ?? 0) + 1
        maxMs = Math.max(maxMs, sample.ms)
      }
      return {
        startedAt,
        requests: samples.length,
        serverErrors: samples.filter((sample) => sample.serverError).length,
        latencyCounts,
        maxMs,
        inFlight,
        websocketSessions,
        healthUp,
        healthDown,
      }
    },
    requestStarted() {
      inFlight++
      prom.httpInFlight.inc()
    },
    requestFinished({ method, route, status, ms }) {
      if (inFlight > 0) prom.httpInFlight.dec()
      inFlight = Math.max(0, inFlight - 1)
      requestsTotal++
      const labels = { method, route, status: statusClass(status) }
      prom.httpRequests.inc(labels)
      prom.httpDuration.observe(labels, ms / 1000)
      const now = clock()
      samples.push({ at: now, ms, serverError: status >= 500 })
      if (samples.length > WINDOW_MAX_SAMPLES * 1.25) prune(now)
    },
    websocketOpened() {
      websocketSessions++
      prom.realtimeSessions.set(websocketSessions)
    },
    websocketClosed() {
      websocketSessions = Math.max(0, websocketSessions - 1)
      prom.realtimeSessions.set(websocketSessions)
    },
    providerError(provider) {
      providerErrors.set(provider, (providerErrors.get(provider) ?? 0) + 1)
      prom.providerErrors.inc({ provider })
    },
    healthSample(databaseUp) {
      if (databaseUp) healthUp++
      else healthDown++
      prom.healthSamples.inc({ result: databaseUp ? 'up' : 'down' })
    },
    securityHeaders(headers) {
      lastSecurityHeaders = {
        csp: /default-src/.test(headers.get('content-security-policy') ?? ''),
        nosniff: headers.get('x-content-type-options') === 'nosniff',
        frameDeny: headers.get('x-frame-options') === 'DENY',
      }
    },
    snapshot(now = clock()) {
      prune(now)
      const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b)
      const errors = samples.filter((sample) => sample.serverError).length
      const healthTotal = healthUp + healthDown
      return {
        startedAt,
        uptimeSeconds: Math.round((now - startedAt) / 1000),
        inFlight,
        websocketSessions,
        requestsTotal,
        window: {
          requests: samples.length,
          p50Ms: round(percentile(sorted, 50)),
          p95Ms: round(percentile(sorted, 95)),
          p99Ms: round(percentile(sorted, 99)),
          errorRate: samples.length === 0 ? 0 : round((errors / samples.length) * 100, 2),
        },
        providerErrors: Object.fromEntries(providerErrors),
        health: {
          up: healthUp,
          down: healthDown,
          uptimePercentage: healthTotal === 0 ? null : round((healthUp / healthTotal) * 100, 2),
        },
        lastSecurityHeaders,
      }
    },
  }
}
