// Types of the child-safety filter, shared by text and image-prompt moderation and the replies.
import type { SafetyCategory as VerdictCategory } from '../../../shared/safety'

export const SAFETY_CATEGORIES = [
  'profanity',
  'sexual',
  'violence_self_harm',
  'hate',
  'dangerous',
  'personal_info',
] as const
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number]

export const PERSONAL_INFO_KINDS = ['phone', 'email', 'address', 'school', 'birthday', 'password'] as const
export type PersonalInfoKind = (typeof PERSONAL_INFO_KINDS)[number]

/** `input` is what the child sends; `output` is what a model says back (stricter: no asking for details). */
export type ModerationDirection = 'input' | 'output'

export type ModerationResult = {
  /** False when the message must not reach the model (input) or the child (output). */
  allowed: boolean
  /** Every category that fired, in SAFETY_CATEGORIES order. */
  categories: SafetyCategory[]
  /** The one category the safety path answers (src/shared/safety.ts order), null when nothing fired. */
  category: VerdictCategory | null
  /** Which rules fired, for logs and parents' review; never shown to the child. */
  reason?: string
  direction: ModerationDirection
  /** The child may be thinking of hurting themselves: answer with care, not a refusal. */
  needsCare: boolean
  /** Kinds of personal details found (input: allowed, but Mochi nudges and the server redacts). */
  personalInfo: PersonalInfoKind[]
}

/** One rule that fired, kept to explain the decision. */
export type SafetyHit = { category: SafetyCategory; rule: string; needsCare?: boolean }
