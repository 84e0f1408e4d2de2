// Calls of the operator console: the admin routes under /api/operator, the email outbox, and the named
// functions (deployment, health, voice test). Response types come from the server's own modules.
import type { DeploymentResult } from '../../../server/operator/deployment'
import type { HealthStatusResult } from '../../../server/operator/health'
import { api, invokeFunction, unwrap } from '../../lib/api-client'

export type { DeploymentResult } from '../../../server/operator/deployment'
export type { HealthStatusResult } from '../../../server/operator/health'

export type ServiceState = 'healthy' | 'unhealthy' | 'error' | string

export const OPERATOR_KEYS = {
  status: ['operator', 'status'] as const,
  deployments: ['operator', 'deployments'] as const,
  analytics: (days: number) => ['operator', 'analytics', days] as const,
  outbox: ['operator', 'outbox'] as const,
}

export const fetchProductionStatus = () => unwrap(api.api.operator.status.$get())
export type ProductionStatus = Awaited<ReturnType<typeof fetchProductionStatus>>

export const fetchDeployments = () => unwrap(api.api.operator.deployments.$get({ query: { limit: '20' } }))
export type DeploymentHistory = Awaited<ReturnType<typeof fetchDeployments>>

export const fetchAnalytics = (days: number) =>
  unwrap(api.api.operator.analytics.$get({ query: { days: String(days) } }))
export type OperatorAnalytics = Awaited<ReturnType<typeof fetchAnalytics>>

export const fetchOutbox = () => unwrap(api.api.admin.outbox.$get())
export type Outbox = Awaited<ReturnType<typeof fetchOutbox>>

export interface DeployOptions {
  services: string[]
  forceRedeploy: boolean
  environment: string
  /** The spec's fixed operator label; the server records the real admin next to it. */
  label: 'deployment_user' | 'production_deploy'
}

export function deploy(options: DeployOptions) {
  return invokeFunction<DeploymentResult>('unified_deployment', {
    services: options.services,
    force_redeploy: options.forceRedeploy,
    environment: options.environment,
    user_id: options.label,
  })
}

export function runHealthCheck() {
  return invokeFunction<HealthStatusResult & { check_type: string }>('unified_health_monitor', {
    check_type: 'production_readiness',
    include_metrics: true,
    include_security: true,
    include_mobile: true,
  })
}

export interface VoiceHealth {
  healthy: boolean
  /** healthy (speaks and listens), not_configured (speaks, no recogniser) or unhealthy (cannot speak). */
  status?: 'healthy' | 'not_configured' | 'unhealthy'
  tts?: { ok: boolean; duration_seconds: number; sample_rate: number; latency_ms: number; error?: string }
  audio?: { ok: boolean; loudness_rms: number }
  recognition: { available: boolean; provider: string }
  mobile?: { ok: boolean }
  premium_voice: { configured: boolean }
}

export function runVoiceTest() {
  return invokeFunction<VoiceHealth>('unified_voice_hub', {
    action: 'health_check',
    test_audio: true,
    test_tts: true,
    test_mobile: true,
  })
}

export interface ComprehensiveHealth {
  services: Record<string, { status: ServiceState; latency_ms: number; provider?: string }>
  integrations: Record<
    string,
    { healthy: boolean; configured: boolean; status?: 'healthy' | 'unhealthy' | 'not_configured' }
  >
  checked_at: string
}

export const runComprehensiveCheck = () =>
  invokeFunction<ComprehensiveHealth>('comprehensive-health-check', {})

/** Downloads the redacted configuration as the server names it. */
export async function downloadConfiguration(): Promise<void> {
  const response = await fetch('/api/operator/config/export', { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Export failed with status ${response.status}`)
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'mochi-config.json'
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export interface PublicHealth {
  status: 'ok' | 'degraded'
  database: { status: 'up' | 'down'; kind: string; latencyMs: number | null }
  uptimeSeconds: number
  time: string
}

/** GET /api/health answers 503 with the same body when the database is down: both are results, not errors. */
export async function fetchPublicHealth(): Promise<PublicHealth> {
  const response = await fetch('/api/health', { cache: 'no-store' })
  if (response.status !== 200 && response.status !== 503)
    throw new Error(`Health check answered ${response.status}`)
  return response.json()
}

export const fetchUnanswered = () => unwrap(api.api.operator.unanswered.$get({ query: { limit: '10' } }))
export type UnansweredQuestions = Awaited<ReturnType<typeof fetchUnanswered>>
