// Types of the child-safety filter, shared by text and image-prompt moderation and the replies.
import {
  SAFETY_CATEGORIES as SHARED_CATEGORIES,
  type SafetyCategory as VerdictCategory,
} from '../../../shared/safety'

/** The shared categories, most serious first (src/shared/safety.ts). */
export const SAFETY_CATEGORIES = SHARED_CATEGORIES
/**
 * What fired: one of the shared categories, or `dangerous`, which only callers set when a provider's moderation
 * objected and ours did not (a generic "that's not safe" reply).
 */
export type SafetyCategory = VerdictCategory | 'dangerous'

/** Categories where a child may be hurt or at risk: answered with care (trusted adult, emergency), never a refusal. */
export const CARE_CATEGORIES: ReadonlySet<VerdictCategory> = new Set([
  'self_harm',
  'medical_emergency',
  'grooming',
  'bullying',
])

export const PERSONAL_INFO_KINDS = [
  'phone',
  'email',
  'address',
  'school',
  'birthday',
  'password',
  'name',
  'card',
] as const
export type PersonalInfoKind = (typeof PERSONAL_INFO_KINDS)[number]

/** `input` is what the child sends; `output` is what a model says back (stricter: no asking for details). */
export type ModerationDirection = 'input' | 'output'

export type ModerationResult = {
  /** False when the message must not reach the model (input) or the child (output). */
  allowed: boolean
  /** Every category that fired, in SAFETY_CATEGORIES order (most serious first). */
  categories: SafetyCategory[]
  /** The one category the safety path answers (src/shared/safety.ts order), null when nothing fired. */
  category: VerdictCategory | null
  /** Which rules fired, for logs and parents' review; never shown to the child. */
  reason?: string
  direction: ModerationDirection
  /** The child may be hurt or at risk (self-harm, emergency, grooming, distress): answer with care, not a refusal. */
  needsCare: boolean
  /** Kinds of personal details found (input: allowed, but Mochi nudges and the server redacts). */
  personalInfo: PersonalInfoKind[]
}

/** One rule that fired, kept to explain the decision. */
export type SafetyHit = { category: VerdictCategory; rule: string; needsCare?: boolean }
