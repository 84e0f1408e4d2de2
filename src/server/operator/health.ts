// The health status result (spec 3) and the comprehensive check, computed from real probes and measurements.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../context'
import { user } from '../db/schema/auth'
import { figuresOfAllInstances, mergeFigures } from './cluster-figures'
import { recorderFor } from './metrics'
import {
  type ProbeResult,
  probeAuth,
  probeDatabase,
  probeEmail,
  probeModel,
  probeOidc,
  probeSpeech,
  recognitionStatus,
} from './probes'

/** "not_configured": set up partly or not at all (voice services without a recogniser); never counted healthy. */
export type ServiceStatus = 'healthy' | 'unhealthy' | 'error' | 'not_configured'

export interface HealthOptions {
  include_metrics: boolean
  include_security: boolean
  include_mobile: boolean
  fresh?: boolean
}

export interface CriticalServices {
  database: boolean
  chat_model: boolean
  speech: boolean
  email: boolean
  auth: boolean
}

export interface PerformanceMetrics {
  uptime_percentage: number
  response_time_ms: number
  active_connections: number
  error_rate: number
  p50_ms: number
  p99_ms: number
  requests_in_window: number
  websocket_sessions: number
  uptime_seconds: number
  /** How many instances the figures add up (those that published in the last 20 s, and this one). */
  instances: number
}

export interface HealthStatusResult {
  overall_health: number
  critical_services: CriticalServices
  performance_metrics?: PerformanceMetrics
  security_status?: Record<string, boolean>
  mobile_optimization?: Record<string, boolean>
  checked_at: string
}

/**
 * Request figures of the whole deployment: with other instances running, the sum of every instance's published
 * window (percentiles read from a shared histogram); alone, this instance's exact figures.
 */
export async function performanceMetrics(deps: AppDeps): Promise<PerformanceMetrics> {
  const all = await figuresOfAllInstances(deps)
  if (all.length > 1) {
    const merged = mergeFigures(all)
    return {
      uptime_percentage: merged.uptimePercentage ?? 0,
      response_time_ms: merged.p95Ms,
      active_connections: merged.inFlight + merged.websocketSessions,
      error_rate: merged.errorRate,
      p50_ms: merged.p50Ms,
      p99_ms: merged.p99Ms,
      requests_in_window: merged.requests,
      websocket_sessions: merged.websocketSessions,
      uptime_seconds: merged.uptimeSeconds,
      instances: merged.instances,
    }
  }
  const snapshot = recorderFor(deps).snapshot()
  return {
    uptime_percentage: snapshot.health.uptimePercentage ?? 0,
    response_time_ms: snapshot.window.p95Ms,
    active_connections: snapshot.inFlight + snapshot.websocketSessions,
    error_rate: snapshot.window.errorRate,
    p50_ms: snapshot.window.p50Ms,
    p99_ms: snapshot.window.p99Ms,
    requests_in_window: snapshot.window.requests,
    websocket_sessions: snapshot.websocketSessions,
    uptime_seconds: snapshot.uptimeSeconds,
    instances: 1,
  }
}

async function probeCritical(deps: AppDeps, fresh: boolean) {
  const [database, chat, speech, email, auth] = await Promise.all([
    probeDatabase(deps),
    probeModel(deps, deps.models.chat, fresh),
    probeSpeech(fresh),
    probeEmail(deps, fresh),
    probeAuth(deps),
  ])
  return { database, chat, speech, email, auth }
}

async function adminExists(deps: AppDeps): Promise<boolean> {
  if (deps.env.adminEmails.length > 0) return true
  try {
    const rows = await deps.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, 'admin'))
      .limit(1)
    return rows.length > 0
  } catch {
    return false
  }
}

function isHttps(deps: AppDeps, c: Context<AppEnv>): boolean {
  if (deps.env.publicUrl?.startsWith('https://')) return true
  if (new URL(c.req.url).protocol === 'https:') return true
  return deps.env.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
}

export async function securityStatus(deps: AppDeps, c: Context<AppEnv>): Promise<Record<string, boolean>> {
  const seen = recorderFor(deps).snapshot().lastSecurityHeaders
  return {
    csp_enabled: seen?.csp ?? false,
    nosniff_enabled: seen?.nosniff ?? false,
    frame_protection: seen?.frameDeny ?? false,
    https: isHttps(deps, c),
    admin_configured: await adminExists(deps),
    auth_secret_configured: Boolean(deps.env.authSecret),
    rate_limits:
      deps.env.ai.chatLimitPerMinute > 0 &&
      deps.env.signInLimits.perAccount > 0 &&
      deps.env.signInLimits.perAddress > 0,
  }
}

/** Inspects the built web app: the phone-friendly viewport, responsive CSS, an icon and the language tag. */
export function mobileOptimization(webDistDir: string): Record<string, boolean> {
  const indexFile = path.join(webDistDir, 'index.html')
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : ''
  const assetsDir = path.join(webDistDir, 'assets')
  const css = existsSync(assetsDir)
    ? readdirSync(assetsDir)
        .filter((name) => name.endsWith('.css'))
        .map((name) => readFileSync(path.join(assetsDir, name), 'utf8'))
        .join('\n')
    : ''
  return {
    build_present: html.length > 0,
    viewport_meta: /<meta[^>]+name=["']viewport["'][^>]*width=device-width/i.test(html),
    responsive_build: /@media[^{]*(min-width|max-width|width\s*[<>]=?)/i.test(css),
    app_icon: /<link[^>]+rel=["'][^"']*icon/i.test(html),
    language_tag: /<html[^>]+lang=/i.test(html),
  }
}

const share = (flags: boolean[]) =>
  flags.length === 0 ? 0 : Math.round((flags.filter(Boolean).length / flags.length) * 100)

export async function healthStatus(
  deps: AppDeps,
  c: Context<AppEnv>,
  options: HealthOptions,
): Promise<HealthStatusResult> {
  const probes = await probeCritical(deps, options.fresh ?? false)
  const critical: CriticalServices = {
    database: probes.database.ok,
    chat_model: probes.chat.ok,
    speech: probes.speech.ok,
    email: probes.email.ok,
    auth: probes.auth.ok,
  }
  const security = await securityStatus(deps, c)
  return {
    // HTTPS and a configured session secret count with the services: a plain-HTTP install is not 100%.
    overall_health: share([...Object.values(critical), security.https!, security.auth_secret_configured!]),
    critical_services: critical,
    ...(options.include_metrics ? { performance_metrics: await performanceMetrics(deps) } : {}),
    ...(options.include_security ? { security_status: security } : {}),
    ...(options.include_mobile ? { mobile_optimization: mobileOptimization(deps.env.webDistDir) } : {}),
    checked_at: new Date().toISOString(),
  }
}

const status = (probe: ProbeResult): ServiceStatus => (probe.ok ? 'healthy' : 'unhealthy')

/** An integration's state: working, set up but failing, or not set up at all (never counted as healthy). */
export type IntegrationState = 'healthy' | 'unhealthy' | 'not_configured'

export interface ComprehensiveHealth {
  services: Record<string, { status: ServiceStatus; latency_ms: number; provider?: string }>
  integrations: Record<string, { healthy: boolean; configured: boolean; status: IntegrationState }>
  checked_at: string
}

function withStates(
  integrations: Record<string, { healthy: boolean; configured: boolean }>,
): ComprehensiveHealth['integrations'] {
  return Object.fromEntries(
    Object.entries(integrations).map(([name, value]) => {
      const state: IntegrationState = !value.configured
        ? 'not_configured'
        : value.healthy
          ? 'healthy'
          : 'unhealthy'
      return [name, { ...value, status: state }]
    }),
  )
}

export async function comprehensiveHealth(deps: AppDeps): Promise<ComprehensiveHealth> {
  const [critical, reasoning, oidc] = await Promise.all([
    probeCritical(deps, false),
    probeModel(deps, deps.models.reasoning),
    probeOidc(deps),
  ])
  const recognition = recognitionStatus(deps)
  const modelHealthy = (provider: 'openai' | 'anthropic', configured: boolean) => {
    const used = [
      [deps.models.chat.provider, critical.chat.ok],
      [deps.models.reasoning.provider, reasoning.ok],
    ].filter(([name]) => name === provider)
    return configured && used.every(([, ok]) => ok === true)
  }
  const openaiConfigured = Boolean(deps.env.ai.openai.apiKey || deps.env.ai.openai.baseUrl)
  const anthropicConfigured = Boolean(deps.env.ai.anthropic.apiKey)
  const elevenLabsConfigured = Boolean(deps.env.elevenLabs)
  const smtpConfigured = Boolean(deps.env.smtpUrl)
  return {
    services: {
      database: { status: status(critical.database), latency_ms: critical.database.latencyMs },
      chat_model: {
        status: status(critical.chat),
        latency_ms: critical.chat.latencyMs,
        provider: deps.models.chat.provider,
      },
      reasoning_model: {
        status: status(reasoning),
        latency_ms: reasoning.latencyMs,
        provider: deps.models.reasoning.provider,
      },
      speech: { status: status(critical.speech), latency_ms: critical.speech.latencyMs, provider: 'local' },
      email: {
        status: status(critical.email),
        latency_ms: critical.email.latencyMs,
        provider: smtpConfigured ? 'smtp' : 'outbox',
      },
      auth: { status: status(critical.auth), latency_ms: critical.auth.latencyMs },
    },
    integrations: withStates({
      openai: { configured: openaiConfigured, healthy: modelHealthy('openai', openaiConfigured) },
      anthropic: { configured: anthropicConfigured, healthy: modelHealthy('anthropic', anthropicConfigured) },
      elevenlabs: {
        configured: elevenLabsConfigured,
        healthy: elevenLabsConfigured && !recorderFor(deps).snapshot().providerErrors.elevenlabs,
      },
      smtp: { configured: smtpConfigured, healthy: smtpConfigured && critical.email.ok },
      oidc: { configured: oidc !== null, healthy: oidc !== null && (await oidc).ok },
      speech_recognition: { configured: recognition.available, healthy: recognition.available },
    }),
    checked_at: new Date().toISOString(),
  }
}
