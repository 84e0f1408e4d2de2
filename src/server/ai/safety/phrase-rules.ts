// Context rules: regular expressions over the folded plain text, where intent and target decide, not single words.
import type { SafetyCategory } from '../../../shared/safety'
import type { ModerationDirection, SafetyHit } from './moderation-types'

export type PhraseRule = {
  id: string
  category: SafetyCategory
  pattern: TextTest
  /** The child may be in danger: answer with the caring message. */
  needsCare?: boolean
  /** Only for these directions (default: both). */
  directions?: readonly ModerationDirection[]
  /** The rule does not fire when this also matches (e.g. "make poison … for aphids"). */
  unless?: TextTest
  /** A cheap test every match must pass (a word it cannot do without), so most messages skip the rule at once. */
  gate?: TextTest
}

/** What a rule needs of a pattern: a test over folded plain text. */
export type TextTest = { test(text: string): boolean }

/**
 * A whole-word pattern compiled at its first test: parsing the hundreds of rule patterns (Unicode property escapes)
 * took tens of milliseconds at import, between a start and being healthy; the warm-up tests them all after that.
 */
class WordPattern implements TextTest {
  #regex: RegExp | undefined
  constructor(readonly source: string) {}
  test(text: string): boolean {
    this.#regex ??= new RegExp(`(?<![\\p{L}\\p{N}])(?:${this.source})(?![\\p{L}\\p{N}])`, 'u')
    return this.#regex.test(text)
  }
}

/**
 * A rule over folded plain text (lowercase, no accents except ñ, no apostrophes, single spaces), anchored on whole
 * words. `\p{L}` boundaries instead of `\b`, which does not see ñ as a letter.
 */
export function words(source: string): TextTest {
  return new WordPattern(source)
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
