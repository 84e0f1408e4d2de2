// Picks Mochi's reply to a moderation result: care first, then the most serious category, chosen by a seed.
import type { Language } from '../../../shared/constants'
import type { ModerationResult, SafetyCategory } from './moderation-types'
import { PERSONAL_INFO_THINGS, type ReplyKind, SAFETY_REPLIES } from './reply-texts'

// Most serious first: one reply answers the worst thing that was said.
const PRIORITY: readonly [SafetyCategory, ReplyKind][] = [
  ['sexual', 'sexual'],
  ['violence_self_harm', 'violence'],
  ['dangerous', 'dangerous'],
  ['hate', 'hate'],
  ['profanity', 'profanity'],
  ['personal_info', 'personalInfo'],
]

/** FNV-1a, so the same message id always gets the same variant. */
function hashSeed(seed: number | string): number {
  let hash = 0x811c9dc5
  for (const ch of String(seed)) {
    hash ^= ch.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function replyKindFor(result: ModerationResult): ReplyKind | null {
  if (result.needsCare) return 'care'
  if (result.direction === 'output' && !result.allowed) return 'output'
  for (const [category, kind] of PRIORITY) {
    if (result.categories.includes(category)) return kind
  }
  return null
}

/**
 * Mochi's answer to a flagged message, in the child's language, or null when there is nothing to say.
 * Personal details get a gentle nudge (the message itself is still answered); self-harm gets care.
 */
export function safetyReply(
  result: ModerationResult,
  language: Language,
  seed: number | string = 0,
): string | null {
  const kind = replyKindFor(result)
  if (kind === null) return null
  const variants = SAFETY_REPLIES[language][kind]
  const text = variants[hashSeed(seed) % variants.length] ?? variants[0] ?? ''
  if (kind !== 'personalInfo') return text
  const [only, ...more] = result.personalInfo
  const thing = PERSONAL_INFO_THINGS[language][only === undefined || more.length > 0 ? 'several' : only]
  return text.replace('{thing}', thing)
}
