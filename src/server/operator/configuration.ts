// What operators may see of the configuration: "<name>_configured" flags and a redacted export; never a secret.
import type { Env } from '../env'

export const REDACTED = '***'

export type ConfigurationMap = Record<`${string}_configured`, boolean>

export function configurationMap(env: Env): ConfigurationMap {
  return {
    database_url_configured: Boolean(env.databaseUrl),
    auth_secret_configured: Boolean(env.authSecret),
    admin_emails_configured: env.adminEmails.length > 0,
    public_url_configured: Boolean(env.publicUrl),
    openai_configured: Boolean(env.ai.openai.apiKey || env.ai.openai.baseUrl),
    anthropic_configured: Boolean(env.ai.anthropic.apiKey),
    elevenlabs_configured: Boolean(env.elevenLabs),
    smtp_configured: Boolean(env.smtpUrl),
    oidc_configured: Boolean(env.oidc),
    metrics_token_configured: Boolean(env.metricsToken),
  }
}

/** Every secret value the server holds, to scrub from anything an operator sees (error texts included). */
export function secretValues(env: Env): string[] {
  const values = [
    env.authSecret,
    env.ai.openai.apiKey,
    env.ai.anthropic.apiKey,
    env.oidc?.clientSecret,
    env.elevenLabs?.apiKey,
    env.metricsToken,
    ...[
      env.smtpUrl,
      env.databaseUrl,
      env.ai.openai.baseUrl,
      env.ai.anthropic.baseUrl,
      env.elevenLabs?.baseUrl,
    ].flatMap((url) => urlSecrets(url)),
  ]
  return values.filter((value): value is string => typeof value === 'string' && value.length >= 3)
}

function urlSecrets(url: string | undefined): string[] {
  if (!url) return []
  try {
    const parsed = new URL(url)
    return [parsed.password, decodeURIComponent(parsed.password)].filter(Boolean)
  } catch {
    return []
  }
}

/** A URL with its password (and user) replaced, or the redaction mark when it cannot be parsed. */
export function redactUrl(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = REDACTED
    if (parsed.username) parsed.username = REDACTED
    return parsed.toString()
  } catch {
    return REDACTED
  }
}

export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let result = text
  for (const secret of secrets) result = result.split(secret).join(REDACTED)
  return result
}

const secret = (value: string | undefined) => (value ? REDACTED : null)

/** The effective configuration as a download: every setting, with secrets replaced by "***". */
export function exportConfiguration(env: Env) {
  const { elevenLabs } = env
  return {
    nodeEnv: env.nodeEnv,
    port: env.port,
    host: env.host,
    publicUrl: redactUrl(env.publicUrl),
    database: { kind: env.databaseUrl ? 'postgres' : 'pglite', url: redactUrl(env.databaseUrl) },
    authSecret: secret(env.authSecret),
    trustedOrigins: env.trustedOrigins,
    trustProxy: env.trustProxy,
    adminEmails: env.adminEmails,
    mail: { smtpUrl: redactUrl(env.smtpUrl), from: env.mailFrom },
    oidc: env.oidc
      ? {
          issuer: redactUrl(env.oidc.issuer),
          clientId: env.oidc.clientId,
          clientSecret: secret(env.oidc.clientSecret),
          name: env.oidc.name,
        }
      : null,
    signInLimits: env.signInLimits,
    ai: {
      chatProvider: env.ai.chatProvider,
      reasoningProvider: env.ai.reasoningProvider,
      chatLimitPerMinute: env.ai.chatLimitPerMinute,
      openai: {
        apiKey: secret(env.ai.openai.apiKey),
        baseUrl: redactUrl(env.ai.openai.baseUrl),
        chatModel: env.ai.openai.chatModel,
        reasoningModel: env.ai.openai.reasoningModel,
      },
      realtime: { model: env.ai.realtime.model ?? null, voice: env.ai.realtime.voice },
      anthropic: {
        apiKey: secret(env.ai.anthropic.apiKey),
        baseUrl: redactUrl(env.ai.anthropic.baseUrl),
        model: env.ai.anthropic.model,
      },
    },
    speech: {
      elevenLabsApiKey: secret(elevenLabs?.apiKey),
      elevenLabsBaseUrl: redactUrl(elevenLabs?.baseUrl),
    },
    metricsToken: secret(env.metricsToken),
    configured: configurationMap(env),
  }
}
