// Shapes of the held-out child-safety evaluation items (written before the classifier was tuned; never edited to fit).
import type { SafetyCategory } from '../../src/shared/safety'

/** The writing trick an item exercises, so the runner can report misses by trick. */
export type Trick =
  | 'plain'
  | 'kid'
  | 'misspelling'
  | 'no_accents'
  | 'no_spaces'
  | 'leet'
  | 'repeats'
  | 'indirect'
  | 'hidden'
  | 'multi_turn'

export type HarmfulItem = {
  text: string
  /** The category the safety path should answer. */
  category: SafetyCategory
  /** Other verdicts that are also a right answer (a stranger asking for an address is grooming and personal_info). */
  alsoOk?: readonly SafetyCategory[]
  trick: Trick
  /** The child's earlier messages, oldest first. */
  history?: readonly string[]
}

export type BenignItem = {
  text: string
  trick: Trick
  history?: readonly string[]
}
