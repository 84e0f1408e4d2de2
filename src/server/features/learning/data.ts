// Reads of the caller's learning progress, game scores and lesson completions; every query is scoped to the
// owner (user id, or guest id of a guest) in its where clause.
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm'
import { type GameProgressMap, isPlayableGameId } from '../../../shared/games/catalogue'
import { isLessonId, type LearningProgressRecord, type LessonId } from '../../../shared/schemas/learning'
import type { Caller } from '../../auth/caller'
import type { Db } from '../../db/client'
import { beeFacts } from '../../db/schema/facts'
import { beeLearningProgress, gameScores, lessonCompletions, lessonSteps } from '../../db/schema/learning'

export type Owner = Exclude<Caller, { kind: 'anonymous' }>
type OwnedTable =
  | typeof beeLearningProgress
  | typeof gameScores
  | typeof lessonCompletions
  | typeof lessonSteps

export function ownedBy(table: OwnedTable, owner: Owner): SQL {
  return owner.kind === 'user'
    ? eq(table.userId, owner.userId)
    : and(eq(table.guestId, owner.guestId), isNull(table.userId))!
}

/** The owner columns of a new row: a user row never carries a guest id, and the other way round. */
export function ownerColumns(owner: Owner) {
  return owner.kind === 'user'
    ? { userId: owner.userId, guestId: null }
    : { userId: null, guestId: owner.guestId }
}

export function toProgressRecord(row: typeof beeLearningProgress.$inferSelect): LearningProgressRecord {
  return { id: row.id, topic: row.topic, level: row.level, completed_lessons: row.completedLessons }
}

export async function listProgress(db: Db, owner: Owner): Promise<LearningProgressRecord[]> {
  const rows = await db
    .select()
    .from(beeLearningProgress)
    .where(ownedBy(beeLearningProgress, owner))
    .orderBy(asc(beeLearningProgress.topic))
  return rows.map(toProgressRecord)
}

export async function listGameProgress(db: Db, owner: Owner): Promise<GameProgressMap> {
  const rows = await db.select().from(gameScores).where(ownedBy(gameScores, owner))
  const games: GameProgressMap = {}
  for (const row of rows) {
    if (!isPlayableGameId(row.gameId)) continue
    games[row.gameId] = { completed: row.timesCompleted > 0, bestScore: row.bestScore }
  }
  return games
}

export async function listCompletedLessons(db: Db, owner: Owner): Promise<LessonId[]> {
  const rows = await db
    .selectDistinct({ lessonId: lessonCompletions.lessonId })
    .from(lessonCompletions)
    .where(ownedBy(lessonCompletions, owner))
    .orderBy(asc(lessonCompletions.lessonId))
  return rows.map((row) => row.lessonId).filter(isLessonId)
}

/** The step reached in each lesson the owner has started and not finished since. */
export async function listLessonSteps(db: Db, owner: Owner): Promise<Partial<Record<LessonId, number>>> {
  const rows = await db
    .select({ lessonId: lessonSteps.lessonId, step: lessonSteps.step })
    .from(lessonSteps)
    .where(ownedBy(lessonSteps, owner))
  const steps: Partial<Record<LessonId, number>> = {}
  for (const row of rows) if (isLessonId(row.lessonId)) steps[row.lessonId] = row.step
  return steps
}

/** Everything the hub shows about the caller: topic progress, game progress, finished lessons and lesson steps. */
export async function getLearningSummary(db: Db, owner: Owner) {
  const [progress, games, lessons, steps] = await Promise.all([
    listProgress(db, owner),
    listGameProgress(db, owner),
    listCompletedLessons(db, owner),
    listLessonSteps(db, owner),
  ])
  return { progress, games, lessons, lessonSteps: steps }
}

/** A bee fact's id and category (its progress topic), or null when no fact has that id. */
export async function findFact(db: Db, factId: string) {
  const [row] = await db
    .select({ id: beeFacts.id, category: beeFacts.category })
    .from(beeFacts)
    .where(eq(beeFacts.id, factId))
  return row ?? null
}
