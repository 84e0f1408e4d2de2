// Origin check and JSON-only bodies on state-changing requests; HSTS and the CSP's base-uri and connect-src.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    env: { publicUrl: 'https://garden.example', trustedOrigins: ['https://friend.example'] },
  })
})
afterAll(() => ctx.close())

const consentBody = JSON.stringify({ choice: 'reject' })

describe(`origin check and JSON bodies (${databaseKind})`, () => {
  it('refuses a state-changing request from a foreign origin, on /api and /functions', async () => {
    for (const path of ['/api/consents/banner', '/functions/v1/follow-mochi', '/api/account/sign-up']) {
      const response = await ctx.client().request(path, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: consentBody,
      })
      expect(response.status).toBe(403)
      expect((await response.json()).error.code).toBe('forbidden:origin')
    }
  })

  it('refuses a same-site text/plain POST (the form trick) with 415, and from a foreign site with 403', async () => {
    const plain = await ctx.client().request('/api/consents/banner', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: consentBody,
    })
    expect(plain.status).toBe(415)
    expect((await plain.json()).error.code).toBe('unsupported_media_type:api')
    const foreign = await ctx.client().request('/api/consents/banner', {
      method: 'POST',
      headers: { origin: 'https://garden.example.evil.test', 'content-type': 'text/plain' },
      body: consentBody,
    })
    expect(foreign.status).toBe(403)
  })

  it('accepts the app origin, a trusted origin, and callers without Origin', async () => {
    for (const origin of ['https://garden.example', 'https://friend.example']) {
      const response = await ctx.client({ guestId: crypto.randomUUID() }).request('/api/consents/banner', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: consentBody,
      })
      expect(response.status).toBe(201)
    }
    const withoutOrigin = await ctx.app.request('https://garden.example/api/consents/banner', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mochi-guest-id': crypto.randomUUID() },
      body: consentBody,
    })
    expect(withoutOrigin.status).toBe(201)
  })

  it('lets a browser DELETE without a body through over a real socket (no Content-Length, no JSON type)', async () => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const send = (headers: Record<string, string>, body?: string) =>
        new Promise<number>((resolve, reject) => {
          const request = http.request(
            { host: '127.0.0.1', port, method: 'DELETE', path: '/api/safety-moments', headers },
            (response) => {
              response.resume()
              resolve(response.statusCode ?? 0)
            },
          )
          request.on('error', reject)
          request.end(body)
        })
      // Chromium sends a body-less DELETE with neither Content-Length nor Content-Type: not a 415.
      expect(await send({ origin: 'https://garden.example' })).not.toBe(415)
      // A real body must still be JSON.
      const framed = { origin: 'https://garden.example', 'content-type': 'text/plain', 'content-length': '1' }
      expect(await send(framed, 'x')).toBe(415)
    } finally {
      server.close()
    }
  })

  it('reads are not blocked by a foreign origin', async () => {
    const response = await ctx
      .client()
      .request('/api/health', { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
  })
})

describe('transport security headers', () => {
  it('HSTS for one year on https, none on plain http', async () => {
    const secure = await ctx.app.request('https://garden.example/api/health')
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    const plain = await ctx.app.request('http://localhost:3000/api/health')
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  it("CSP: base-uri 'none' and connect-src limited to the page's own host", async () => {
    const response = await ctx.app.request('http://garden.example/', { headers: { host: 'garden.example' } })
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("base-uri 'none'")
    const connect = csp
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'))!
      .trim()
    expect(connect).toBe("connect-src 'self' ws://garden.example wss://garden.example")
  })
})
