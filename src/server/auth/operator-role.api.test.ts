// Operator role: an ADMIN_EMAILS address counts only once verified; otherwise the one-time bootstrap token
// printed at start makes the account that enters it the operator, once.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verification } from '../db/schema/auth'
import { emailOutbox } from '../db/schema/outbox'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../test/test-app'
import { BOOTSTRAP_IDENTIFIER, issueBootstrapToken } from './operator-bootstrap'

async function signUpAndIn(ctx: TestContext, email: string): Promise<TestClient> {
  const signUp = await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Garden Keeper',
      age: 40,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(signUp.status).toBe(201)
  const browser = ctx.client()
  const signIn = await browser.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'sunflower' },
  })
  expect(signIn.status).toBe(200)
  return browser
}

async function roleOf(browser: TestClient) {
  const me = await browser.request('/api/account/me')
  const session = await browser.request('/api/auth/get-session')
  return { me: (await me.json()).user.role, session: (await session.json()).user.role }
}

const claim = (browser: TestClient, token: string, language = 'en') =>
  browser.request('/api/account/operator-claim', {
    method: 'POST',
    json: { token },
    headers: { 'accept-language': language },
  })

describe(`ADMIN_EMAILS needs a verified address (${databaseKind})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ env: { adminEmails: ['boss@garden.test'] } })
  })
  afterAll(() => ctx.close())

  it('an unverified sign-up with the operator address is a family account; after the mailed link it operates', async () => {
    const boss = await signUpAndIn(ctx, 'Boss@Garden.test')
    expect(await roleOf(boss)).toEqual({ me: 'user', session: 'user' })
    expect((await boss.request('/api/admin/outbox')).status).toBe(403)
    // No operator yet: a start now would print a bootstrap token.
    expect(await issueBootstrapToken(ctx.database.db, ctx.env)).toEqual(expect.any(String))

    // Without SMTP the confirmation mail is held in the outbox; following its link verifies the address.
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'boss@garden.test'), eq(emailOutbox.kind, 'verify_email')))
    const link = mail!.text.match(/https?:\/\/\S+verify-email\S+/)![0]
    expect((await boss.request(link)).status).toBe(302)

    expect(await roleOf(boss)).toEqual({ me: 'admin', session: 'admin' })
    expect((await boss.request('/api/admin/outbox')).status).toBe(200)
    expect(await issueBootstrapToken(ctx.database.db, ctx.env)).toBeNull()
  })
})

describe(`the one-time operator bootstrap token (${databaseKind})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ env: { adminEmails: [] } })
  })
  afterAll(() => ctx.close())

  it('is stored hashed, works once, and a wrong, expired or used token is a translated 400', async () => {
    const expired = await issueBootstrapToken(
      ctx.database.db,
      ctx.env,
      new Date(Date.now() - 25 * 60 * 60 * 1000),
    )
    const token = await issueBootstrapToken(ctx.database.db, ctx.env)
    expect(token).toMatch(/^[\w-]{32}$/)
    const stored = await ctx.database.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, BOOTSTRAP_IDENTIFIER))
    expect(stored).toHaveLength(2)
    expect(stored.every((row) => row.value !== token && /^[0-9a-f]{64}$/.test(row.value))).toBe(true)

    const first = await signUpAndIn(ctx, 'first@garden.test')
    expect(await roleOf(first)).toEqual({ me: 'user', session: 'user' })

    const wrong = await claim(first, 'not-the-token-at-all', 'es')
    expect(wrong.status).toBe(400)
    const wrongError = (await wrong.json()).error
    expect(wrongError).toMatchObject({ code: 'invalid:bootstrap_token', field: 'token' })
    const late = await claim(first, expired!)
    expect(late.status).toBe(400)
    expect((await late.json()).error.code).toBe('invalid:bootstrap_token')
    expect((await claim(first, '')).status).toBe(400)
    expect(await roleOf(first)).toEqual({ me: 'user', session: 'user' })

    const granted = await claim(first, ` ${token!} `)
    expect(granted.status).toBe(200)
    expect(await roleOf(first)).toEqual({ me: 'admin', session: 'admin' })
    expect((await first.request('/api/admin/outbox')).status).toBe(200)

    const second = await signUpAndIn(ctx, 'second@garden.test')
    const reused = await claim(second, token!)
    expect(reused.status).toBe(400)
    expect((await reused.json()).error.code).toBe('invalid:bootstrap_token')
    expect(await roleOf(second)).toEqual({ me: 'user', session: 'user' })
    // Spent: nothing is left to claim, and no new token is printed while an operator exists.
    expect(
      await ctx.database.db
        .select()
        .from(verification)
        .where(eq(verification.identifier, BOOTSTRAP_IDENTIFIER)),
    ).toHaveLength(0)
    expect(await issueBootstrapToken(ctx.database.db, ctx.env)).toBeNull()
  })

  it('needs a signed-in account', async () => {
    const anonymous = ctx.client()
    expect((await claim(anonymous, 'whatever-token')).status).toBe(401)
  })
})
