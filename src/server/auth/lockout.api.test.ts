// Sign-in lockout that cannot be turned against the owner: per account and address, a slow-down (not a lock)
// per account, and a reset mail to the owner when the account is under attack.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../db/schema/outbox'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { trustProxy: true } })
})
afterAll(() => ctx.close())

const PASSWORD = 'Honeycomb-Meadow-42'

async function account(email: string) {
  const response = await ctx.client({ ip: '10.8.0.1' }).request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Owner',
      age: 40,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(response.status).toBe(201)
}

const attempt = (email: string, password: string, ip: string) =>
  ctx.client({ ip }).request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })

describe(`sign-in lockout (${databaseKind})`, () => {
  it("an attacker's failures lock only the attacker's address; the owner signs in from home", async () => {
    await account('target.owner@garden.test')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await attempt('target.owner@garden.test', `guess-${i}`, '10.8.1.1')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await attempt('target.owner@garden.test', PASSWORD, '10.8.1.1')).status).toBe(429)
    expect((await attempt('target.owner@garden.test', PASSWORD, '10.8.9.9')).status).toBe(200)
  })

  it('an account attacked from many addresses is slowed down, not locked, and its owner gets a reset link', async () => {
    await account('besieged@garden.test')
    // 4 × 5 failures from four addresses: the account is now under attack.
    for (let address = 0; address < 4; address++)
      for (let i = 0; i < 5; i++)
        expect((await attempt('besieged@garden.test', `guess-${i}`, `10.8.2.${address}`)).status).toBe(401)
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'besieged@garden.test'))
    expect(mails.filter((mail) => mail.kind === 'reset_password')).toHaveLength(1)
    // From now on one attempt per 10 seconds for the account from anywhere, never a 15-minute lock.
    expect((await attempt('besieged@garden.test', 'guess-y', '10.8.3.1')).status).toBe(401)
    const waiting = await attempt('besieged@garden.test', PASSWORD, '10.8.3.2')
    expect(waiting.status).toBe(429)
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(10)
    expect((await waiting.json()).error.code).toBe('rate_limit:sign_in')
  })
})
