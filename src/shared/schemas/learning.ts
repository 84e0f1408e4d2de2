// Beeducation payloads (spec 3, 4): fact categories, lesson ids, and the bodies of the progress calls.
import { z } from 'zod'

/** The categories of bee_facts; a learning-progress topic equals one of them. Same list as the seed content. */
export const FACT_CATEGORIES = [
  'bee_biology',
  'honey_and_hive',
  'pollination',
  'bee_species',
  'garden_basics',
  'conservation',
] as const
export type FactCategory = (typeof FACT_CATEGORIES)[number]

export function isFactCategory(value: string): value is FactCategory {
  return (FACT_CATEGORIES as readonly string[]).includes(value)
}

/** The lesson pages (/learning/<id>), in the order the hub lists them. */
export const LESSON_IDS = [
  'bee-basics',
  'garden-basics',
  'ecosystem-explorer',
  'beekeeping-basics',
  'conservation',
  'honey-and-hive',
  'pollination-power',
  'meet-the-bees',
  'bee-life-cycle',
  'bee-senses',
  'bee-talk',
  'garden-seasons',
] as const
export type LessonId = (typeof LESSON_IDS)[number]

export function isLessonId(value: string): value is LessonId {
  return (LESSON_IDS as readonly string[]).includes(value)
}

/** A game reports its raw score; the memory game can pass 150 on a fast win, so the cap is generous. */
export const MAX_SUBMITTED_GAME_SCORE = 10_000

export const markLearnedSchema = z.object({ factId: z.string().trim().min(1).max(100) })
export type MarkLearnedInput = z.infer<typeof markLearnedSchema>

export const completeGameSchema = z.object({
  score: z.number().int().min(0).max(MAX_SUBMITTED_GAME_SCORE),
})
export type CompleteGameInput = z.infer<typeof completeGameSchema>

/** One bee_learning_progress record as the API sends it (spec 3 field names). */
export interface LearningProgressRecord {
  id: string
  topic: string
  level: number
  completed_lessons: string[]
}

/** The step of a lesson the reader has reached: 0 is its first section; quiz questions follow the sections. */
export const lessonStepSchema = z.object({ step: z.number().int().min(0).max(100) })
export type LessonStepInput = z.infer<typeof lessonStepSchema>
