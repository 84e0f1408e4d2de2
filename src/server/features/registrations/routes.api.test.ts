import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RegistrationRecordInput } from '../../../shared/schemas/registration'
import { userRegistrations } from '../../db/schema/registrations'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

function record(overrides: Partial<RegistrationRecordInput> = {}): RegistrationRecordInput {
  return {
    email: 'family@garden.test',
    age: 35,
    language: 'en',
    registeredAt: new Date().toISOString(),
    device_info: {
      userAgent: 'test-agent',
      screenSize: '1280x720',
      browserLanguage: 'en-US',
      timezone: 'UTC',
    },
    utm_params: {
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    },
    referral_source: 'direct',
    user_agent: 'test-agent',
    ...overrides,
  }
}

describe(`POST /api/registrations (${databaseKind})`, () => {
  it('stores a valid registration in user_registrations', async () => {
    const response = await ctx.request('/api/registrations', {
      method: 'POST',
      json: record({ email: 'stored@garden.test', age: '13', language: 'es' }),
    })
    expect(response.status).toBe(201)
    const { id } = await response.json()
    const rows = await ctx.database.db.select().from(userRegistrations).where(eq(userRegistrations.id, id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: 'stored@garden.test',
      age: 13,
      language: 'es',
      referralSource: 'direct',
    })
    expect(rows[0]?.utmParams).toMatchObject({ utm_source: 'newsletter' })
  })

  it.each([
    [12, 'ageRange', 'age'],
    [121, 'ageRange', 'age'],
    ['', 'fillAllFields', 'age'],
  ])('rejects age %j with 400 naming the field', async (age, messageKey, field) => {
    const response = await ctx.request('/api/registrations', { method: 'POST', json: record({ age }) })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toMatchObject({ code: 'invalid:body', field, messageKey })
  })

  it('rejects a bad email with 400 and stores nothing', async () => {
    const before = await ctx.database.db.select().from(userRegistrations)
    const response = await ctx.request('/api/registrations', {
      method: 'POST',
      json: record({ email: 'not-an-email' }),
    })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error).toMatchObject({
      field: 'email',
      messageKey: 'emailInvalid',
      message: 'Please enter a valid email',
    })
    const after = await ctx.database.db.select().from(userRegistrations)
    expect(after).toHaveLength(before.length)
  })

  it('rejects malformed JSON and a missing body with 400, never 500', async () => {
    const malformed = await ctx.request('/api/registrations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(malformed.status).toBe(400)
    const missing = await ctx.request('/api/registrations', { method: 'POST', json: {} })
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.field).toBeTruthy()
  })

  it('rejects an oversized body with 413', async () => {
    const response = await ctx.request('/api/registrations', {
      method: 'POST',
      json: record({ referral_source: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('payload_too_large:api')
  })
})
