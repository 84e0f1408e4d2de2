// Callers of other kinds: a bearer session token works like the cookie, and /functions/v1 answers CORS only
// for PUBLIC_URL and TRUSTED_ORIGINS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

const FRIEND = 'https://friends.example'
const EMAIL = 'bearer@garden.test'

describe(`callers of other kinds (${databaseKind})`, () => {
  let ctx: TestContext
  let signedToken: string
  let rawToken: string

  beforeAll(async () => {
    ctx = await createTestContext({ env: { trustedOrigins: [FRIEND] } })
    const signUp = await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        email: EMAIL,
        displayName: 'Script Writer',
        age: 40,
        password: 'sunflower',
        confirmPassword: 'sunflower',
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    expect(signUp.status).toBe(201)
    const signIn = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: EMAIL, password: 'sunflower' },
    })
    expect(signIn.status).toBe(200)
    signedToken = signIn.headers.get('set-auth-token') ?? ''
    rawToken = ((await signIn.json()) as { token: string }).token
  })
  afterAll(() => ctx.close())

  const me = (authorization?: string) =>
    ctx.client().request('/api/account/me', { headers: authorization ? { authorization } : {} })

  it('accepts Authorization: Bearer <session token> without a cookie, signed or as returned by sign-in', async () => {
    expect(signedToken).toContain('.')
    for (const token of [signedToken, rawToken]) {
      const answer = await me(`Bearer ${token}`)
      expect(answer.status).toBe(200)
      expect(JSON.stringify(await answer.json())).toContain(EMAIL)
    }
  })

  it('treats a bearer that is no session (supabase-js sends its anon key) as nobody', async () => {
    expect((await me('Bearer not-a-session-token')).status).toBe(401)
    expect((await me(`Bearer ${signedToken.slice(0, -3)}abc`)).status).toBe(401)
    expect((await me()).status).toBe(401)
  })

  it('answers CORS for trusted origins only', async () => {
    const preflight = (origin: string) =>
      ctx.app.request('/functions/v1/tts', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type, x-client-info, apikey',
        },
      })
    const trusted = await preflight(FRIEND)
    expect(trusted.status).toBe(204)
    expect(trusted.headers.get('access-control-allow-origin')).toBe(FRIEND)
    expect(trusted.headers.get('access-control-allow-headers')).toContain('authorization')
    const own = await preflight(ctx.env.publicUrl ?? `http://localhost:${ctx.env.port}`)
    expect(own.headers.get('access-control-allow-origin')).toBeTruthy()
    const foreign = await preflight('https://evil.example')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()

    const call = await ctx.app.request('/functions/v1/tts', {
      method: 'POST',
      headers: { origin: FRIEND, 'content-type': 'application/json', authorization: `Bearer ${signedToken}` },
      body: JSON.stringify({ text: 'Bees say hello.' }),
    })
    expect(call.status).toBe(200)
    expect(call.headers.get('access-control-allow-origin')).toBe(FRIEND)
    // Without an explicit Accept: audio/mpeg, tts answers the spec's JSON, which supabase-js parses.
    expect(call.headers.get('content-type')).toContain('application/json')
    expect((await call.json()).audioContent.length).toBeGreaterThan(100)
  })
})
