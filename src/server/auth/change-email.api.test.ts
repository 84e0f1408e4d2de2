// Changing the sign-in email asks for the password (identity-provider accounts: a sign-in within 10 minutes);
// the change happens only when the link mailed to the new address (through the outbox) is followed.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, user } from '../db/schema/auth'
import { emailOutbox } from '../db/schema/outbox'
import { startOidcServer, type TestOidcServer, walkAuthorization } from '../test/oidc-server'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../test/test-app'

const APP = 'http://localhost:3000'

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; field?: string } }).error
}

const changeEmail = (browser: TestClient, body: object) =>
  browser.request('/api/account/change-email', { method: 'POST', json: body })

describe(`changing the email (${databaseKind})`, () => {
  let ctx: TestContext
  let oidc: TestOidcServer
  beforeAll(async () => {
    oidc = await startOidcServer({
      redirectUri: `${APP}/api/auth/callback/google`,
      account: { sub: 'change-email-sub', email: 'provider.parent@garden.test', name: 'Provider Parent' },
    })
    ctx = await createTestContext({
      env: {
        oidc: {
          issuer: oidc.issuer,
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          name: 'Google',
        },
      },
    })
  })
  afterAll(async () => {
    await ctx.close()
    await oidc.close()
  })

  it('needs the current password, then mails a link to the new address that makes the change', async () => {
    const signUp = await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        email: 'old.address@garden.test',
        displayName: 'Moving Parent',
        age: 39,
        password: 'sunflower',
        confirmPassword: 'sunflower',
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    expect(signUp.status).toBe(201)
    const browser = ctx.client()
    await browser.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'old.address@garden.test', password: 'sunflower' },
    })

    const noPassword = await changeEmail(browser, { newEmail: 'new.address@garden.test' })
    expect(noPassword.status).toBe(401)
    expect(await errorOf(noPassword)).toMatchObject({
      code: 'invalid_credentials:sign_in',
      field: 'password',
    })
    const wrong = await changeEmail(browser, { newEmail: 'new.address@garden.test', password: 'daffodil' })
    expect(wrong.status).toBe(401)
    const same = await changeEmail(browser, { newEmail: 'Old.Address@garden.test', password: 'sunflower' })
    expect(same.status).toBe(400)
    expect((await errorOf(same)).code).toBe('unchanged:email')
    const invalid = await changeEmail(browser, { newEmail: 'not-an-email', password: 'sunflower' })
    expect(invalid.status).toBe(400)
    expect((await errorOf(invalid)).field).toBe('newEmail')
    // better-auth's own route, which asks for no password, is closed.
    const direct = await browser.request('/api/auth/change-email', {
      method: 'POST',
      json: { newEmail: 'thief@garden.test' },
    })
    expect(direct.status).toBe(404)
    expect((await errorOf(direct)).code).toBe('not_found:api')
    expect(
      await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'thief@garden.test')),
    ).toHaveLength(0)

    const asked = await changeEmail(browser, { newEmail: 'New.Address@garden.test', password: 'sunflower' })
    expect(asked.status).toBe(200)
    expect(await asked.json()).toEqual({ verificationSentTo: 'new.address@garden.test' })
    // Nothing changes until the new address proves it is reachable.
    const [before] = await ctx.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'old.address@garden.test'))
    expect(before).toBeDefined()
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'new.address@garden.test'), eq(emailOutbox.kind, 'verify_email')))
    const link = mail!.text.match(/https?:\/\/\S+verify-email\S+/)![0]
    expect((await browser.request(link)).status).toBe(302)

    const [after] = await ctx.database.db.select().from(user).where(eq(user.id, before!.id))
    // The account keeps its verified state (none here: this install has no SMTP), now at the new address.
    expect(after).toMatchObject({ email: 'new.address@garden.test', emailVerified: before!.emailVerified })
    const signIn = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'new.address@garden.test', password: 'sunflower' },
    })
    expect(signIn.status).toBe(200)
  })

  it('an identity-provider account needs a sign-in within the last 10 minutes instead', async () => {
    const browser = ctx.client()
    const start = await browser.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/' },
    })
    const callback = await walkAuthorization((await start.json()).url, APP)
    expect((await browser.request(callback)).status).toBe(302)
    const finished = await browser.request('/api/account/complete-profile', {
      method: 'POST',
      json: {
        displayName: 'Provider Parent',
        age: 44,
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    expect(finished.status).toBe(200)
    const [account] = await ctx.database.db.select().from(user).where(eq(user.email, oidc.account.email))

    // A session opened 11 minutes ago is not fresh enough.
    await ctx.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(session.userId, account!.id))
    const stale = await changeEmail(browser, { newEmail: 'provider.new@garden.test' })
    expect(stale.status).toBe(401)
    expect((await errorOf(stale)).code).toBe('reauthentication_required:account')

    await ctx.database.db
      .update(session)
      .set({ createdAt: new Date() })
      .where(eq(session.userId, account!.id))
    const fresh = await changeEmail(browser, { newEmail: 'provider.new@garden.test' })
    expect(fresh.status).toBe(200)
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'provider.new@garden.test'))
    expect(mails).toHaveLength(1)
  })
})
