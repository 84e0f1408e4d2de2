import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignUpInput } from '../../../shared/schemas/account'
import { user } from '../../db/schema/auth'
import { userConsents } from '../../db/schema/consents'
import { profiles } from '../../db/schema/profiles'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { adminEmails: [] } })
})
afterAll(() => ctx.close())

let counter = 0
function signUpBody(overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter++
  return {
    email: `parent${counter}@garden.test`,
    displayName: 'Garden Parent',
    age: 38,
    password: 'sunflower',
    confirmPassword: 'sunflower',
    language: 'en',
    consents: { dataProcessing: true, marketing: false, analytics: true, notifications: false },
    ...overrides,
  }
}

async function signUp(overrides: Partial<SignUpInput> = {}, client = ctx) {
  return client.request('/api/account/sign-up', { method: 'POST', json: signUpBody(overrides) })
}

async function errorOf(response: Response) {
  return (
    (await response.json()) as {
      error: { code: string; field?: string; messageKey?: string; message: string }
    }
  ).error
}

describe(`sign-up (${databaseKind})`, () => {
  it('creates the account, the profile and the four consents; even the first account is no operator', async () => {
    const response = await signUp({ email: 'First@Garden.test', language: 'es', age: '42' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body.user.email).toBe('first@garden.test')
    expect(body.requiresEmailConfirmation).toBe(false)
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, body.user.id))
    expect(row?.role).toBe('user')
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, body.user.id))
    expect(profile).toMatchObject({ displayName: 'Garden Parent', age: 42, language: 'es' })
    const consents = await ctx.database.db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, body.user.id))
    expect(consents.map((c) => [c.consentType, c.consentGiven]).sort()).toEqual([
      ['analytics', true],
      ['data_processing', true],
      ['marketing', false],
      ['notifications', false],
    ])
    expect(
      consents.every(
        (c) => c.consentVersion === '1.0' && c.ipAddress === null && c.email === 'first@garden.test',
      ),
    ).toBe(true)
  })

  it('makes later accounts ordinary users', async () => {
    const body = await (await signUp()).json()
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, body.user.id))
    expect(row?.role).toBe('user')
  })

  it.each([
    [12, 400],
    [13, 201],
    [120, 201],
    [121, 400],
  ])('age %i answers %i', async (age, status) => {
    const response = await signUp({ age })
    expect(response.status).toBe(status)
    if (status === 400)
      expect(await errorOf(response)).toMatchObject({ field: 'age', messageKey: 'signUpAge' })
  })

  it('refuses a 5-character password and accepts 6', async () => {
    const short = await signUp({ password: 'abcde', confirmPassword: 'abcde' })
    expect(short.status).toBe(400)
    expect(await errorOf(short)).toMatchObject({
      field: 'password',
      message: 'Password must be at least 6 characters long.',
    })
    expect((await signUp({ password: 'abcdef', confirmPassword: 'abcdef' })).status).toBe(201)
  })

  it('refuses mismatched passwords', async () => {
    const response = await signUp({ confirmPassword: 'sunflowers' })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({
      field: 'confirmPassword',
      message: 'Passwords do not match.',
    })
  })

  it('requires data-processing consent', async () => {
    const response = await signUp({
      consents: { dataProcessing: false, marketing: true, analytics: true, notifications: true },
    })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({
      field: 'consents.dataProcessing',
      message: 'You must agree to data processing to create an account.',
    })
  })

  it('answers a duplicate email with 409 and the spec message', async () => {
    expect((await signUp({ email: 'twice@garden.test' })).status).toBe(201)
    const again = await signUp({ email: 'TWICE@garden.test' })
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toMatchObject({
      code: 'user_exists:sign_up',
      message: 'An account with this email already exists. Please sign in instead.',
    })
  })

  it('keeps better-auth’s own sign-up endpoint closed (it would skip the age and consent rules)', async () => {
    const response = await ctx.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'sneaky@garden.test', password: 'sunflower', name: 'Sneaky' },
    })
    expect(response.status).toBe(404)
  })
})

describe(`sign-in, session and sign-out (${databaseKind})`, () => {
  it('signs in with a cookie session, shows the user, and signs out', async () => {
    const browser = ctx.client()
    await signUp({ email: 'session@garden.test' }, ctx)
    const signIn = await browser.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'session@garden.test', password: 'sunflower' },
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie().find((value) => value.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    const me = await browser.request('/api/account/me')
    expect(me.status).toBe(200)
    expect((await me.json()).user.email).toBe('session@garden.test')
    const session = await browser.request('/api/auth/get-session')
    expect((await session.json())?.user?.email).toBe('session@garden.test')
    expect((await browser.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200)
    expect((await browser.request('/api/account/me')).status).toBe(401)
  })

  it('answers wrong credentials with 401 and the invalid-credentials code', async () => {
    const response = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'session@garden.test', password: 'wrong-password' },
    })
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('invalid_credentials:sign_in')
  })

  it('limits failed sign-ins per account with a 429 and no 5xx, even from different addresses', async () => {
    await signUp({ email: 'target@garden.test' })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const browser = ctx.client()
      const response = await browser.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'target@garden.test', password: `guess-${attempt}` },
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429])
    const blocked = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'target@garden.test', password: 'sunflower' },
    })
    expect(blocked.status).toBe(429)
    const body = await errorOf(blocked)
    expect(body.code).toBe('rate_limit:sign_in')
    expect(blocked.headers.get('retry-after')).toBeTruthy()
  })
})

describe(`profile, export and deletion (${databaseKind})`, () => {
  it('edits the profile, exports the data and deletes the account after confirmation', async () => {
    const browser = ctx.client()
    await signUp({ email: 'leaving@garden.test' })
    await browser.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'leaving@garden.test', password: 'sunflower' },
    })

    const patch = await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { displayName: 'Bee Keeper', age: 40, language: 'es' },
    })
    expect(patch.status).toBe(200)
    expect((await patch.json()).profile).toMatchObject({
      display_name: 'Bee Keeper',
      age: 40,
      language: 'es',
    })
    expect(
      (await browser.request('/api/account/profile', { method: 'PATCH', json: { age: 12 } })).status,
    ).toBe(400)

    const exported = await browser.request('/api/account/export')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="mochis-garden-data-/)
    const data = await exported.json()
    expect(data.account.email).toBe('leaving@garden.test')
    expect(data.profile.display_name).toBe('Bee Keeper')
    expect(data.consents).toHaveLength(4)

    const wrong = await browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: 'someone@else.test' },
    })
    expect(wrong.status).toBe(400)
    // The email alone is not enough: the password must be given, and be right.
    for (const password of [undefined, 'not-my-password']) {
      const refused = await browser.request('/api/account', {
        method: 'DELETE',
        json: { confirmEmail: 'LEAVING@garden.test', password },
      })
      expect(refused.status).toBe(401)
      expect(await errorOf(refused)).toMatchObject({ code: 'invalid_credentials:sign_in', field: 'password' })
    }
    expect((await browser.request('/api/account/me')).status).toBe(200)
    const deleted = await browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: 'LEAVING@garden.test', password: 'sunflower' },
    })
    expect(deleted.status).toBe(200)
    const rows = await ctx.database.db.select().from(user).where(eq(user.email, 'leaving@garden.test'))
    expect(rows).toHaveLength(0)
    expect((await browser.request('/api/account/me')).status).toBe(401)
  })

  it('says whether the identity provider is configured', async () => {
    const response = await ctx.request('/api/account/providers')
    expect(await response.json()).toEqual({ oidc: { id: 'google', enabled: false, name: 'Google' } })
  })
})

describe(`admin role (${databaseKind})`, () => {
  it('guards operator routes: a family account is refused, an unverified ADMIN_EMAILS sign-up too', async () => {
    const admins = await createTestContext({ env: { adminEmails: ['boss@garden.test'] } })
    try {
      await admins.request('/api/account/sign-up', {
        method: 'POST',
        json: signUpBody({ email: 'first-user@garden.test' }),
      })
      await admins.request('/api/account/sign-up', {
        method: 'POST',
        json: signUpBody({ email: 'boss@garden.test' }),
      })
      expect((await admins.request('/api/admin/outbox')).status).toBe(401)
      for (const email of ['first-user@garden.test', 'boss@garden.test']) {
        const member = admins.client()
        await member.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email, password: 'sunflower' },
        })
        expect((await member.request('/api/admin/outbox')).status).toBe(403)
      }
    } finally {
      await admins.close()
    }
  })
})
