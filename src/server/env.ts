// Validates the environment once at start-up; nothing else in the server reads process.env.
import path from 'node:path'
import { z } from 'zod'
import type { S3Settings } from './media/s3-store'
import type { ElevenLabsConfig } from './speech/elevenlabs'

/** An empty or blank value means "not set", so `NAME=` in an env file switches a feature off. */
const unsetWhenBlank = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetWhenBlank, schema.optional())

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  ADMIN_EMAILS: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Mochi's Garden <mochi@localhost>"),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default('Google'),
  CHAT_PROVIDER: z.enum(['auto', 'local', 'openai', 'anthropic']).default('auto'),
  REASONING_PROVIDER: z.enum(['auto', 'local', 'openai', 'anthropic']).default('auto'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  CHAT_MODEL: z.string().default('gpt-4o-mini'),
  REASONING_MODEL: z.string().optional(),
  OPENAI_REALTIME_MODEL: optional(z.string()),
  OPENAI_REALTIME_VOICE: z.string().default('shimmer'),
  ANTHROPIC_API_KEY: z.string().optional(),
  ANTHROPIC_BASE_URL: z.string().url().optional(),
  ANTHROPIC_MODEL: z.string().default('claude-sonnet-4-5'),
  CHAT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  ELEVENLABS_API_KEY: optional(z.string()),
  ELEVENLABS_BASE_URL: optional(z.string().url()),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  TTS_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  STT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  REASONING_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
  CREATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  FOLLOW_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  VOICE_SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  VOICE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  OPERATOR_BOOTSTRAP_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
})

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  publicUrl: string | undefined
  webDistDir: string
  /** Signs sessions and tokens; generated and kept in DATA_DIR when not configured (single instance). */
  authSecret: string | undefined
  trustedOrigins: string[]
  trustProxy: boolean
  adminEmails: string[]
  smtpUrl: string | undefined
  mailFrom: string
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; name: string } | undefined
  signInLimits: { perAccount: number; perAddress: number; windowSeconds: number }
  /** Account sign-ups per address per hour. */
  signUpLimitPerHour: number
  /** A fixed one-time operator token (automated installs, tests); otherwise a random one is printed at start. */
  operatorBootstrapToken: string | undefined
  /** Open realtime voice sockets at once, per account and per address (all instances together). */
  voiceSockets: { perAccount: number; perAddress: number }
  /** Quotas of costly endpoints per caller (account or guest) and per address (lib/quota.ts). */
  quotas: Record<
    'tts' | 'stt' | 'reasoning' | 'registrations' | 'creations' | 'follow',
    { perCaller: number; perAddress: number; windowSeconds: number }
  >
  /** S3-compatible storage for generated media; the filesystem under DATA_DIR when unset. */
  media: { s3: S3Settings | undefined }
  /** Bearer token of GET /metrics; without one the endpoint does not exist. */
  metricsToken: string | undefined
  /** The premium ElevenLabs voice; the offline voices when unset. */
  elevenLabs: ElevenLabsConfig | undefined
  ai: {
    chatProvider: 'auto' | 'local' | 'openai' | 'anthropic'
    reasoningProvider: 'auto' | 'local' | 'openai' | 'anthropic'
    openai: {
      apiKey: string | undefined
      baseUrl: string | undefined
      chatModel: string
      reasoningModel: string
    }
    anthropic: { apiKey: string | undefined; baseUrl: string | undefined; model: string }
    /** OpenAI Realtime for the voice socket (with the OpenAI key/base URL); the offline pipeline when unset. */
    realtime: { model: string | undefined; voice: string }
    chatLimitPerMinute: number
  }
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const env = parsed.data
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    authSecret: env.AUTH_SECRET,
    trustedOrigins: splitList(env.TRUSTED_ORIGINS),
    trustProxy: env.TRUST_PROXY === 'true',
    adminEmails: splitList(env.ADMIN_EMAILS).map((email) => email.toLowerCase()),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_PROVIDER_NAME,
          }
        : undefined,
    ai: {
      chatProvider: env.CHAT_PROVIDER,
      reasoningProvider: env.REASONING_PROVIDER,
      openai: {
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        chatModel: env.CHAT_MODEL,
        reasoningModel: env.REASONING_MODEL ?? env.CHAT_MODEL,
      },
      anthropic: {
        apiKey: env.ANTHROPIC_API_KEY,
        baseUrl: env.ANTHROPIC_BASE_URL,
        model: env.ANTHROPIC_MODEL,
      },
      realtime: { model: env.OPENAI_REALTIME_MODEL, voice: env.OPENAI_REALTIME_VOICE },
      chatLimitPerMinute: env.CHAT_LIMIT_PER_MINUTE,
    },
    media: {
      s3:
        env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: env.S3_ENDPOINT,
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              region: env.S3_REGION,
              forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
            }
          : undefined,
    },
    metricsToken: env.METRICS_TOKEN,
    elevenLabs: env.ELEVENLABS_API_KEY
      ? { apiKey: env.ELEVENLABS_API_KEY, baseUrl: env.ELEVENLABS_BASE_URL }
      : undefined,
    quotas: {
      // A family or a class shares one address: it gets five times what one caller gets.
      tts: {
        perCaller: env.TTS_LIMIT_PER_MINUTE,
        perAddress: 5 * env.TTS_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      },
      stt: {
        perCaller: env.STT_LIMIT_PER_MINUTE,
        perAddress: 5 * env.STT_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      },
      reasoning: {
        perCaller: env.REASONING_LIMIT_PER_MINUTE,
        perAddress: 5 * env.REASONING_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      },
      // Pictures and clips: drawing is the heaviest thing the server does.
      creations: {
        perCaller: env.CREATE_LIMIT_PER_MINUTE,
        perAddress: 5 * env.CREATE_LIMIT_PER_MINUTE,
        windowSeconds: 60,
      },
      // Follow requests send mail: counted per address (and per recipient, in follow-mochi).
      follow: {
        perCaller: env.FOLLOW_LIMIT_PER_HOUR,
        perAddress: env.FOLLOW_LIMIT_PER_HOUR,
        windowSeconds: 60 * 60,
      },
      // Registrations are anonymous: counted per address only.
      registrations: {
        perCaller: env.REGISTRATION_LIMIT_PER_HOUR,
        perAddress: env.REGISTRATION_LIMIT_PER_HOUR,
        windowSeconds: 60 * 60,
      },
    },
    signUpLimitPerHour: env.SIGN_UP_LIMIT_PER_HOUR,
    operatorBootstrapToken: env.OPERATOR_BOOTSTRAP_TOKEN,
    voiceSockets: { perAccount: env.VOICE_SOCKETS_PER_ACCOUNT, perAddress: env.VOICE_SOCKETS_PER_ADDRESS },
    signInLimits: {
      perAccount: env.SIGN_IN_LIMIT_PER_ACCOUNT,
      perAddress: env.SIGN_IN_LIMIT_PER_ADDRESS,
      windowSeconds: 15 * 60,
    },
  }
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** The address users reach the app at: PUBLIC_URL, or localhost on the configured port. */
export function publicUrl(env: Pick<Env, 'publicUrl' | 'port'>): string {
  return (env.publicUrl ?? `http://localhost:${env.port}`).replace(/\/$/, '')
}

/** Settings for tests and tools that build the app without a process environment. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0001',
      // Test files hold many voice sockets of one account open at once; socket-caps.api.test.ts sets its own.
      VOICE_SOCKETS_PER_ACCOUNT: '1000',
      VOICE_SOCKETS_PER_ADDRESS: '1000',
    }),
    ...overrides,
  }
}
