// Progress and achievements kept in local storage (spec 3 and 9): the five progress conditions and the
// achievements derived from them. Server-side progress for signed-in users builds on this (Beeducation issue).
import { FEATURE_USAGE_LOG_MAX, GARDEN_EXPERT_CONVERSATIONS, PROGRESS_CONDITIONS } from '@shared/constants'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { readJson, readStorage, writeJson, writeStorage } from '../../lib/storage'

export const FEATURE_FLAGS = {
  textChat: STORAGE_KEYS.usedTextChat,
  voiceChat: STORAGE_KEYS.usedVoiceChat,
  imageGenerator: STORAGE_KEYS.usedImageGenerator,
  educationHub: STORAGE_KEYS.usedEducationHub,
  advancedFeatures: STORAGE_KEYS.usedAdvancedFeatures,
} as const
export type FeatureName = keyof typeof FEATURE_FLAGS

export const ACHIEVEMENTS = [
  'first_chat',
  'plant_grower',
  'feature_explorer',
  'garden_expert',
  'bee_friend',
] as const
export type AchievementId = (typeof ACHIEVEMENTS)[number]

export interface ProgressSnapshot {
  isRegistered: boolean
  isOnboarded: boolean
  conversations: number
  plantsGrown: number
  featuresUsed: number
  achievements: AchievementId[]
}

export interface FeatureUsageEntry {
  feature: string
  timestamp: string
  details?: string
  sessionId?: string
}

export function readProgress(): ProgressSnapshot {
  const conversations = readJson<unknown[]>(STORAGE_KEYS.conversations)
  const plants = Number(readStorage(STORAGE_KEYS.plantsGrown) ?? 0)
  const achievements = readJson<string[]>(STORAGE_KEYS.achievements) ?? []
  return {
    isRegistered: readStorage(STORAGE_KEYS.userRegistration) !== null,
    isOnboarded: readStorage(STORAGE_KEYS.onboardingCompleted) === 'true',
    conversations: Array.isArray(conversations) ? conversations.length : 0,
    plantsGrown: Number.isFinite(plants) ? plants : 0,
    featuresUsed: Object.values(FEATURE_FLAGS).filter((key) => readStorage(key) === 'true').length,
    achievements: achievements.filter((id): id is AchievementId =>
      (ACHIEVEMENTS as readonly string[]).includes(id),
    ),
  }
}

/** Share of the five conditions of spec 9 that are met, as a whole percent. */
export function progressPercent(progress: ProgressSnapshot): number {
  const met = [
    progress.isRegistered,
    progress.isOnboarded,
    progress.conversations >= 1,
    progress.plantsGrown >= 1,
    progress.featuresUsed >= 3,
  ].filter(Boolean).length
  return Math.round((met / PROGRESS_CONDITIONS) * 100)
}

/** Achievements earned by the counters alone (bee_friend is awarded by the Beeducation hub). */
export function earnedAchievements(progress: ProgressSnapshot): AchievementId[] {
  const earned = new Set(progress.achievements)
  if (progress.conversations >= 1) earned.add('first_chat')
  if (progress.plantsGrown >= 1) earned.add('plant_grower')
  if (progress.featuresUsed >= 3) earned.add('feature_explorer')
  if (progress.conversations >= GARDEN_EXPERT_CONVERSATIONS) earned.add('garden_expert')
  return ACHIEVEMENTS.filter((id) => earned.has(id))
}

/** Marks a feature used and appends to the usage log, capped at 1000 entries (oldest dropped). */
export function markFeatureUsed(feature: FeatureName, details?: string) {
  writeStorage(FEATURE_FLAGS[feature], 'true')
  const log = readJson<FeatureUsageEntry[]>(STORAGE_KEYS.featureUsage) ?? []
  log.push({ feature, timestamp: new Date().toISOString(), details })
  writeJson(STORAGE_KEYS.featureUsage, log.slice(-FEATURE_USAGE_LOG_MAX))
}
