// The shape of a held-out family question for bench/chat-eval.ts and how its key facts are written.
import type { Language } from '../../src/shared/constants'

export const EVAL_TOPICS = [
  'watering',
  'sowing-by-place',
  'plant-doctor',
  'parent-safety',
  'bees-pollinators',
  'soil-compost',
  'pests-bee-safe',
  'containers',
  'kid-activities',
  'outside-knowledge',
] as const
export type EvalTopic = (typeof EVAL_TOPICS)[number]

export interface FamilyQuestion {
  language: Language
  topic: EvalTopic
  question: string
  /**
   * Key facts a correct answer must contain: every group must match, and a group matches when any of its
   * alternatives ("|"-separated) starts a word of the answer (compared lower-case, without accents).
   * Empty for 'outside-knowledge' questions, which must get an honest "I don't know that one yet".
   */
  facts: string[]
}

/** q('en', 'watering', 'how often…', 'week|days', 'deep') */
export function q(
  language: Language,
  topic: EvalTopic,
  question: string,
  ...facts: string[]
): FamilyQuestion {
  return { language, topic, question, facts }
}
