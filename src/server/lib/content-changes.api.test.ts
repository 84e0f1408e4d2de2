// A seed run on any instance reaches every instance of the database: the announcement (NOTIFY) moves the content
// version of a process that follows it, and its memory answers then carry the new content.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDatabase } from '../db/seed/seed'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { CONTENT_CHANNEL, followContentChanges } from './content-changes'
import { contentVersion } from './content-version'

let ctx: TestContext
let stop: () => Promise<void>
beforeAll(async () => {
  ctx = await createTestContext()
  stop = await followContentChanges(ctx.database, ctx.deps.logger)
})
afterAll(async () => {
  await stop()
  await ctx.close()
})

async function versionMovesFrom(before: number): Promise<boolean> {
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    if (contentVersion() !== before) return true
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return false
}

describe(`content change announcements (${databaseKind})`, () => {
  it("moves the content version when another connection announces a change (another instance's seed)", async () => {
    const before = contentVersion()
    // What another instance's seed sends; on PostgreSQL it arrives over this instance's listening connection.
    await ctx.database.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`)
    expect(await versionMovesFrom(before)).toBe(true)
  })

  it('a seed run that changes content announces the change', async () => {
    await seedDatabase(ctx.database.db)
    // An edited fact: the seed finds it differs from its content and writes it back (an unchanged seed writes nothing).
    await ctx.database.db.execute(
      sql`update bee_facts set title_en = 'edited by hand' where id = (select min(id) from bee_facts)`,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    const before = contentVersion()
    let heard = 0
    const stopCounting = await ctx.database.listen(CONTENT_CHANNEL, () => heard++)
    try {
      await seedDatabase(ctx.database.db)
      expect(await versionMovesFrom(before)).toBe(true)
      const deadline = Date.now() + 5000
      while (heard === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(heard).toBe(1)
    } finally {
      await stopCounting()
    }
  })

  it('does nothing for other channels', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const before = contentVersion()
    await ctx.database.db.execute(sql`select pg_notify('mochi_other', '')`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(contentVersion()).toBe(before)
  })
})
