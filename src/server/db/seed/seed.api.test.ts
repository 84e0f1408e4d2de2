// API test of seedDatabase: a start that finds the content unchanged writes nothing; a changed row is written back.
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'
import { beeFacts } from '../schema/facts'
import { BEE_FACTS } from './bee-facts'
import { seedDatabase } from './seed'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

// xmin: the transaction that wrote a row's current version; an UPDATE, even to the same values, changes it.
async function rowVersions(): Promise<Map<string, string>> {
  const rows = await ctx.database.db.select({ id: beeFacts.id, xmin: sql<string>`xmin::text` }).from(beeFacts)
  return new Map(rows.map((row) => [row.id, row.xmin]))
}

describe(`seedDatabase (${databaseKind})`, () => {
  it('leaves every row untouched when the seed content is already stored', async () => {
    await seedDatabase(ctx.database.db)
    const before = await rowVersions()
    expect(before.size).toBeGreaterThanOrEqual(BEE_FACTS.length)
    await seedDatabase(ctx.database.db)
    expect(await rowVersions()).toEqual(before)
  })

  it('writes the seed content back over a row that differs', async () => {
    const fact = BEE_FACTS[0]!
    await ctx.database.db.update(beeFacts).set({ contentEs: 'Cambiado' }).where(eq(beeFacts.id, fact.id))
    await seedDatabase(ctx.database.db)
    const [row] = await ctx.database.db.select().from(beeFacts).where(eq(beeFacts.id, fact.id))
    expect(row?.contentEs).toBe(fact.content.es)
  })

  it('adds a seed row that is missing', async () => {
    const fact = BEE_FACTS[1]!
    await ctx.database.db.delete(beeFacts).where(eq(beeFacts.id, fact.id))
    await seedDatabase(ctx.database.db)
    const [row] = await ctx.database.db.select().from(beeFacts).where(eq(beeFacts.id, fact.id))
    expect(row?.titleEn).toBe(fact.title.en)
  })
})
