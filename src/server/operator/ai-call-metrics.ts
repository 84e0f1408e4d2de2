// Counts AI calls by the function (or route) that made them and the provider: the request's metrics travel in
// AsyncLocalStorage, so model and speech code records calls without knowing which request it serves.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { LanguageModelV4 } from '@ai-sdk/provider'
import { type LanguageModelMiddleware, wrapLanguageModel } from 'ai'
import type { PromMetrics } from './prom-metrics'

interface CallScope {
  metrics: PromMetrics
  /** The function name or route pattern, read when a call happens (the route is known only once matched). */
  caller: () => string
}

const scope = new AsyncLocalStorage<CallScope>()

/** Runs `work` with AI calls counted under `caller`. */
export function withAiCallScope<T>(metrics: PromMetrics, caller: () => string, work: () => T): T {
  return scope.run({ metrics, caller }, work)
}

/** Counts one AI call of `provider` that began at `started` (performance.now()) as ok or failed. */
export function recordAiCall(provider: string, started: number, ok: boolean) {
  const current = scope.getStore()
  if (!current) return
  let caller = '(unknown)'
  try {
    caller = current.caller() || caller
  } catch {
    // the caller could not be named
  }
  const labels = { function: caller, provider, outcome: ok ? 'ok' : 'error' }
  current.metrics.aiCalls.inc(labels)
  current.metrics.aiDuration.observe(labels, (performance.now() - started) / 1000)
}

/** Times one AI call (a synthesis, a transcription, an image) and counts it as ok or failed. */
export async function observeAiCall<T>(provider: string, run: () => PromiseLike<T>): Promise<T> {
  const started = performance.now()
  try {
    const result = await run()
    recordAiCall(provider, started, true)
    return result
  } catch (error) {
    recordAiCall(provider, started, false)
    throw error
  }
}

/** Times a stream of parts from its start to its last part. */
export async function* observeAiStream<T>(provider: string, parts: AsyncIterable<T>): AsyncGenerator<T> {
  const started = performance.now()
  try {
    yield* parts
    recordAiCall(provider, started, true)
  } catch (error) {
    recordAiCall(provider, started, false)
    throw error
  }
}

function measuredModel(provider: string): LanguageModelMiddleware {
  return {
    wrapGenerate: ({ doGenerate }) => observeAiCall(provider, doGenerate),
    wrapStream: async ({ doStream }) => {
      const started = performance.now()
      let result: Awaited<ReturnType<typeof doStream>>
      try {
        result = await doStream()
      } catch (error) {
        recordAiCall(provider, started, false)
        throw error
      }
      let failed = false
      const watch = new TransformStream({
        transform(part, controller) {
          if ((part as { type?: string }).type === 'error') failed = true
          controller.enqueue(part)
        },
        flush() {
          recordAiCall(provider, started, !failed)
        },
      })
      return { ...result, stream: result.stream.pipeThrough(watch) }
    },
  }
}

/** The model with every generation counted under its provider. */
export function measured(model: LanguageModelV4, provider: string): LanguageModelV4 {
  return wrapLanguageModel({ model, middleware: measuredModel(provider) })
}
