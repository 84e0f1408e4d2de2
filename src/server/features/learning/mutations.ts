// Writes of the caller's learning progress (spec 4 "Lesson learning", "Game hub"), and the move of a guest's
// progress into the account they sign in to. Each write is one statement or one transaction, so repeated or
// concurrent requests cannot count a lesson twice.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { LEARNING_LEVEL } from '../../../shared/constants'
import type { PlayableGameId } from '../../../shared/games/catalogue'
import type { LearningProgressRecord, LessonId } from '../../../shared/schemas/learning'
import type { Db } from '../../db/client'
import { beeLearningProgress, gameScores, lessonCompletions, lessonSteps } from '../../db/schema/learning'
import { listCompletedLessons, type Owner, ownedBy, ownerColumns, toProgressRecord } from './data'

/**
 * Appends the fact to its topic's completed_lessons and raises the level by 1 (max 10); a topic without a
 * record starts at level 1 with that lesson. Learning the same fact again changes nothing.
 */
export async function markFactLearned(
  db: Db,
  owner: Owner,
  { factId, topic }: { factId: string; topic: string },
): Promise<LearningProgressRecord> {
  const [created] = await db
    .insert(beeLearningProgress)
    .values({ ...ownerColumns(owner), topic, level: LEARNING_LEVEL.start, completedLessons: [factId] })
    .onConflictDoNothing()
    .returning()
  if (created) return toProgressRecord(created)

  const scope = and(ownedBy(beeLearningProgress, owner), eq(beeLearningProgress.topic, topic))
  const asJson = JSON.stringify([factId])
  const [updated] = await db
    .update(beeLearningProgress)
    .set({
      completedLessons: sql`${beeLearningProgress.completedLessons} || ${asJson}::jsonb`,
      level: sql`least(${beeLearningProgress.level} + 1, ${LEARNING_LEVEL.max})`,
      updatedAt: new Date(),
    })
    .where(and(scope, sql`not (${beeLearningProgress.completedLessons} @> ${asJson}::jsonb)`))
    .returning()
  if (updated) return toProgressRecord(updated)

  const [unchanged] = await db.select().from(beeLearningProgress).where(scope)
  if (!unchanged) throw new Error(`learning progress of topic ${topic} vanished`)
  return toProgressRecord(unchanged)
}

/** A finished game: completed once more, and the best score is the higher of the old and the new one. */
export async function recordGameCompletion(
  db: Db,
  owner: Owner,
  { gameId, score }: { gameId: PlayableGameId; score: number },
) {
  const [created] = await db
    .insert(gameScores)
    .values({ ...ownerColumns(owner), gameId, bestScore: score, timesCompleted: 1 })
    .onConflictDoNothing()
    .returning()
  const row =
    created ??
    (
      await db
        .update(gameScores)
        .set({
          bestScore: sql`greatest(${gameScores.bestScore}, ${score})`,
          timesCompleted: sql`${gameScores.timesCompleted} + 1`,
          updatedAt: new Date(),
        })
        .where(and(ownedBy(gameScores, owner), eq(gameScores.gameId, gameId)))
        .returning()
    )[0]
  if (!row) throw new Error(`game score of ${gameId} vanished`)
  return { completed: true, bestScore: row.bestScore, timesCompleted: row.timesCompleted }
}

/** Records a finished lesson once; returns every lesson the owner has finished. Reopened, it starts over. */
export async function completeLesson(db: Db, owner: Owner, lessonId: LessonId): Promise<LessonId[]> {
  const done = await listCompletedLessons(db, owner)
  if (!done.includes(lessonId))
    await db.insert(lessonCompletions).values({ ...ownerColumns(owner), lessonId })
  await db.delete(lessonSteps).where(and(ownedBy(lessonSteps, owner), eq(lessonSteps.lessonId, lessonId)))
  return done.includes(lessonId) ? done : [...done, lessonId].sort()
}

/** Keeps the step the owner has reached in a lesson (one row per owner and lesson; the latest step wins). */
export async function saveLessonStep(
  db: Db,
  owner: Owner,
  { lessonId, step }: { lessonId: LessonId; step: number },
): Promise<number> {
  const target =
    owner.kind === 'user'
      ? [lessonSteps.userId, lessonSteps.lessonId]
      : [lessonSteps.guestId, lessonSteps.lessonId]
  const [row] = await db
    .insert(lessonSteps)
    .values({ ...ownerColumns(owner), lessonId, step })
    .onConflictDoUpdate({ target, set: { step, updatedAt: new Date() } })
    .returning({ step: lessonSteps.step })
  return row?.step ?? step
}

export interface ClaimedCounts {
  topics: number
  games: number
  lessons: number
}

/**
 * Moves a guest's progress into a user's account: lessons are joined, the higher level and best score kept,
 * plays added up; the guest's rows are gone afterwards. The guest id is the bearer secret of that progress
 * (whoever holds it could read it as the guest), so claiming it with the same id grants nothing new.
 */
export async function claimGuestProgress(db: Db, userId: string, guestId: string): Promise<ClaimedCounts> {
  return db.transaction(async (tx) => {
    const isGuest = <
      T extends
        | typeof beeLearningProgress
        | typeof gameScores
        | typeof lessonCompletions
        | typeof lessonSteps,
    >(
      table: T,
    ) => and(eq(table.guestId, guestId), isNull(table.userId))
    const toUser = { userId, guestId: null, updatedAt: new Date() }

    const guestTopics = await tx.select().from(beeLearningProgress).where(isGuest(beeLearningProgress))
    const userTopics = await tx
      .select()
      .from(beeLearningProgress)
      .where(eq(beeLearningProgress.userId, userId))
    for (const guestRow of guestTopics) {
      const mine = userTopics.find((row) => row.topic === guestRow.topic)
      if (!mine) {
        await tx.update(beeLearningProgress).set(toUser).where(eq(beeLearningProgress.id, guestRow.id))
        continue
      }
      const lessons = [...new Set([...mine.completedLessons, ...guestRow.completedLessons])]
      await tx.delete(beeLearningProgress).where(eq(beeLearningProgress.id, guestRow.id))
      await tx
        .update(beeLearningProgress)
        .set({
          completedLessons: lessons,
          level: Math.max(mine.level, guestRow.level),
          updatedAt: new Date(),
        })
        .where(eq(beeLearningProgress.id, mine.id))
    }

    const guestGames = await tx.select().from(gameScores).where(isGuest(gameScores))
    const userGames = await tx.select().from(gameScores).where(eq(gameScores.userId, userId))
    for (const guestRow of guestGames) {
      const mine = userGames.find((row) => row.gameId === guestRow.gameId)
      if (!mine) {
        await tx.update(gameScores).set(toUser).where(eq(gameScores.id, guestRow.id))
        continue
      }
      await tx.delete(gameScores).where(eq(gameScores.id, guestRow.id))
      await tx
        .update(gameScores)
        .set({
          bestScore: Math.max(mine.bestScore, guestRow.bestScore),
          timesCompleted: mine.timesCompleted + guestRow.timesCompleted,
          updatedAt: new Date(),
        })
        .where(eq(gameScores.id, mine.id))
    }

    const guestLessons = await tx.select().from(lessonCompletions).where(isGuest(lessonCompletions))
    const userLessons = await tx
      .select({ lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(eq(lessonCompletions.userId, userId))
    const owned = new Set(userLessons.map((row) => row.lessonId))
    for (const guestRow of guestLessons) {
      if (owned.has(guestRow.lessonId)) {
        await tx.delete(lessonCompletions).where(eq(lessonCompletions.id, guestRow.id))
        continue
      }
      owned.add(guestRow.lessonId)
      await tx
        .update(lessonCompletions)
        .set({ userId, guestId: null })
        .where(eq(lessonCompletions.id, guestRow.id))
    }

    // Lesson steps: the account keeps its own place in a lesson it has started; the guest's fills the others.
    const guestSteps = await tx.select().from(lessonSteps).where(isGuest(lessonSteps))
    const userSteps = await tx
      .select({ lessonId: lessonSteps.lessonId })
      .from(lessonSteps)
      .where(eq(lessonSteps.userId, userId))
    const started = new Set(userSteps.map((row) => row.lessonId))
    for (const guestRow of guestSteps) {
      if (started.has(guestRow.lessonId)) {
        await tx.delete(lessonSteps).where(eq(lessonSteps.id, guestRow.id))
        continue
      }
      await tx.update(lessonSteps).set(toUser).where(eq(lessonSteps.id, guestRow.id))
    }

    return { topics: guestTopics.length, games: guestGames.length, lessons: guestLessons.length }
  })
}
