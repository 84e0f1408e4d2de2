// The health view adds up every instance that published fresh figures, and leaves out stale ones.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instanceFigures } from '../../db/schema/instance-figures'
import { OPERATOR_FUNCTIONS } from '../../functions/operator-functions'
import { createMetricsRecorder } from '../../operator/metrics-recorder'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'
import { invoke, OPERATOR_EMAIL, signedIn } from './operator-test-helpers'

describe(`health figures of several instances (${databaseKind})`, () => {
  let ctx: TestContext
  let operator: TestClient
  beforeAll(async () => {
    ctx = await createTestContext({ env: { adminEmails: [OPERATOR_EMAIL] }, functions: OPERATOR_FUNCTIONS })
    operator = await signedIn(ctx, OPERATOR_EMAIL)
  })
  afterAll(() => ctx.close())

  const metrics = async () =>
    (await (await invoke(operator, 'unified_health_monitor', { include_metrics: true })).json())
      .performance_metrics

  it('adds the fresh figures another instance published, and ignores stale ones', async () => {
    const alone = await metrics()
    expect(alone.instances).toBe(1)

    const other = createMetricsRecorder()
    for (let i = 0; i < 40; i++) other.requestFinished({ method: 'GET', route: '/x', status: 500, ms: 2500 })
    other.websocketOpened()
    await ctx.database.db.insert(instanceFigures).values({ instanceId: 'other', figures: other.figures() })
    const together = await metrics()
    expect(together.instances).toBe(2)
    expect(together.requests_in_window).toBeGreaterThanOrEqual(alone.requests_in_window + 40)
    expect(together.error_rate).toBeGreaterThan(0)
    expect(together.p99_ms).toBe(2500)
    expect(together.websocket_sessions).toBe(1)

    // An instance that stopped publishing (stopped, or cut off from the database) drops out.
    await ctx.database.db.update(instanceFigures).set({ updatedAt: sql`now() - interval '1 minute'` })
    const later = await metrics()
    expect(later.instances).toBe(1)
    expect(later.websocket_sessions).toBe(0)
  })
})
