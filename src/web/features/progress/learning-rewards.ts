// What learning earns locally (spec 3, 9): plants grown from the server's learning counts, the bee_friend
// achievement, and remembering which achievements were already celebrated.
import type { GameProgressMap } from '@shared/games/catalogue'
import type { LearningProgressRecord } from '@shared/schemas/learning'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { readJson, readStorage, writeJson, writeStorage } from '../../lib/storage'
import { ACHIEVEMENTS, type AchievementId, earnedAchievements, type ProgressSnapshot } from './local-progress'

/**
 * bee_friend is named by the spec without a rule; ours: learn 5 bee facts in the Beeducation hub
 * ("Mark as Learned"). The hub's achievements card says so to the child.
 */
export const BEE_FRIEND_FACTS = 5

export interface LearningCounts {
  factsLearned: number
  gamesCompleted: number
  lessonsCompleted: number
}

export interface LearningSummaryLike {
  progress: readonly LearningProgressRecord[]
  games: GameProgressMap
  lessons: readonly string[]
}

export function learningCounts(summary: LearningSummaryLike): LearningCounts {
  const facts = new Set(summary.progress.flatMap((record) => record.completed_lessons))
  return {
    factsLearned: facts.size,
    gamesCompleted: Object.values(summary.games).filter((game) => game?.completed).length,
    lessonsCompleted: new Set(summary.lessons).size,
  }
}

/** One plant grows for each fact learned, each game completed and each lesson finished. */
export function plantsFromCounts(counts: LearningCounts): number {
  return counts.factsLearned + counts.gamesCompleted + counts.lessonsCompleted
}

/** Stores the server-derived plant count under plants_grown, where the System Help progress reads it. */
export function syncPlantsGrown(plants: number): void {
  if (readStorage(STORAGE_KEYS.plantsGrown) !== String(plants))
    writeStorage(STORAGE_KEYS.plantsGrown, String(plants))
}

/** The counters' achievements plus bee_friend, which needs the learning counts (null while they load). */
export function learningAchievements(
  snapshot: ProgressSnapshot,
  counts: LearningCounts | null,
): AchievementId[] {
  const earned = new Set(earnedAchievements(snapshot))
  if (counts && counts.factsLearned >= BEE_FRIEND_FACTS) earned.add('bee_friend')
  return ACHIEVEMENTS.filter((id) => earned.has(id))
}

/** Adds the earned achievements to user_achievements; returns those not stored before (to celebrate). */
export function storeNewAchievements(earned: readonly AchievementId[]): AchievementId[] {
  const stored = readJson<string[]>(STORAGE_KEYS.achievements)
  const known = new Set(Array.isArray(stored) ? stored : [])
  const fresh = earned.filter((id) => !known.has(id))
  if (fresh.length > 0) writeJson(STORAGE_KEYS.achievements, [...known, ...fresh])
  return fresh
}
