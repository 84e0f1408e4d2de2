// unified_deployment: re-reads and validates the configuration, builds and probes each named service, puts the
// models that answered into service, and records who deployed what and how it went. Never returns a secret value.
import { desc } from 'drizzle-orm'
import type { ENVIRONMENTS } from '../../shared/constants'
import {
  type DeployService,
  expandTargets,
  type Recommendation,
  SERVICE_ENDPOINTS,
} from '../../shared/deploy-services'
import { createModels } from '../ai/providers'
import type { AppDeps } from '../context'
import { deployments } from '../db/schema/operator'
import { type Env, loadEnv } from '../env'
import { configurationMap, scrubSecrets, secretValues } from './configuration'
import type { ServiceStatus } from './health'
import { type ProbeResult, probeDatabase, probeModel, probeSpeech, recognitionStatus } from './probes'

export type Environment = (typeof ENVIRONMENTS)[number]

export interface DeploymentRequest {
  services: string[]
  forceRedeploy: boolean
  environment: Environment
  actorUserId: string
  actorLabel: string | null
}

export interface DeployedService {
  name: DeployService
  status: ServiceStatus
  endpoints: string[]
  latency_ms: number
  error?: string
}

export interface DeploymentResult {
  id: string
  success: boolean
  healthy_services: number
  total_services: number
  deployment_time_ms: number
  environment: Environment
  configuration: Record<string, boolean>
  services: DeployedService[]
  recommendations: Recommendation[]
  force_redeploy: boolean
  deployed_at: string
}

function configIssues(error: unknown): string {
  // loadEnv lists "NAME: problem" lines; keep only the variable names, never a value.
  const message = error instanceof Error ? error.message : ''
  const names = [...message.matchAll(/^\s+([A-Z0-9_]+):/gm)].map((match) => match[1])
  return names.length > 0 ? `Invalid settings: ${names.join(', ')}` : 'The configuration could not be read'
}

async function probeService(
  deps: AppDeps,
  env: Env,
  service: DeployService,
  fresh: boolean,
): Promise<ProbeResult> {
  switch (service) {
    case 'chat':
      return probeModel(deps, createModels(env).chat, fresh)
    case 'reasoning':
      return probeModel(deps, createModels(env).reasoning, fresh)
    case 'speech':
      return probeSpeech(fresh)
    case 'voice_services': {
      const speech = await probeSpeech(fresh)
      return { ...speech, detail: { ...speech.detail, recognition: recognitionStatus({ env }) } }
    }
    case 'system_monitoring':
      return probeDatabase(deps)
  }
}

/** Voice services that speak but cannot listen are "not configured", never healthy. */
export function deployedStatus(probe: ProbeResult): ServiceStatus {
  if (!probe.ok) return 'unhealthy'
  const recognition = probe.detail?.recognition as { available?: boolean } | undefined
  return recognition && recognition.available === false ? 'not_configured' : 'healthy'
}

function recommendationsFor(
  env: Env | null,
  configuration: Record<string, boolean>,
  services: DeployedService[],
  environment: Environment,
): Recommendation[] {
  const list: Recommendation[] = []
  if (!env) list.push('fix_configuration')
  if (!configuration.auth_secret_configured) list.push('set_auth_secret')
  if (!configuration.admin_emails_configured) list.push('set_admin_emails')
  if (environment === 'production' && !env?.publicUrl?.startsWith('https://'))
    list.push('use_https_public_url')
  if (!configuration.smtp_configured) list.push('configure_smtp')
  if (env && !recognitionStatus({ env }).available && services.some((s) => s.name === 'voice_services'))
    list.push('configure_speech_recognition')
  if (!configuration.metrics_token_configured) list.push('set_metrics_token')
  for (const service of services) if (service.status !== 'healthy') list.push(`check_${service.name}`)
  return list
}

/** Re-reads the configuration (the process environment unless `source` is given, as in tests). */
export async function runDeployment(
  deps: AppDeps,
  request: DeploymentRequest,
  source?: NodeJS.ProcessEnv,
): Promise<DeploymentResult> {
  const started = performance.now()
  let env: Env | null = null
  let configError: string | null = null
  try {
    env = loadEnv(source)
  } catch (error) {
    configError = configIssues(error)
  }
  const effective = env ?? deps.env
  const secrets = [...new Set([...secretValues(deps.env), ...secretValues(effective)])]
  const targets = expandTargets(request.services)
  const services: DeployedService[] = await Promise.all(
    targets.map(async (name) => {
      if (!env) {
        return {
          name,
          status: 'error' as const,
          endpoints: SERVICE_ENDPOINTS[name],
          latency_ms: 0,
          error: configError!,
        }
      }
      try {
        const probe = await probeService(deps, env, name, request.forceRedeploy)
        return {
          name,
          status: deployedStatus(probe),
          endpoints: SERVICE_ENDPOINTS[name],
          latency_ms: probe.latencyMs,
          ...(probe.error ? { error: scrubSecrets(probe.error, secrets) } : {}),
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        return {
          name,
          status: 'error' as const,
          endpoints: SERVICE_ENDPOINTS[name],
          latency_ms: 0,
          error: scrubSecrets(message.slice(0, 300), secrets),
        }
      }
    }),
  )
  // Apply: the chat and reasoning models that answered their probe now serve new requests in this process.
  if (env) {
    const fresh = createModels(env)
    const isHealthy = (name: DeployService) =>
      services.some((service) => service.name === name && service.status === 'healthy')
    if (isHealthy('chat')) deps.models.chat = fresh.chat
    if (isHealthy('reasoning')) deps.models.reasoning = fresh.reasoning
  }
  const configuration = configurationMap(effective)
  const healthy = services.filter((service) => service.status === 'healthy').length
  const durationMs = Math.max(1, Math.round(performance.now() - started))
  const body = {
    success: env !== null && healthy === services.length && services.length > 0,
    healthy_services: healthy,
    total_services: services.length,
    deployment_time_ms: durationMs,
    environment: request.environment,
    configuration,
    services,
    recommendations: recommendationsFor(env, configuration, services, request.environment),
    force_redeploy: request.forceRedeploy,
  }
  const [row] = await deps.database.db
    .insert(deployments)
    .values({
      actorUserId: request.actorUserId,
      actorLabel: request.actorLabel,
      environment: request.environment,
      services: targets,
      forceRedeploy: request.forceRedeploy,
      success: body.success,
      healthyServices: healthy,
      totalServices: services.length,
      durationMs,
      result: body,
    })
    .returning({ id: deployments.id, createdAt: deployments.createdAt })
  return { id: row!.id, ...body, deployed_at: row!.createdAt.toISOString() }
}

export async function listDeployments(deps: AppDeps, limit = 20) {
  return deps.database.db.select().from(deployments).orderBy(desc(deployments.createdAt)).limit(limit)
}
