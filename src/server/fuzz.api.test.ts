// Fuzz: every /api and /functions endpoint (better-auth's included) gets 200 deterministic malformed bodies; none
// may answer 5xx, and every error is in our one shape. Figures are printed (requests, statuses, time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FUNCTIONS } from './functions/registry'
import { fuzzBodies, PATH_PARAMS } from './test/fuzz-bodies'
import { createTestContext, databaseKind, type TestContext } from './test/test-app'

const BODIES_PER_ENDPOINT = 200
const AUTH_PATHS = [
  'sign-in/email',
  'sign-in/social',
  'sign-out',
  'get-session',
  'list-sessions',
  'revoke-session',
  'revoke-sessions',
  'revoke-other-sessions',
  'update-user',
  'change-password',
  'change-email',
  'delete-user',
  'verify-email',
  'send-verification-email',
  'request-password-reset',
  'reset-password',
  'ok',
  'error',
  'no-such-endpoint',
]

let ctx: TestContext
let cookie = ''
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      adminEmails: [],
      signInLimits: { perAccount: 1_000_000, perAddress: 1_000_000, windowSeconds: 900 },
    },
  })
  const password = 'Fuzz-Garden-Operator-9'
  await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email: 'fuzz.operator@garden.test',
      displayName: 'Fuzz',
      age: 40,
      password,
      confirmPassword: password,
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: true, notifications: false },
    },
  })
  await ctx.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: 'fuzz.operator@garden.test', password },
  })
  cookie = [...ctx.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  expect(cookie).toContain('session')
})
afterAll(() => ctx.close())

interface Endpoint {
  method: string
  path: string
  signedIn: boolean
}

function endpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>()
  for (const route of ctx.app.routes) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)) continue
    if (route.path.includes('*')) continue
    if (!route.path.startsWith('/api/') && !route.path.startsWith('/functions/')) continue
    if (route.path === '/functions/v1/:name') continue
    found.set(`${route.method} ${route.path}`, { method: route.method, path: route.path, signedIn: true })
  }
  for (const fn of FUNCTIONS)
    found.set(`POST ${fn.name}`, { method: 'POST', path: `/functions/v1/${fn.name}`, signedIn: true })
  // Anonymous, so fuzzing sign-out or delete-user cannot end the session the other endpoints use.
  for (const path of AUTH_PATHS)
    for (const method of ['GET', 'POST'])
      found.set(`${method} auth ${path}`, { method, path: `/api/auth/${path}`, signedIn: false })
  return [...found.values()]
}

describe(`fuzz (${databaseKind})`, () => {
  it(`answers ${BODIES_PER_ENDPOINT} malformed bodies per endpoint with no 5xx, always in our error shape`, async () => {
    const started = performance.now()
    const list = endpoints()
    const statuses = new Map<number, number>()
    const failures: string[] = []
    let requests = 0
    for (const [index, endpoint] of list.entries()) {
      const bodies = fuzzBodies(1000 + index, BODIES_PER_ENDPOINT)
      for (const [n, { body, contentType }] of bodies.entries()) {
        const path = endpoint.path.replace(/:[a-zA-Z]+/g, () => PATH_PARAMS[n % PATH_PARAMS.length]!)
        const headers: Record<string, string> = { origin: 'http://localhost:3000' }
        if (endpoint.signedIn) headers.cookie = cookie
        const withBody = endpoint.method !== 'GET'
        if (withBody) headers['content-type'] = contentType
        const response = await ctx.app.request(
          `http://localhost:3000${path}${withBody ? '' : '?q=%00&age=-1'}`,
          {
            method: endpoint.method,
            headers,
            body: withBody ? body : undefined,
          },
        )
        requests++
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const text = await response.text()
        if (response.status >= 500)
          failures.push(`${endpoint.method} ${path} ${response.status} ${body.slice(0, 120)}`)
        else if (response.status >= 400) {
          let shaped = false
          try {
            const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }
            shaped = typeof parsed.error?.code === 'string' && typeof parsed.error.message === 'string'
          } catch {}
          if (!shaped)
            failures.push(`${endpoint.method} ${path} ${response.status} not our shape: ${text.slice(0, 80)}`)
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')
    console.log(
      `fuzz (${databaseKind}): ${list.length} endpoints × ${BODIES_PER_ENDPOINT} bodies = ${requests} requests in ${seconds} s; ${byStatus}; ${failures.length} failures`,
    )
    expect(failures.slice(0, 30)).toEqual([])
  }, 240_000)
})
