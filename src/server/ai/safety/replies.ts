// Picks Mochi's reply to a moderation result: one reply per verdict category, chosen by a seed, in the child's language.
import type { Language } from '../../../shared/constants'
import type { ModerationResult } from './moderation-types'
import { PERSONAL_INFO_THINGS, type ReplyKind, SAFETY_REPLIES } from './reply-texts'

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
  if (result.direction === 'output' && !result.allowed) return 'output'
  const category = result.category ?? result.categories.find((c) => c !== 'dangerous') ?? null
  // A provider's objection ('dangerous') outweighs our own mild findings, a nudge or a rude word.
  if (
    result.categories.includes('dangerous') &&
    (category === null || category === 'personal_info' || category === 'profanity')
  ) {
    return 'dangerous'
  }
  // A child who is being hurt (violence at home) needs the caring answer, not "I can't help with hurting anyone".
  if (category === 'violence' && result.needsCare && result.direction === 'input') return 'bullying'
  // A child telling of being touched needs the same care as one approached by a stranger, not "ask a grown-up".
  if (category === 'sexual' && result.needsCare && result.direction === 'input') return 'grooming'
  if (category !== null) return category
  return result.needsCare ? 'self_harm' : null
}

/**
 * Mochi's answer to a flagged message, in the child's language, or null when there is nothing to say.
 * A child at risk gets care (a trusted adult, the emergency number); personal details get a gentle nudge that
 * never repeats them.
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
  if (kind !== 'personal_info') return text
  const [only, ...more] = result.personalInfo
  const thing = PERSONAL_INFO_THINGS[language][only === undefined || more.length > 0 ? 'several' : only]
  return text.replace('{thing}', thing)
}
