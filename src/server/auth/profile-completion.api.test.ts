// An identity-provider sign-up ("Continue with Google", here a real OpenID Connect server on loopback) has no age,
// profile or consents: until it gives them (same schema as a password sign-up) the API refuses everything else.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../db/schema/auth'
import { userConsents } from '../db/schema/consents'
import { profiles } from '../db/schema/profiles'
import { startOidcServer, type TestOidcServer, walkAuthorization } from '../test/oidc-server'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../test/test-app'

const APP = 'http://localhost:3000'
const finish = {
  displayName: 'Oidc Parent',
  age: 41,
  language: 'es',
  consents: { dataProcessing: true, marketing: false, analytics: true, notifications: false },
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; field?: string; messageKey?: string } }).error
}

describe(`an identity-provider sign-up finishes its profile first (${databaseKind})`, () => {
  let oidc: TestOidcServer
  let ctx: TestContext
  let browser: TestClient
  beforeAll(async () => {
    oidc = await startOidcServer({ redirectUri: `${APP}/api/auth/callback/google` })
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
    browser = ctx.client()
    const start = await browser.request('/api/auth/sign-in/social', {
      method: 'POST',
      json: { provider: 'google', callbackURL: '/' },
    })
    expect(start.status).toBe(200)
    const callback = await walkAuthorization((await start.json()).url, APP)
    expect((await browser.request(callback)).status).toBe(302)
  })
  afterAll(async () => {
    await ctx.close()
    await oidc.close()
  })

  it('is signed in but unfinished: no profile, no consents, and other account actions are a 403', async () => {
    const me = await browser.request('/api/account/me')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      user: { email: oidc.account.email },
      profile: null,
      profilePending: true,
    })
    const session = await (await browser.request('/api/auth/get-session')).json()
    expect(session.user.profilePending).toBe(true)

    const refused = [
      await browser.request('/api/account/profile', { method: 'PATCH', json: { age: 40 } }),
      await browser.request('/api/consents'),
      await browser.request('/api/voice-settings'),
      await browser.request('/api/account/operator-claim', { method: 'POST', json: { token: 'x' } }),
    ]
    for (const response of refused) {
      expect(response.status).toBe(403)
      expect((await errorOf(response)).code).toBe('profile_incomplete:account')
    }
    const [account] = await ctx.database.db.select().from(user).where(eq(user.email, oidc.account.email))
    expect(await ctx.database.db.select().from(profiles).where(eq(profiles.id, account!.id))).toHaveLength(0)
  })

  it('refuses what a password sign-up refuses: under 13, over 120, no name, no data-processing consent', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...finish, age: 12 }, 'age', 'signUpAge'],
      [{ ...finish, age: 121 }, 'age', 'signUpAge'],
      [{ ...finish, displayName: ' ' }, 'displayName', 'displayNameRequired'],
      [
        { ...finish, consents: { ...finish.consents, dataProcessing: false } },
        'consents.dataProcessing',
        'dataProcessingRequired',
      ],
      [{ ...finish, language: 'fr' }, 'language', ''],
    ]
    for (const [body, field, messageKey] of cases) {
      const response = await browser.request('/api/account/complete-profile', { method: 'POST', json: body })
      expect(response.status).toBe(400)
      const error = await errorOf(response)
      expect(error).toMatchObject({ code: 'invalid:body', field })
      if (messageKey) expect(error.messageKey).toBe(messageKey)
    }
    expect((await (await browser.request('/api/account/me')).json()).profilePending).toBe(true)
  })

  it('finishes with age, name, language and the four consents; then the account works', async () => {
    const done = await browser.request('/api/account/complete-profile', { method: 'POST', json: finish })
    expect(done.status).toBe(200)
    const [account] = await ctx.database.db.select().from(user).where(eq(user.email, oidc.account.email))
    expect(account?.profilePending).toBe(false)
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, account!.id))
    expect(profile).toMatchObject({ displayName: 'Oidc Parent', age: 41, language: 'es' })
    const consents = await ctx.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, account!.id))
    expect(consents.map((c) => [c.consentType, c.consentGiven]).sort()).toEqual([
      ['analytics', true],
      ['data_processing', true],
      ['marketing', false],
      ['notifications', false],
    ])

    expect((await (await browser.request('/api/account/me')).json()).profilePending).toBe(false)
    expect((await browser.request('/api/consents')).status).toBe(200)
    expect(
      (await browser.request('/api/account/profile', { method: 'PATCH', json: { age: 42 } })).status,
    ).toBe(200)
    const again = await browser.request('/api/account/complete-profile', { method: 'POST', json: finish })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe('profile_complete:account')
  })

  it('a password sign-up is finished from the start', async () => {
    const signUp = await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        ...finish,
        email: 'password.parent@garden.test',
        password: 'sunflower',
        confirmPassword: 'sunflower',
      },
    })
    expect(signUp.status).toBe(201)
    const family = ctx.client()
    await family.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'password.parent@garden.test', password: 'sunflower' },
    })
    expect((await (await family.request('/api/account/me')).json()).profilePending).toBe(false)
    expect((await family.request('/api/consents')).status).toBe(200)
  })
})
