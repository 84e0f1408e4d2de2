// Flagged moments: kept for a signed-in family to review (their own, scoped in every query), counted for everyone.
import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Language } from '../../../shared/constants'
import { SAFETY_CATEGORIES, type SafetyCategory } from '../../../shared/safety'
import { redactPersonalInfo } from '../../ai/safety/personal-info'
import type { Db } from '../../db/client'
import { safetyCounts, safetyMoments } from '../../db/schema/safety'

export const SAFETY_SOURCES = ['chat', 'voice', 'reasoning', 'picture', 'clip'] as const
export type SafetySource = (typeof SAFETY_SOURCES)[number]

/** Whose moment it is: only a signed-in user's words are kept; guests and strangers add to the count alone. */
export type MomentOwner = { userId: string } | null

export interface SafetyMomentRecord {
  id: string
  category: SafetyCategory
  source: SafetySource
  text: string
  created_at: string
}

/** Longest stored text: a whole chat message, no more. */
const MAX_TEXT = 2000

export async function recordSafetyMoment(
  db: Db,
  owner: MomentOwner,
  moment: { category: SafetyCategory; source: SafetySource; text: string; language: Language },
  now = new Date(),
): Promise<void> {
  const day = now.toISOString().slice(0, 10)
  await db
    .insert(safetyCounts)
    .values({ day, category: moment.category, count: 1 })
    .onConflictDoUpdate({
      target: [safetyCounts.day, safetyCounts.category],
      set: { count: sql`${safetyCounts.count} + 1` },
    })
  if (!owner) return
  // Redacted again here, whatever the caller did: a phone number or address is never kept.
  const text = redactPersonalInfo(moment.text, moment.language).slice(0, MAX_TEXT)
  await db.insert(safetyMoments).values({
    userId: owner.userId,
    category: moment.category,
    source: moment.source,
    text,
    createdAt: now,
  })
}

function toRecord(row: typeof safetyMoments.$inferSelect): SafetyMomentRecord {
  return {
    id: row.id,
    category: row.category as SafetyCategory,
    source: row.source as SafetySource,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  }
}

export async function listSafetyMoments(db: Db, { userId }: { userId: string }, limit = 200) {
  const rows = await db
    .select()
    .from(safetyMoments)
    .where(eq(safetyMoments.userId, userId))
    .orderBy(desc(safetyMoments.createdAt))
    .limit(limit)
  return rows.map(toRecord)
}

export async function deleteSafetyMoment(db: Db, { userId, id }: { userId: string; id: string }) {
  const rows = await db
    .delete(safetyMoments)
    .where(and(eq(safetyMoments.id, id), eq(safetyMoments.userId, userId)))
    .returning({ id: safetyMoments.id })
  return rows.length > 0
}

export async function clearSafetyMoments(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .delete(safetyMoments)
    .where(eq(safetyMoments.userId, userId))
    .returning({ id: safetyMoments.id })
  return rows.length
}

/** Counts per category since a day (YYYY-MM-DD), for operators: never the words, never who. */
export async function safetyCountsSince(db: Db, sinceDay: string): Promise<Record<SafetyCategory, number>> {
  const rows = await db
    .select({ category: safetyCounts.category, n: sql<number>`sum(${safetyCounts.count})` })
    .from(safetyCounts)
    .where(gte(safetyCounts.day, sinceDay))
    .groupBy(safetyCounts.category)
  const totals = Object.fromEntries(SAFETY_CATEGORIES.map((category) => [category, 0])) as Record<
    SafetyCategory,
    number
  >
  for (const row of rows) {
    if ((SAFETY_CATEGORIES as readonly string[]).includes(row.category)) {
      totals[row.category as SafetyCategory] += Number(row.n)
    }
  }
  return totals
}
