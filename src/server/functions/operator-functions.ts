// The operator console's named functions (spec 7.2): unified_deployment, unified_health_monitor,
// unified_voice_hub and comprehensive-health-check. All need the admin role; body user ids are only labels.
import { z } from 'zod'
import { ENVIRONMENTS } from '../../shared/constants'
import { DEPLOY_ALIASES, DEPLOY_TARGETS } from '../../shared/deploy-services'
import { requireAdmin } from '../auth/caller'
import { runDeployment } from '../operator/deployment'
import { comprehensiveHealth, healthStatus, mobileOptimization } from '../operator/health'
import { recognitionStatus } from '../operator/probes'
import { rms } from '../speech/synthesis/audio-metrics'
import { synthesize } from '../speech/synthesis/synthesize'
import { defineFunction, type FunctionDefinition } from './define'

/** Below this loudness a synthesised clip is silence, not speech. */
const AUDIBLE_RMS = 500
const label = z.string().trim().max(64).optional()

export const unifiedDeployment = defineFunction({
  name: 'unified_deployment',
  input: z.object({
    // An unknown name is a mistake to report (400), not a deployment of nothing ("0 of 0 healthy").
    services: z
      .array(
        z
          .string()
          .trim()
          .refine((name) => (DEPLOY_TARGETS as readonly string[]).includes(name) || name in DEPLOY_ALIASES, {
            message: `Unknown service; use one of: ${[...DEPLOY_TARGETS, ...Object.keys(DEPLOY_ALIASES)].join(', ')}`,
          }),
      )
      .min(1)
      .max(10)
      .default(['all']),
    force_redeploy: z.boolean().default(false),
    environment: z.enum(ENVIRONMENTS).default('production'),
    user_id: label,
  }),
  handler: async (input, { deps, c }) => {
    const caller = await requireAdmin(c, deps)
    return runDeployment(deps, {
      services: input.services,
      forceRedeploy: input.force_redeploy,
      environment: input.environment,
      actorUserId: caller.userId,
      actorLabel: input.user_id || null,
    })
  },
})

export const unifiedHealthMonitor = defineFunction({
  name: 'unified_health_monitor',
  input: z.object({
    check_type: z.string().trim().max(40).default('production_readiness'),
    include_metrics: z.boolean().default(true),
    include_security: z.boolean().default(true),
    include_mobile: z.boolean().default(true),
  }),
  handler: async (input, { deps, c }) => {
    await requireAdmin(c, deps)
    const status = await healthStatus(deps, c, input)
    return { check_type: input.check_type, ...status }
  },
})

export const comprehensiveHealthCheck = defineFunction({
  name: 'comprehensive-health-check',
  input: z.object({}).passthrough(),
  handler: async (_input, { deps, c }) => {
    await requireAdmin(c, deps)
    return comprehensiveHealth(deps)
  },
})

async function speechRoundTrip() {
  const started = performance.now()
  try {
    const audio = await synthesize({ text: 'Hello! Mochi is buzzing and ready to talk.', language: 'en' })
    const durationSeconds = audio.pcm.length / audio.sampleRate
    return {
      ok: durationSeconds > 0,
      duration_seconds: Math.round(durationSeconds * 1000) / 1000,
      sample_rate: audio.sampleRate,
      loudness_rms: Math.round(rms(audio.pcm)),
      latency_ms: Math.round(performance.now() - started),
    }
  } catch (error) {
    return {
      ok: false,
      duration_seconds: 0,
      sample_rate: 0,
      loudness_rms: 0,
      latency_ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message.slice(0, 200) : 'Speech synthesis failed',
    }
  }
}

export const unifiedVoiceHub = defineFunction({
  name: 'unified_voice_hub',
  input: z.object({
    action: z.literal('health_check'),
    test_audio: z.boolean().default(true),
    test_tts: z.boolean().default(true),
    test_mobile: z.boolean().default(true),
  }),
  handler: async (input, { deps, c }) => {
    await requireAdmin(c, deps)
    const speech = input.test_tts || input.test_audio ? await speechRoundTrip() : null
    const recognition = recognitionStatus(deps)
    const tts = input.test_tts && speech ? { ...speech, provider: 'local' as const } : undefined
    const audio =
      input.test_audio && speech
        ? { ...speech, ok: speech.ok && speech.loudness_rms >= AUDIBLE_RMS }
        : undefined
    const mobile = input.test_mobile
      ? {
          ok: mobileOptimization(deps.env.webDistDir).viewport_meta,
          viewport_meta: mobileOptimization(deps.env.webDistDir).viewport_meta,
          realtime_endpoint: '/functions/v1/realtime_session',
        }
      : undefined
    const checks = [tts?.ok, audio?.ok].filter((value) => value !== undefined)
    const speaking = checks.length > 0 && checks.every(Boolean)
    // Healthy means Mochi can both speak and listen; speaking without a recogniser is "not configured".
    const status = !speaking ? 'unhealthy' : recognition.available ? 'healthy' : 'not_configured'
    return {
      action: input.action,
      healthy: status === 'healthy',
      status,
      ...(tts ? { tts } : {}),
      ...(audio ? { audio } : {}),
      recognition,
      ...(mobile ? { mobile } : {}),
      premium_voice: { configured: Boolean(deps.env.elevenLabs) },
      checked_at: new Date().toISOString(),
    }
  },
})

export const OPERATOR_FUNCTIONS: FunctionDefinition[] = [
  unifiedDeployment,
  unifiedHealthMonitor,
  comprehensiveHealthCheck,
  unifiedVoiceHub,
]
