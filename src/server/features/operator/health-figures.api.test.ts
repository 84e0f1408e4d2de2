// API tests of the health figures: they follow real traffic (counts, percentiles, errors, in-flight requests),
// GET /metrics needs its bearer token, and no secret ever leaves the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineFunction } from '../../functions/define'
import { OPERATOR_FUNCTIONS } from '../../functions/operator-functions'
import { tts } from '../../functions/tts'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'
import { invoke, OPERATOR_EMAIL, signedIn } from './operator-test-helpers'

const SLOW_MS = 400
const slow = defineFunction({
  name: 'test_slow',
  input: z.object({}),
  handler: async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
    return { ok: true }
  },
})
const boom = defineFunction({
  name: 'test_boom',
  input: z.object({}),
  handler: () => {
    throw new Error('kaboom')
  },
})

const HEALTH_BODY = {
  check_type: 'production_readiness',
  include_metrics: true,
  include_security: true,
  include_mobile: true,
}

const METRICS_TOKEN = 'metrics-token-for-tests'

const counter = (text: string, line: string) => {
  const found = text.split('\n').find((row) => row.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

describe(`health figures follow real traffic (${databaseKind})`, () => {
  let ctx: TestContext
  let operator: TestClient
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { adminEmails: [OPERATOR_EMAIL], metricsToken: METRICS_TOKEN },
      functions: [...OPERATOR_FUNCTIONS, slow, boom, tts],
    })
    operator = await signedIn(ctx, OPERATOR_EMAIL)
  })
  afterAll(() => ctx.close())

  const health = async () => (await invoke(operator, 'unified_health_monitor', HEALTH_BODY)).json()

  it('counts requests, raises the percentiles after slow answers and the error rate after failures', async () => {
    const before = await health()
    expect(before.performance_metrics.error_rate).toBe(0)
    for (let i = 0; i < 10; i++) expect((await ctx.request('/api/health')).status).toBe(200)
    await Promise.all([invoke(operator, 'test_slow'), invoke(operator, 'test_slow')])
    expect((await invoke(operator, 'test_boom')).status).toBe(500)

    const pending = invoke(operator, 'test_slow')
    const after = await health()
    await pending
    const metrics = after.performance_metrics
    expect(metrics.requests_in_window).toBeGreaterThanOrEqual(
      before.performance_metrics.requests_in_window + 14,
    )
    expect(metrics.p99_ms).toBeGreaterThanOrEqual(SLOW_MS)
    expect(metrics.error_rate).toBeGreaterThan(0)
    expect(metrics.active_connections).toBeGreaterThanOrEqual(2)
    expect(metrics.uptime_percentage).toBe(100)
    expect(after.security_status.csp_enabled).toBe(true)
    expect(after.security_status.admin_configured).toBe(true)
    expect(after.security_status.https).toBe(false)
    // Five services up and the session secret set, but plain HTTP: 6 of 7, never 100%.
    expect(after.overall_health).toBe(86)
  })

  it('serves /metrics only with its bearer token, with counts that grow', async () => {
    // Without a token the endpoint does not exist.
    const untokened = await createTestContext()
    expect((await untokened.request('/metrics')).status).toBe(404)
    await untokened.close()
    const token = METRICS_TOKEN
    expect((await ctx.request('/metrics')).status).toBe(401)
    const wrong = await ctx.request('/metrics', { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    const read = async () => {
      const response = await ctx.request('/metrics', { headers: { authorization: `Bearer ${token}` } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/plain')
      return response.text()
    }
    const line = 'mochi_http_requests_total{method="GET",route="/api/health",status="2xx"}'
    const first = await read()
    expect(first).toContain('# TYPE mochi_http_request_duration_seconds histogram')
    for (let i = 0; i < 3; i++) await ctx.request('/api/health')
    const second = await read()
    expect(counter(second, line)).toBe(counter(first, line) + 3)
    expect(
      counter(second, 'mochi_http_requests_total{method="POST",route="/functions/v1/:name",status="5xx"}'),
    ).toBe(1)
    // AI calls are counted by the function that made them and the provider that answered.
    expect((await invoke(operator, 'tts', { text: 'Bees love lavender.' })).status).toBe(200)
    const third = await read()
    expect(counter(third, 'mochi_ai_calls_total{function="tts",provider="espeak",outcome="ok"}')).toBe(1)
    expect(
      counter(third, 'mochi_ai_call_duration_seconds_count{function="tts",provider="espeak",outcome="ok"}'),
    ).toBe(1)
    expect(third).toContain('# TYPE mochi_process_resident_memory_bytes gauge')
    expect(third).toContain('mochi_realtime_sessions 0')
    expect(third).toMatch(/mochi_mail_outbox_messages\{status="pending"\} \d+/)

    // A database that stops answering turns the next health check into a "down" sample.
    const broken = await createTestContext({ env: { metricsToken: token } })
    await broken.database.close()
    expect((await broken.request('/api/health')).status).toBe(503)
    const metrics = await broken.request('/metrics', { headers: { authorization: `Bearer ${token}` } })
    const text = await metrics.text()
    expect(counter(text, 'mochi_health_samples_total{result="down"}')).toBe(1)
    expect(counter(text, 'mochi_health_samples_total{result="up"}')).toBe(0)
    await broken.close().catch(() => undefined)
  })
})

describe('no secret leaves the server', () => {
  const SECRETS = {
    auth: 'auth-secret-0123456789-abcdefghijklmnop',
    openai: 'sk-test-fake-openai-key-4242',
    smtpPassword: 'smtp-pass-7777',
  }
  let ctx: TestContext
  let operator: TestClient
  const saved: Record<string, string | undefined> = {}
  const processSecrets = {
    AUTH_SECRET: SECRETS.auth,
    OPENAI_API_KEY: SECRETS.openai,
    OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    SMTP_URL: `smtp://mailer:${SECRETS.smtpPassword}@127.0.0.1:9`,
    METRICS_TOKEN: 'metrics-secret-5555',
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      env: {
        adminEmails: [OPERATOR_EMAIL],
        authSecret: SECRETS.auth,
        smtpUrl: processSecrets.SMTP_URL,
        metricsToken: processSecrets.METRICS_TOKEN,
        ai: {
          ...(await import('../../env')).testEnv().ai,
          openai: {
            apiKey: SECRETS.openai,
            baseUrl: processSecrets.OPENAI_BASE_URL,
            chatModel: 'gpt-4o-mini',
            reasoningModel: 'gpt-4o-mini',
          },
        },
      },
      functions: OPERATOR_FUNCTIONS,
    })
    operator = await signedIn(ctx, OPERATOR_EMAIL)
    for (const [key, value] of Object.entries(processSecrets)) {
      saved[key] = process.env[key]
      process.env[key] = value
    }
  })
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    await ctx.close()
  })

  const expectNoSecret = (text: string) => {
    for (const secret of [...Object.values(SECRETS), processSecrets.METRICS_TOKEN])
      expect(text).not.toContain(secret)
  }

  it('reports the unreachable chat provider and mail server without their secrets', async () => {
    const health = await (await invoke(operator, 'unified_health_monitor', HEALTH_BODY)).text()
    expectNoSecret(health)
    const parsed = JSON.parse(health)
    expect(parsed.critical_services).toMatchObject({
      database: true,
      chat_model: false,
      email: false,
      auth: true,
    })
    // Three of five services, the session secret, no HTTPS: 4 of 7.
    expect(parsed.overall_health).toBe(57)
    expect(parsed.security_status.auth_secret_configured).toBe(true)

    const comprehensive = await (await invoke(operator, 'comprehensive-health-check')).text()
    expectNoSecret(comprehensive)
    expect(JSON.parse(comprehensive).integrations.openai).toEqual({
      configured: true,
      healthy: false,
      status: 'unhealthy',
    })
    expectNoSecret(await (await operator.request('/api/operator/status')).text())
  })

  it('deploys with the re-read configuration: a partial result, flags only', async () => {
    const response = await invoke(operator, 'unified_deployment', {
      services: ['chat', 'system_monitoring'],
      force_redeploy: true,
      environment: 'production',
      user_id: 'production_deploy',
    })
    const text = await response.text()
    expectNoSecret(text)
    const result = JSON.parse(text)
    expect(result).toMatchObject({ success: false, healthy_services: 1, total_services: 2 })
    expect(result.services[0]).toMatchObject({ name: 'chat', status: 'unhealthy' })
    expect(result.services[0].error).toBeTruthy()
    expect(result.configuration).toMatchObject({
      openai_configured: true,
      smtp_configured: true,
      auth_secret_configured: true,
      metrics_token_configured: true,
    })
    expect(result.recommendations).toContain('check_chat')
    expectNoSecret(await (await operator.request('/api/operator/deployments')).text())
  })

  it('exports the configuration as a download with every secret replaced by ***', async () => {
    const response = await operator.request('/api/operator/config/export')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mochi-config-.+\.json"$/,
    )
    const text = await response.text()
    expectNoSecret(text)
    const { configuration } = JSON.parse(text)
    expect(configuration.authSecret).toBe('***')
    expect(configuration.ai.openai.apiKey).toBe('***')
    expect(configuration.mail.smtpUrl).toBe('smtp://***:***@127.0.0.1:9')
    expect(configuration.metricsToken).toBe('***')
    expect(configuration.adminEmails).toEqual([OPERATOR_EMAIL])
  })
})
