// The child-safety categories both halves name: the classifier's verdicts, the chat and realtime metadata, parents' review.

/** Most serious first: when several fire, the first one in this order picks the safety reply. */
export const SAFETY_CATEGORIES = [
  'self_harm',
  'medical_emergency',
  'grooming',
  'sexual',
  'weapons',
  'violence',
  'drugs_alcohol',
  'bullying',
  'hate',
  'personal_info',
  'profanity',
] as const
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number]

/** Carried as `safety` on a chat message's metadata and on realtime reply events whenever the safety path answered. */
export type SafetyMetadata = { category: SafetyCategory }
