// In-process request metrics: a sliding window for the health view's percentiles, in-flight requests, websocket
// sessions, provider errors and database health samples; every event also feeds the Prometheus figures.
import { createPromMetrics, type PromMetrics, type QueueDepthReader } from './prom-metrics'

/** Percentiles and the error rate describe the recent past, not the whole life of the process. */
export const WINDOW_MS = 5 * 60_000
const WINDOW_MAX_SAMPLES = 4096

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx'

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
  // The window's samples in a ring of typed arrays: a busy server records tens of thousands a second, and one
  // object per answer, kept for the window, made the garbage collector a large share of a cached read's cost.
  const sampleAt = new Float64Array(WINDOW_MAX_SAMPLES)
  const sampleMs = new Float64Array(WINDOW_MAX_SAMPLES)
  const sampleError = new Uint8Array(WINDOW_MAX_SAMPLES)
  /** Index of the oldest sample, and how many there are (the newest is at first + count - 1, modulo the size). */
  let first = 0
  let count = 0
  const slot = (i: number) => (first + i) % WINDOW_MAX_SAMPLES
  let requestsTotal = 0
  let inFlight = 0
  let websocketSessions = 0
  let healthUp = 0
  let healthDown = 0
  let lastSecurityHeaders: SecurityHeadersSeen | null = null
  let lastSecurityHeadersFrom: Headers | null = null

  const prune = (now: number) => {
    const from = now - WINDOW_MS
    while (count > 0 && sampleAt[first]! < from) {
      first = (first + 1) % WINDOW_MAX_SAMPLES
      count--
    }
  }
  const record = (at: number, ms: number, serverError: boolean) => {
    // A full ring drops its oldest sample: the window keeps the latest WINDOW_MAX_SAMPLES.
    if (count === WINDOW_MAX_SAMPLES) {
      first = (first + 1) % WINDOW_MAX_SAMPLES
      count--
    }
    const index = slot(count)
    sampleAt[index] = at
    sampleMs[index] = ms
    sampleError[index] = serverError ? 1 : 0
    count++
  }
  const latencies = () => Array.from({ length: count }, (_, i) => sampleMs[slot(i)]!)
  const serverErrorCount = () => {
    let errors = 0
    for (let i = 0; i < count; i++) errors += sampleError[slot(i)]!
    return errors
  }

  return {
    prom,
    instanceId,
    figures(now = clock()) {
      prune(now)
      const latencyCounts = new Array<number>(FIGURE_BOUNDS_MS.length + 1).fill(0)
      let maxMs = 0
      for (const ms of latencies()) {
        const index = FIGURE_BOUNDS_MS.findIndex((bound) => ms <= bound)
        const at = index === -1 ? FIGURE_BOUNDS_MS.length : index
        latencyCounts[at] = (latencyCounts[at] ?? 0) + 1
        maxMs = Math.max(maxMs, ms)
      }
      return {
        startedAt,
        requests: count,
        serverErrors: serverErrorCount(),
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
      record(clock(), ms, status >= 500)
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
      // Answers from memory pass the same Headers object every time: read once while it stays the last one.
      if (headers === lastSecurityHeadersFrom) return
      lastSecurityHeadersFrom = headers
      lastSecurityHeaders = {
        csp: /default-src/.test(headers.get('content-security-policy') ?? ''),
        nosniff: headers.get('x-content-type-options') === 'nosniff',
        frameDeny: headers.get('x-frame-options') === 'DENY',
      }
    },
    snapshot(now = clock()) {
      prune(now)
      const sorted = latencies().sort((a, b) => a - b)
      const errors = serverErrorCount()
      const healthTotal = healthUp + healthDown
      return {
        startedAt,
        uptimeSeconds: Math.round((now - startedAt) / 1000),
        inFlight,
        websocketSessions,
        requestsTotal,
        window: {
          requests: count,
          p50Ms: round(percentile(sorted, 50)),
          p95Ms: round(percentile(sorted, 95)),
          p99Ms: round(percentile(sorted, 99)),
          errorRate: count === 0 ? 0 : round((errors / count) * 100, 2),
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
