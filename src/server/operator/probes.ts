// Real checks of each dependency: a database round trip, a one-token generation, a tiny synthesis, an SMTP
// handshake, a session lookup. Costly ones are cached briefly so a dashboard refreshing every 30 s stays cheap.
import { generateText } from 'ai'
import nodemailer from 'nodemailer'
import type { ModelChoice } from '../ai/providers'
import type { AppDeps } from '../context'
import { findPocketsphinx } from '../speech/recognition/pocketsphinx'
import { synthesize } from '../speech/synthesis/synthesize'
import { recorderFor } from './metrics'

export const PROBE_CACHE_MS = 30_000
const MODEL_TIMEOUT_MS = 15_000
const SMTP_TIMEOUT_MS = 5_000
const DATABASE_TIMEOUT_MS = 3_000

export interface ProbeResult {
  ok: boolean
  latencyMs: number
  /** Why it failed, for operators; scrubbed of secrets before it leaves the server. */
  error?: string
  detail?: Record<string, unknown>
}

const cache = new Map<string, { at: number; result: Promise<ProbeResult> }>()

/** Runs a probe, reusing a result younger than PROBE_CACHE_MS unless `fresh`. */
export function cached(key: string, run: () => Promise<ProbeResult>, fresh = false): Promise<ProbeResult> {
  const hit = cache.get(key)
  if (!fresh && hit && Date.now() - hit.at < PROBE_CACHE_MS) return hit.result
  const result = run()
  cache.set(key, { at: Date.now(), result })
  return result
}

async function timed(run: () => Promise<Record<string, unknown> | undefined>): Promise<ProbeResult> {
  const started = performance.now()
  try {
    const detail = (await run()) ?? undefined
    return { ok: true, latencyMs: Math.round(performance.now() - started), detail }
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** A database round trip; every answer is also an uptime sample. */
export async function probeDatabase(deps: AppDeps): Promise<ProbeResult> {
  const result = await timed(async () => {
    const latencyMs = await withTimeout(deps.database.ping(), DATABASE_TIMEOUT_MS, 'The database')
    return { kind: deps.database.kind, pingMs: latencyMs }
  })
  recorderFor(deps).healthSample(result.ok)
  return result
}

/** A one-token generation (the offline guide answers instantly); failures count as provider errors. */
export function probeModel(deps: AppDeps, choice: ModelChoice, fresh = false): Promise<ProbeResult> {
  return cached(
    `model:${choice.provider}:${choice.modelId}`,
    async () => {
      const result = await timed(async () => {
        const answer = await generateText({
          model: choice.model,
          prompt: 'Say hi.',
          maxOutputTokens: choice.isLocal ? undefined : 1,
          maxRetries: 0,
          abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
        })
        return { provider: choice.provider, model: choice.modelId, outputTokens: answer.usage.outputTokens }
      })
      if (!result.ok) recorderFor(deps).providerError(choice.provider)
      return result
    },
    fresh,
  )
}

/** A tiny offline synthesis: proves the speech engine loads and produces audible samples. */
export function probeSpeech(fresh = false): Promise<ProbeResult> {
  return cached(
    'speech:local',
    () =>
      timed(async () => {
        const audio = await synthesize({ text: 'Hello from Mochi.', language: 'en' })
        const durationSeconds = audio.pcm.length / audio.sampleRate
        if (!(durationSeconds > 0)) throw new Error('The speech engine produced no audio')
        return { durationSeconds: Math.round(durationSeconds * 1000) / 1000, sampleRate: audio.sampleRate }
      }),
    fresh,
  )
}

/** Speech recognition is available offline (pocketsphinx, English) or through an OpenAI-compatible endpoint. */
export function recognitionStatus(deps: Pick<AppDeps, 'env'>) {
  // The same check the recogniser makes (pocketsphinx or pocketsphinx_continuous, with the model installed).
  const offline = findPocketsphinx() !== undefined
  const remote = Boolean(deps.env.ai.openai.apiKey || deps.env.ai.openai.baseUrl)
  return {
    available: offline || remote,
    provider: remote
      ? ('openai-compatible' as const)
      : offline
        ? ('pocketsphinx' as const)
        : ('none' as const),
  }
}

/** With SMTP: a real handshake; without: the outbox (where mail waits for operators) must answer. */
export function probeEmail(deps: AppDeps, fresh = false): Promise<ProbeResult> {
  const smtpUrl = deps.env.smtpUrl
  if (!smtpUrl) {
    return timed(async () => {
      await deps.database.ping()
      return { mode: 'outbox' }
    })
  }
  return cached(
    `smtp:${smtpUrl}`,
    async () => {
      const result = await timed(async () => {
        const transport = nodemailer.createTransport(smtpUrl)
        try {
          await withTimeout(transport.verify(), SMTP_TIMEOUT_MS, 'The mail server')
        } finally {
          transport.close()
        }
        return { mode: 'smtp' }
      })
      if (!result.ok) recorderFor(deps).providerError('smtp')
      return result
    },
    fresh,
  )
}

/** A session lookup without a cookie must answer "nobody" rather than fail. */
export function probeAuth(deps: AppDeps): Promise<ProbeResult> {
  return timed(async () => {
    const session = await deps.auth.api.getSession({ headers: new Headers() })
    if (session !== null) throw new Error('An anonymous request resolved to a session')
    return { secretConfigured: Boolean(deps.env.authSecret) }
  })
}

/** The identity provider's discovery document, when one is configured. */
export function probeOidc(deps: AppDeps, fresh = false): Promise<ProbeResult> | null {
  const issuer = deps.env.oidc?.issuer
  if (!issuer) return null
  return cached(
    `oidc:${issuer}`,
    () =>
      timed(async () => {
        const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
        const response = await fetch(url, { signal: AbortSignal.timeout(SMTP_TIMEOUT_MS) })
        if (!response.ok) throw new Error(`The identity provider answered ${response.status}`)
      }),
    fresh,
  )
}
