// Quotas of costly endpoints: per caller and per address, so fresh guest ids do not get round them; a 429 in our
// shape with Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  const base = await import('../env')
  const env = base.testEnv({ trustProxy: true })
  ctx = await createTestContext({
    env: {
      trustProxy: true,
      quotas: {
        ...env.quotas,
        reasoning: { perCaller: 2, perAddress: 4, windowSeconds: 60 },
        tts: { perCaller: 1, perAddress: 5, windowSeconds: 60 },
        registrations: { perCaller: 2, perAddress: 2, windowSeconds: 3600 },
      },
      ai: { ...env.ai, chatLimitPerMinute: 1 },
    },
  })
})
afterAll(() => ctx.close())

const reasoning = (guestId: string, ip: string) =>
  ctx.client({ guestId, ip }).request('/functions/v1/claude_reasoning', {
    method: 'POST',
    json: { prompt: 'How do bees make honey?', reasoning_type: 'analysis' },
  })

describe(`quotas (${databaseKind})`, () => {
  it('reasoning: per caller, then per address even with a fresh guest id each time', async () => {
    const guest = crypto.randomUUID()
    expect((await reasoning(guest, '10.5.0.1')).status).toBe(200)
    expect((await reasoning(guest, '10.5.0.1')).status).toBe(200)
    const spent = await reasoning(guest, '10.5.0.1')
    expect(spent.status).toBe(429)
    expect((await spent.json()).error.code).toBe('rate_limit:api')
    expect(spent.headers.get('retry-after')).toBeTruthy()
    // A new guest id on the same address: one more fits the address quota of 4 (the refused try counted), then
    // it is spent too.
    expect((await reasoning(crypto.randomUUID(), '10.5.0.1')).status).toBe(200)
    expect((await reasoning(crypto.randomUUID(), '10.5.0.1')).status).toBe(429)
    // Another address is untouched.
    expect((await reasoning(crypto.randomUUID(), '10.5.0.2')).status).toBe(200)
  })

  it('tts: one per caller here', async () => {
    const browser = ctx.client({ guestId: crypto.randomUUID(), ip: '10.5.1.1' })
    const speak = () => browser.request('/functions/v1/tts', { method: 'POST', json: { text: 'Hello bees' } })
    expect((await speak()).status).toBe(200)
    expect((await speak()).status).toBe(429)
  })

  it('registrations: anonymous writes are limited per address', async () => {
    const body = {
      email: 'family@garden.test',
      age: 35,
      language: 'en',
      registeredAt: '2026-11-24T10:00:00.000Z',
      device_info: { userAgent: 'x', screenSize: '1x1', browserLanguage: 'en', timezone: 'UTC' },
      utm_params: {
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      },
      referral_source: 'direct',
      user_agent: 'x',
    }
    const post = () =>
      ctx.client({ ip: '10.5.2.1' }).request('/api/registrations', { method: 'POST', json: body })
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(201)
    expect((await post()).status).toBe(429)
  })

  it('chat: a fresh guest id per request does not get round CHAT_LIMIT_PER_MINUTE on one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const response = await ctx
        .client({ guestId: crypto.randomUUID(), ip: '10.5.3.1' })
        .request('/api/chat', {
          method: 'POST',
          json: { messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Hi Mochi' }] }] },
        })
      statuses.push(response.status)
      await response.text()
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(5)).toEqual([429, 429])
  })
})
