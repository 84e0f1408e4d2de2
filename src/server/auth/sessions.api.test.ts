// "Sign out everywhere": revoking the sessions from one device ends the others too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const PASSWORD = 'Honeycomb-Meadow-42'

describe(`sign out everywhere (${databaseKind})`, () => {
  it('ends the sessions of every device', async () => {
    const created = await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        email: 'two.devices@garden.test',
        displayName: 'Two Devices',
        age: 40,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    expect(created.status).toBe(201)
    const phone = ctx.client()
    const laptop = ctx.client()
    for (const device of [phone, laptop]) {
      const signIn = await device.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'two.devices@garden.test', password: PASSWORD },
      })
      expect(signIn.status).toBe(200)
      expect((await device.request('/api/account/me')).status).toBe(200)
    }
    const revoked = await laptop.request('/api/auth/revoke-sessions', { method: 'POST', json: {} })
    expect(revoked.status).toBe(200)
    expect((await phone.request('/api/account/me')).status).toBe(401)
    expect((await laptop.request('/api/account/me')).status).toBe(401)
  })
})
