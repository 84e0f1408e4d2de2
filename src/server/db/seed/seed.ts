// Loads the seed content idempotently: rows are upserted by id so edited content reaches existing installs.
import { sql } from 'drizzle-orm'
import { announceContentChange } from '../../lib/content-changes'
import { bumpContentVersion } from '../../lib/content-version'
import type { Db } from '../client'
import { beeFacts } from '../schema/facts'
import { BEE_FACTS } from './bee-facts'

export async function seedDatabase(db: Db): Promise<void> {
  const rows = BEE_FACTS.map((fact) => ({
    id: fact.id,
    category: fact.category,
    difficultyLevel: fact.difficulty,
    titleEn: fact.title.en,
    titleEs: fact.title.es,
    contentEn: fact.content.en,
    contentEs: fact.content.es,
    funFactEn: fact.funFact?.en ?? null,
    funFactEs: fact.funFact?.es ?? null,
  }))
  if (rows.length === 0) return
  // Most starts find every row as it is: reading them costs a tenth of rewriting them (and writes nothing).
  if (await alreadySeeded(db, rows)) {
    bumpContentVersion()
    return
  }
  await db
    .insert(beeFacts)
    .values(rows)
    .onConflictDoUpdate({
      target: beeFacts.id,
      set: {
        category: sql`excluded.category`,
        difficultyLevel: sql`excluded.difficulty_level`,
        titleEn: sql`excluded.title_en`,
        titleEs: sql`excluded.title_es`,
        contentEn: sql`excluded.content_en`,
        contentEs: sql`excluded.content_es`,
        funFactEn: sql`excluded.fun_fact_en`,
        funFactEs: sql`excluded.fun_fact_es`,
      },
    })
  // In-memory copies of seeded content (content-cache, memory-reads) reload on their next read, here at once and
  // on every other instance of the same database once the announcement reaches it.
  bumpContentVersion()
  await announceContentChange(db)
}

type FactRow = typeof beeFacts.$inferInsert

/** True when every seed row is stored with exactly these values. */
async function alreadySeeded(db: Db, rows: readonly FactRow[]): Promise<boolean> {
  const stored = new Map((await db.select().from(beeFacts)).map((row) => [row.id, row]))
  return rows.every((row) => {
    const current = stored.get(row.id) as Record<string, unknown> | undefined
    return current !== undefined && Object.entries(row).every(([column, value]) => current[column] === value)
  })
}
