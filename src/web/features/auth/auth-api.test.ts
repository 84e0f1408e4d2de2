// @vitest-environment jsdom
// The web's auth calls go through better-auth's client to /api/auth, and the server's answers in our error shape
// become the spec's messages (section 8): checked at the fetch boundary with the server's real wire format.
import { ERROR_CODES } from '@shared/error-codes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AuthError,
  fetchSession,
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signOutEverywhere,
} from './auth-api'

interface Sent {
  method: string
  path: string
  body: unknown
}

function answer(routes: Record<string, () => Response>) {
  const sent: Sent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), location.origin), init)
      const path = new URL(request.url).pathname
      const text = await request.text()
      sent.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined })
      const route = routes[`${request.method} ${path}`]
      return route ? route() : json({ error: { code: 'not_found:api', message: 'No route' } }, 404)
    }),
  )
  return sent
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
const failure = (status: number, code: string) => () => json({ error: { code, message: code } }, status)

afterEach(() => vi.unstubAllGlobals())

describe('auth calls through better-auth’s client', () => {
  it('reads the session user, or nobody', async () => {
    const user = { id: 'u1', email: 'ana@garden.test', name: 'Ana', role: 'user', emailVerified: true }
    answer({ 'GET /api/auth/get-session': () => json({ session: { id: 's1' }, user }) })
    expect(await fetchSession()).toEqual({ id: 'u1', email: 'ana@garden.test', name: 'Ana', role: 'user' })
    answer({ 'GET /api/auth/get-session': () => json(null) })
    expect(await fetchSession()).toBeNull()
  })

  it('signs in with the address and password, remembered, and maps refusals to the spec messages', async () => {
    const sent = answer({ 'POST /api/auth/sign-in/email': () => json({ token: 't', user: {} }) })
    await signIn({ email: 'ana@garden.test', password: 'sunflower' })
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        body: { email: 'ana@garden.test', password: 'sunflower', rememberMe: true },
      },
    ])
    for (const [status, code, key] of [
      [401, ERROR_CODES.invalidCredentials, 'errors.invalidCredentials'],
      [403, ERROR_CODES.emailNotVerified, 'errors.emailNotConfirmed'],
      [429, 'rate_limited:sign_in', 'errors.tooManyAttempts'],
      [500, 'internal:api', 'errors.signInFailed'],
    ] as const) {
      answer({ 'POST /api/auth/sign-in/email': failure(status, code) })
      await expect(signIn({ email: 'ana@garden.test', password: 'x' })).rejects.toEqual(new AuthError(key))
    }
  })

  it('signs out, and everywhere by revoking every session first', async () => {
    const sent = answer({
      'POST /api/auth/revoke-sessions': () => json({ status: true }),
      'POST /api/auth/sign-out': () => json({ success: true }),
    })
    await signOutEverywhere()
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/auth/revoke-sessions',
      'POST /api/auth/sign-out',
    ])
    answer({ 'POST /api/auth/sign-out': failure(500, 'internal:api') })
    await expect(signOut()).rejects.toThrow('sign-out failed (500)')
  })

  it('asks for a reset mail and sets the new password with the token', async () => {
    const sent = answer({
      'POST /api/auth/request-password-reset': () => json({ status: true }),
      'POST /api/auth/reset-password': () => json({ status: true }),
    })
    await requestPasswordReset('ana@garden.test')
    expect(await resetPassword('tok', 'a-new-sunflower')).toBeNull()
    expect(sent.map((request) => request.body)).toEqual([
      { email: 'ana@garden.test', redirectTo: '/reset-password' },
      { token: 'tok', newPassword: 'a-new-sunflower' },
    ])
    answer({ 'POST /api/auth/request-password-reset': failure(429, 'rate_limited:api') })
    await expect(requestPasswordReset('ana@garden.test')).rejects.toEqual(
      new AuthError('errors.tooManyAttempts'),
    )
    answer({ 'POST /api/auth/reset-password': failure(400, ERROR_CODES.weakPassword) })
    expect(await resetPassword('tok', 'password')).toBe('errors.weakPassword')
    answer({ 'POST /api/auth/reset-password': failure(400, ERROR_CODES.tokenInvalid) })
    expect(await resetPassword('old', 'a-new-sunflower')).toBe('reset.invalidLink')
  })
})
