import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe(`GET /api/health (${databaseKind})`, () => {
  it('answers 200 with the database status from a real round trip', async () => {
    const response = await ctx.request('/api/health')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.status).toBe('ok')
    expect(body.database.status).toBe('up')
    expect(body.database.kind).toBe(databaseKind)
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('sends the security headers', async () => {
    const response = await ctx.request('/api/health')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-request-id')).toBeTruthy()
  })

  it('reports the database down with a 503 when it cannot be reached', async () => {
    const broken = await createTestContext()
    await broken.database.close()
    const response = await broken.request('/api/health')
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body.database.status).toBe('down')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.request('/api/nothing-here')
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body.error.code).toBe('not_found:api')
  })
})

describe('framing', () => {
  it('lets other sites frame only the /embed page', async () => {
    const embed = await ctx.request('/embed')
    expect(embed.headers.get('x-frame-options')).toBeNull()
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *')
    const home = await ctx.request('/')
    expect(home.headers.get('x-frame-options')).toBe('DENY')
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})
