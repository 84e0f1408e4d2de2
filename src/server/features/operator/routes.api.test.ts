// API tests of the operator console: admin-only access, deployments recorded and shaped as spec 3, real usage
// analytics and the redacted configuration export.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyticsEvents } from '../../db/schema/analytics'
import { user } from '../../db/schema/auth'
import { chatMessages, chats } from '../../db/schema/chats'
import { creations } from '../../db/schema/media'
import { deployments } from '../../db/schema/operator'
import { OPERATOR_FUNCTIONS } from '../../functions/operator-functions'
import { recognitionStatus } from '../../operator/probes'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'
import { invoke, OPERATOR_EMAIL, signedIn } from './operator-test-helpers'

let ctx: TestContext
let operator: TestClient
let family: TestClient

beforeAll(async () => {
  ctx = await createTestContext({ env: { adminEmails: [OPERATOR_EMAIL] }, functions: OPERATOR_FUNCTIONS })
  operator = await signedIn(ctx, OPERATOR_EMAIL)
  family = await signedIn(ctx, 'parent@garden.test')
})
afterAll(() => ctx.close())

const FUNCTION_CALLS: [string, unknown][] = [
  [
    'unified_deployment',
    { services: ['system_monitoring'], force_redeploy: false, environment: 'production' },
  ],
  [
    'unified_health_monitor',
    {
      check_type: 'production_readiness',
      include_metrics: true,
      include_security: true,
      include_mobile: true,
    },
  ],
  ['comprehensive-health-check', {}],
  ['unified_voice_hub', { action: 'health_check', test_audio: true, test_tts: true, test_mobile: true }],
]
const ROUTES = [
  '/api/operator/deployments',
  '/api/operator/analytics?days=7',
  '/api/operator/config/export',
  '/api/operator/status',
]

describe(`operator access (${databaseKind})`, () => {
  it.each(FUNCTION_CALLS)(
    '%s answers 401 signed out, 403 for a family account, 200 for the operator',
    async (name, body) => {
      expect((await invoke(ctx.client(), name, body)).status).toBe(401)
      expect((await invoke(family, name, body)).status).toBe(403)
      const response = await invoke(operator, name, body)
      expect(response.status).toBe(200)
    },
  )

  it.each(ROUTES)(
    'GET %s answers 401 signed out, 403 for a family account, 200 for the operator',
    async (path) => {
      expect((await ctx.client().request(path)).status).toBe(401)
      const forbidden = await family.request(path)
      expect(forbidden.status).toBe(403)
      expect((await forbidden.json()).error.code).toBe('forbidden:api')
      expect((await operator.request(path)).status).toBe(200)
    },
  )
})

describe('unified_deployment', () => {
  it('probes every service, returns the spec shape and records who deployed', async () => {
    const response = await invoke(operator, 'unified_deployment', {
      services: ['all'],
      force_redeploy: true,
      environment: 'staging',
      user_id: 'deployment_user',
    })
    expect(response.status).toBe(200)
    const result = await response.json()
    // Voice services that cannot listen are "not configured" on a machine without a recogniser.
    const listens = recognitionStatus(ctx).available
    const healthyCount = listens ? 5 : 4
    expect(result).toMatchObject({
      success: listens,
      healthy_services: healthyCount,
      total_services: 5,
      environment: 'staging',
      force_redeploy: true,
    })
    expect(result.deployment_time_ms).toBeGreaterThan(0)
    expect(result.services.map((service: { name: string }) => service.name)).toEqual([
      'chat',
      'reasoning',
      'speech',
      'voice_services',
      'system_monitoring',
    ])
    for (const service of result.services) {
      const listening = service.name !== 'voice_services' || listens
      expect(service.status).toBe(listening ? 'healthy' : 'not_configured')
      expect(service.endpoints.length).toBeGreaterThan(0)
      expect(service.error).toBeUndefined()
    }
    expect(Object.keys(result.configuration).every((key) => key.endsWith('_configured'))).toBe(true)
    expect(Object.values(result.configuration).every((value) => typeof value === 'boolean')).toBe(true)
    expect(result.recommendations).toContain('set_admin_emails')

    const [row] = await ctx.database.db.select().from(deployments).where(eq(deployments.id, result.id))
    const [admin] = await ctx.database.db.select().from(user).where(eq(user.email, OPERATOR_EMAIL))
    expect(row).toMatchObject({
      actorUserId: admin?.id,
      actorLabel: 'deployment_user',
      environment: 'staging',
      services: ['chat', 'reasoning', 'speech', 'voice_services', 'system_monitoring'],
      forceRedeploy: true,
      success: listens,
      healthyServices: healthyCount,
      totalServices: 5,
    })

    const history = await (await operator.request('/api/operator/deployments')).json()
    expect(history.deployments[0]).toMatchObject({
      id: result.id,
      success: listens,
      environment: 'staging',
      actor: { userId: admin?.id, label: 'deployment_user', email: OPERATOR_EMAIL },
    })
  })

  it('accepts the seed product provider names and deploys only what was asked', async () => {
    const result = await (await invoke(operator, 'unified_deployment', { services: ['elevenlabs'] })).json()
    expect(result.services.map((service: { name: string }) => service.name)).toEqual(['speech'])
    expect(result).toMatchObject({ total_services: 1, environment: 'production' })
  })

  it('refuses an unknown service with a 400 naming the field, instead of "0 of 0 healthy"', async () => {
    const response = await invoke(operator, 'unified_deployment', { services: ['teleporter'] })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.field).toBe('services.0')
    expect(body.error.message).toContain('Unknown service')
    expect(await ctx.database.db.select().from(deployments)).not.toContainEqual(
      expect.objectContaining({ services: [] }),
    )
    expect((await invoke(operator, 'unified_deployment', { services: [] })).status).toBe(400)
  })

  it('rejects an unknown environment with a 400 naming the field', async () => {
    const response = await invoke(operator, 'unified_deployment', { services: ['all'], environment: 'moon' })
    expect(response.status).toBe(400)
    expect((await response.json()).error.field).toBe('environment')
  })
})

describe('unified_voice_hub', () => {
  it('speaks a real clip and reports recognition', async () => {
    const body = await (await invoke(operator, 'unified_voice_hub', FUNCTION_CALLS[3]![1])).json()
    expect(body.tts.ok).toBe(true)
    expect(body.tts.duration_seconds).toBeGreaterThan(0.5)
    expect(body.tts.sample_rate).toBe(22_050)
    expect(body.audio.loudness_rms).toBeGreaterThan(500)
    expect(typeof body.recognition.available).toBe('boolean')
    // Healthy only when Mochi can also listen; speaking alone is "not configured".
    expect(body.status).toBe(body.recognition.available ? 'healthy' : 'not_configured')
    expect(body.healthy).toBe(body.recognition.available)
  })
})

describe('GET /api/operator/analytics', () => {
  it('counts real chats, voice sessions and pictures of the period, day by day', async () => {
    const { db } = ctx.database
    const [admin] = await db.select().from(user).where(eq(user.email, OPERATOR_EMAIL))
    const [chat] = await db.insert(chats).values({ userId: admin!.id, title: 'Bees' }).returning()
    const old = new Date(Date.now() - 30 * 86_400_000)
    await db.insert(chatMessages).values([
      { id: 'm1', chatId: chat!.id, role: 'user', content: 'Hi' },
      { id: 'm2', chatId: chat!.id, role: 'assistant', content: 'Buzz!' },
      { id: 'm3', chatId: chat!.id, role: 'user', content: 'Why honey?' },
      { id: 'm4', chatId: chat!.id, role: 'user', content: 'Long ago', createdAt: old },
    ])
    await db.insert(analyticsEvents).values([
      { eventName: 'voice_session_started', eventType: 'voice' },
      { eventName: 'voice_session_started', eventType: 'voice' },
      { eventName: 'chat_message_sent', eventType: 'chat' },
      { eventName: 'voice_session_started', eventType: 'voice', createdAt: old },
    ])
    const picture = { kind: 'image', prompt: 'garden', model: 'local', mediaType: 'image/png', bytes: 10 }
    await db.insert(creations).values([
      { ...picture, storageKey: 'a' },
      { ...picture, storageKey: 'b' },
      { ...picture, storageKey: 'c' },
      { ...picture, storageKey: 'd', createdAt: old },
    ])

    const week = await (await operator.request('/api/operator/analytics?days=7')).json()
    expect(week.totals).toMatchObject({ chat_interactions: 3, voice_sessions: 2, images: 3 })
    expect(week.series).toHaveLength(7)
    const today = week.series.at(-1)
    expect(today).toEqual({
      date: new Date().toISOString().slice(0, 10),
      chat_interactions: 3,
      voice_sessions: 2,
      images: 3,
    })
    expect(week.uptime_percentage).toBeGreaterThan(0)
    expect(week.response_times.p95_ms).toBeGreaterThan(0)

    const quarter = await (await operator.request('/api/operator/analytics?days=31')).json()
    expect(quarter.totals).toMatchObject({ chat_interactions: 4, voice_sessions: 3, images: 4 })
    expect((await operator.request('/api/operator/analytics?days=0')).status).toBe(400)
  })
})

describe('GET /api/operator/status', () => {
  it('combines health, services and the last deployment', async () => {
    const body = await (await operator.request('/api/operator/status')).json()
    expect(body.health.critical_services).toEqual({
      database: true,
      chat_model: true,
      speech: true,
      email: true,
      auth: true,
    })
    // Plain HTTP counts against the overall figure.
    expect(body.health.security_status.https).toBe(false)
    expect(body.health.overall_health).toBe(86)
    expect(body.services.database.status).toBe('healthy')
    expect(body.lastDeployment?.id).toBeTruthy()
  })
})
