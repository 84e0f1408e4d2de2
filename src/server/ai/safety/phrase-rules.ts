// Context rules: regular expressions over the folded plain text, where intent and target decide, not single words.
import type { SafetyCategory } from '../../../shared/safety'
import type { ModerationDirection, SafetyHit } from './moderation-types'

export type PhraseRule = {
  id: string
  category: SafetyCategory
  pattern: RegExp
  /** The child may be in danger: answer with the caring message. */
  needsCare?: boolean
  /** Only for these directions (default: both). */
  directions?: readonly ModerationDirection[]
  /** The rule does not fire when this also matches (e.g. "make poison … for aphids"). */
  unless?: RegExp
  /** A cheap test every match must pass (a word it cannot do without), so most messages skip the rule at once. */
  gate?: RegExp
}

/**
 * Compiles a rule over folded plain text (lowercase, no accents except ñ, no apostrophes, single spaces),
 * anchored on whole words. `\p{L}` boundaries instead of `\b`, which does not see ñ as a letter.
 */
export function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'u')
}

/** Joins alternatives into one regular-expression group. */
export function anyOf(...alternatives: readonly string[]): string {
  return `(?:${alternatives.join('|')})`
}

export function findPhraseHits(
  plain: string,
  rules: readonly PhraseRule[],
  direction: ModerationDirection,
): SafetyHit[] {
  const hits: SafetyHit[] = []
  for (const rule of rules) {
    if (rule.directions !== undefined && !rule.directions.includes(direction)) continue
    if (rule.gate !== undefined && !rule.gate.test(plain)) continue
    if (!rule.pattern.test(plain)) continue
    if (rule.unless?.test(plain)) continue
    hits.push({ category: rule.category, rule: rule.id, needsCare: rule.needsCare })
  }
  return hits
}
