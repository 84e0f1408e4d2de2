// The services a deployment can target and the endpoints each one serves; plain data, imported by the web too.

export const DEPLOY_SERVICES = ['chat', 'reasoning', 'speech', 'voice_services', 'system_monitoring'] as const
export type DeployService = (typeof DEPLOY_SERVICES)[number]
/** What the services choice offers: everything, or one service. */
export const DEPLOY_TARGETS = ['all', ...DEPLOY_SERVICES] as const
export type DeployTarget = (typeof DEPLOY_TARGETS)[number]

/** The seed product's provider-named targets, accepted so its calls keep working. */
export const DEPLOY_ALIASES: Record<string, DeployService> = {
  openai: 'chat',
  anthropic: 'reasoning',
  claude: 'reasoning',
  elevenlabs: 'speech',
}

export const SERVICE_ENDPOINTS: Record<DeployService, string[]> = {
  chat: ['/api/chat', '/api/chats'],
  reasoning: ['/functions/v1/claude_reasoning'],
  speech: ['/functions/v1/tts'],
  voice_services: ['/functions/v1/tts', '/functions/v1/stt_chat', '/functions/v1/realtime_session'],
  system_monitoring: ['/api/health', '/api/operator/status', '/metrics'],
}

/** Recommendation codes a deployment can return; the console translates each. */
export const RECOMMENDATIONS = [
  'fix_configuration',
  'set_auth_secret',
  'set_admin_emails',
  'use_https_public_url',
  'configure_smtp',
  'configure_speech_recognition',
  'set_metrics_token',
  'check_chat',
  'check_reasoning',
  'check_speech',
  'check_voice_services',
  'check_system_monitoring',
] as const
export type Recommendation = (typeof RECOMMENDATIONS)[number]

export function expandTargets(targets: readonly string[]): DeployService[] {
  const wanted = new Set<DeployService>()
  for (const target of targets.length === 0 ? ['all'] : targets) {
    if (target === 'all') for (const service of DEPLOY_SERVICES) wanted.add(service)
    else {
      const service = DEPLOY_ALIASES[target] ?? target
      if ((DEPLOY_SERVICES as readonly string[]).includes(service)) wanted.add(service as DeployService)
    }
  }
  return DEPLOY_SERVICES.filter((service) => wanted.has(service))
}
