// The Prometheus figures of one app, on prom-client: HTTP traffic by route pattern and status, AI calls by
// function and provider, realtime sessions, outbox depth, health samples; process metrics once per process.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** Prometheus histogram bounds for HTTP answers, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** AI calls are slower than most requests: a model answer or a synthesis takes up to tens of seconds. */
export const AI_LATENCY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80]

export const METRICS_PREFIX = 'mochi_'

// Process metrics (CPU, memory, event loop lag, handles, GC) describe the process, not an app, so they are
// registered once; every app's exposition includes them.
let processRegistry: Registry | undefined
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry, prefix: METRICS_PREFIX })
  }
  return processRegistry
}

export interface PromMetrics {
  registry: Registry
  httpRequests: Counter<'method' | 'route' | 'status'>
  httpDuration: Histogram<'method' | 'route' | 'status'>
  httpInFlight: Gauge
  aiCalls: Counter<'function' | 'provider' | 'outcome'>
  aiDuration: Histogram<'function' | 'provider' | 'outcome'>
  realtimeSessions: Gauge
  providerErrors: Counter<'provider'>
  healthSamples: Counter<'result'>
  /** The exposition text: process metrics, then the app's. */
  render(): Promise<string>
  contentType: string
}

/** Reads the outbox depth when scraped; several instances read the same table, so they report the same queue. */
export type QueueDepthReader = () => Promise<Record<string, number>>

export function createPromMetrics(readQueueDepth?: QueueDepthReader): PromMetrics {
  const registry = new Registry()
  const registers = [registry]
  const httpLabels = ['method', 'route', 'status'] as const
  const aiLabels = ['function', 'provider', 'outcome'] as const
  const metrics = {
    registry,
    httpRequests: new Counter({
      name: 'mochi_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class.',
      labelNames: httpLabels,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'mochi_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status class.',
      labelNames: httpLabels,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    httpInFlight: new Gauge({
      name: 'mochi_http_requests_in_flight',
      help: 'HTTP requests being answered now.',
      registers,
    }),
    aiCalls: new Counter({
      name: 'mochi_ai_calls_total',
      help: 'Calls to AI models and speech engines, by the function or route that made them, provider and outcome (ok or error).',
      labelNames: aiLabels,
      registers,
    }),
    aiDuration: new Histogram({
      name: 'mochi_ai_call_duration_seconds',
      help: 'Time AI calls took (a streamed answer counts until its last part), by function, provider and outcome.',
      labelNames: aiLabels,
      buckets: AI_LATENCY_BUCKETS,
      registers,
    }),
    realtimeSessions: new Gauge({
      name: 'mochi_realtime_sessions',
      help: 'Open realtime voice sessions on this instance.',
      registers,
    }),
    providerErrors: new Counter({
      name: 'mochi_provider_errors_total',
      help: 'Failed calls to AI, speech or mail providers (health probes and realtime included).',
      labelNames: ['provider'] as const,
      registers,
    }),
    healthSamples: new Counter({
      name: 'mochi_health_samples_total',
      help: 'Database health checks, by result.',
      labelNames: ['result'] as const,
      registers,
    }),
  }
  // Both results exist from the start, so a rate over them is defined before the first failure.
  metrics.healthSamples.inc({ result: 'up' }, 0)
  metrics.healthSamples.inc({ result: 'down' }, 0)
  if (readQueueDepth) {
    new Gauge({
      name: 'mochi_mail_outbox_messages',
      help: 'Mail in the outbox, by status (pending and sending make the delivery queue); shared by every instance.',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        this.reset()
        try {
          const depth = await readQueueDepth()
          for (const [status, count] of Object.entries(depth)) this.set({ status }, count)
        } catch {
          // The database is down: no figure rather than a wrong one (the health samples say why).
        }
      },
    })
  }
  return {
    ...metrics,
    contentType: registry.contentType,
    async render() {
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`
    },
  }
}
