// Password reset by an emailed link (the outbox), the sessions revoked, the new password refused when common.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../db/schema/outbox'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const EMAIL = 'forgetful@garden.test'
const OLD = 'Honeycomb-Meadow-42'
const NEW = 'Clover-Lantern-77'

const signIn = (password: string) =>
  ctx.client().request('/api/auth/sign-in/email', { method: 'POST', json: { email: EMAIL, password } })

describe(`password reset (${databaseKind})`, () => {
  it('mails a link to our reset page; the reset ends every session and the new password works', async () => {
    const created = await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        email: EMAIL,
        displayName: 'Forgetful',
        age: 40,
        password: OLD,
        confirmPassword: OLD,
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    expect(created.status).toBe(201)
    const device = ctx.client()
    await device.request('/api/auth/sign-in/email', { method: 'POST', json: { email: EMAIL, password: OLD } })
    expect((await device.request('/api/account/me')).status).toBe(200)

    const asked = await ctx.client().request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: EMAIL, redirectTo: '/reset-password' },
    })
    expect(asked.status).toBe(200)
    // Unknown addresses get the same answer (no account discovery) and no mail.
    const unknown = await ctx.client().request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'nobody.here@garden.test', redirectTo: '/reset-password' },
    })
    expect(unknown.status).toBe(200)

    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, EMAIL))
    const mail = mails.find((m) => m.kind === 'reset_password')
    expect(mail).toBeTruthy()
    expect(mail?.text).toContain('/privacy')
    const link = new URL(mail!.text.match(/https?:\/\/\S+reset-password\S*/)![0])
    expect(link.pathname).toBe('/reset-password')
    const token = link.searchParams.get('token')!

    const weak = await ctx.client().request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'password1' },
    })
    expect(weak.status).toBe(400)
    expect((await weak.json()).error.code).toBe('weak_password:sign_up')

    const reset = await ctx.client().request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: NEW },
    })
    expect(reset.status).toBe(200)
    expect((await device.request('/api/account/me')).status).toBe(401)
    expect((await signIn(OLD)).status).toBe(401)
    expect((await signIn(NEW)).status).toBe(200)

    const again = await ctx.client().request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'Another-Garden-Path-5' },
    })
    expect(again.status).toBe(400)
    expect((await again.json()).error.code).toBeTruthy()
  })
})
