// Sign-in from wherever the app is reached, and better-auth's answers in our one translated error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

const PASSWORD = 'Honeycomb-Meadow-42'

async function withAccount(ctx: TestContext, email: string) {
  const response = await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Origin Tester',
      age: 40,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(response.status).toBe(201)
}

const signInFrom = (ctx: TestContext, email: string, origin: string, host: string) =>
  ctx.client().request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { origin, host },
    json: { email, password: PASSWORD },
  })

describe(`without PUBLIC_URL the address the browser used is trusted (${databaseKind})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ env: { publicUrl: undefined, port: 3000 } })
    await withAccount(ctx, 'everywhere@garden.test')
  })
  afterAll(() => ctx.close())

  it.each([
    ['http://localhost:3000', 'localhost:3000'],
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://192.168.1.20:3000', '192.168.1.20:3000'],
  ])('signs in from %s', async (origin, host) => {
    const response = await signInFrom(ctx, 'everywhere@garden.test', origin, host)
    expect(response.status).toBe(200)
  })

  it('refuses another origin than the one addressed, in our shape with a translatable code', async () => {
    const response = await signInFrom(ctx, 'everywhere@garden.test', 'http://evil.test', '127.0.0.1:3000')
    expect(response.status).toBe(403)
    const body = await response.json()
    expect(body.error.code).toBe('forbidden:origin')
    expect(body.error.message).toBeTruthy()
  })

  it('refuses a different port on the same host', async () => {
    const response = await signInFrom(
      ctx,
      'everywhere@garden.test',
      'http://127.0.0.1:4000',
      '127.0.0.1:3000',
    )
    expect(response.status).toBe(403)
  })
})

describe(`with PUBLIC_URL only it and TRUSTED_ORIGINS (${databaseKind})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { publicUrl: 'https://garden.example', trustedOrigins: ['https://admin.garden.example'] },
    })
    await withAccount(ctx, 'public@garden.test')
  })
  afterAll(() => ctx.close())

  it('signs in from PUBLIC_URL and a trusted origin', async () => {
    expect(
      (await signInFrom(ctx, 'public@garden.test', 'https://garden.example', 'garden.example')).status,
    ).toBe(200)
    expect(
      (await signInFrom(ctx, 'public@garden.test', 'https://admin.garden.example', 'garden.example')).status,
    ).toBe(200)
  })

  it('refuses the machine address even when the Host matches', async () => {
    const response = await signInFrom(ctx, 'public@garden.test', 'http://127.0.0.1:3000', '127.0.0.1:3000')
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe('forbidden:origin')
  })
})

describe(`better-auth routes answer bad input in our shape (${databaseKind})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it.each([
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['broken JSON', '{"email":'],
    ['a NUL byte', JSON.stringify({ email: 'a\u0000@garden.test', password: 'x' })],
    ['a lone surrogate', '{"email":"\\ud800@garden.test","password":"x"}'],
  ])('sign-in with %s is a 400', async (_, body) => {
    const response = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('invalid:body')
  })

  it('an unknown auth path is a JSON 404 in our shape', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await ctx.client().request('/api/auth/no-such-thing', {
        method,
        json: method === 'POST' ? {} : undefined,
      })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect((await response.json()).error.code).toBe('not_found:api')
    }
  })

  it('wrong credentials carry our invalid-credentials code', async () => {
    const response = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'nobody@garden.test', password: 'Wrong-Password-1' },
    })
    expect(response.status).toBe(401)
    expect((await response.json()).error.code).toBe('invalid_credentials:sign_in')
  })
})
