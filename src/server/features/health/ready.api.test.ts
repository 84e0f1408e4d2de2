// GET /api/health/ready: 200 while the instance serves, 503 when its database is gone or once it is draining.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markDraining } from '../../lib/draining'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'

describe(`readiness for load balancers (${databaseKind})`, () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('is ready with a database, not ready without one', async () => {
    const ready = await ctx.request('/api/health/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true })
    const broken = await createTestContext()
    await broken.database.close()
    const down = await broken.request('/api/health/ready')
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ ready: false, reason: 'database' })
    await broken.close().catch(() => undefined)
  })

  it('turns to 503 once the process is draining, while liveness still answers 200', async () => {
    markDraining()
    const draining = await ctx.request('/api/health/ready')
    expect(draining.status).toBe(503)
    expect(await draining.json()).toEqual({ ready: false, reason: 'draining' })
    expect((await ctx.request('/api/health')).status).toBe(200)
  })
})
