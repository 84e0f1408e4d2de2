// Child-safety moderation of chat text in English and Spanish: rule-based, explainable, well under a millisecond.
import type { Language } from '../../../shared/constants'
import type { SafetyCategory as VerdictCategory } from '../../../shared/safety'
import { DANGEROUS_RULES } from './dangerous-rules'
import { ENGLISH_COLLAPSE_EXCEPTIONS, ENGLISH_EXTRA_TERMS } from './english-extra-word-list'
import { findEnglishWords } from './english-profanity'
import { guessLanguage } from './guess-language'
import { SELF_HARM_RULES, VIOLENCE_RULES } from './harm-rules'
import {
  type ModerationDirection,
  type ModerationResult,
  SAFETY_CATEGORIES,
  type SafetyCategory,
  type SafetyHit,
} from './moderation-types'
import { prepareText } from './normalize'
import { OUTPUT_RULES } from './output-rules'
import { detectPersonalInfo } from './personal-info'
import { findPhraseHits, type PhraseRule } from './phrase-rules'
import { HATE_RULES, SEXUAL_RULES } from './sexual-hate-rules'
import { SPANISH_COLLAPSE_EXCEPTIONS, SPANISH_TERMS } from './spanish-word-list'
import { compileWordList, findListedTerms } from './word-list-matcher'

export type ModerateOptions = {
  /** The conversation language; the text itself is also checked for Spanish. */
  language?: Language
  direction: ModerationDirection
  /** The child's earlier messages in this conversation, oldest first, for harmful follow-ups. */
  history?: readonly string[]
}

/** Maps what fired to the one verdict category of src/shared/safety.ts. */
function verdictCategory(categories: readonly SafetyCategory[], needsCare: boolean): VerdictCategory | null {
  if (categories.length === 0) return null
  if (needsCare) return 'self_harm'
  const first = categories[0]
  if (first === 'violence_self_harm') return 'violence'
  if (first === 'dangerous') return 'weapons'
  return first ?? null
}

const WORD_LIST = compileWordList(
  [...SPANISH_TERMS, ...ENGLISH_EXTRA_TERMS],
  [...SPANISH_COLLAPSE_EXCEPTIONS, ...ENGLISH_COLLAPSE_EXCEPTIONS],
)

const TEXT_RULES: readonly PhraseRule[] = [
  ...SELF_HARM_RULES,
  ...VIOLENCE_RULES,
  ...DANGEROUS_RULES,
  ...SEXUAL_RULES,
  ...HATE_RULES,
  ...OUTPUT_RULES,
]

/** Everything that fired in the text, before the decision; image prompts add their own rules. */
export function collectHits(
  text: string,
  options: ModerateOptions,
  extraRules: readonly PhraseRule[] = [],
): { hits: SafetyHit[]; personalInfo: ModerationResult['personalInfo'] } {
  const prepared = prepareText(text)
  // Bilingual families switch languages mid-chat, so Spanish-looking text is treated as Spanish either way.
  const spanishSafe = options.language === 'es' || guessLanguage(text) === 'es'
  const hits: SafetyHit[] = [
    ...findEnglishWords(text, spanishSafe).map((hit) => ({
      category: hit.category,
      rule: `en-word:${hit.word}`,
    })),
    ...prepared.spacedRuns.flatMap((run) =>
      findEnglishWords(run, spanishSafe).map((hit) => ({
        category: hit.category,
        rule: `spaced:${hit.word}`,
      })),
    ),
    ...findListedTerms(prepared, WORD_LIST),
    ...findPhraseHits(prepared.plain, TEXT_RULES, options.direction),
    ...findPhraseHits(prepared.plain, extraRules, options.direction),
  ]
  const personalInfo = detectPersonalInfo(text)
  for (const kind of personalInfo) hits.push({ category: 'personal_info', rule: `personal_info:${kind}` })
  return { hits, personalInfo }
}

/** Turns what fired into the decision: personal details alone only nudge a child, but block a model. */
export function decide(
  hits: readonly SafetyHit[],
  personalInfo: ModerationResult['personalInfo'],
  direction: ModerationDirection,
): ModerationResult {
  const fired = new Set(hits.map((hit) => hit.category))
  const categories = SAFETY_CATEGORIES.filter((category) => fired.has(category))
  const isBlocking = categories.some((category) => category !== 'personal_info') || direction === 'output'
  const rules = [...new Set(hits.map((hit) => hit.rule))]
  const needsCare = direction === 'input' && hits.some((hit) => hit.needsCare === true)
  return {
    allowed: categories.length === 0 || !isBlocking,
    categories,
    category: verdictCategory(categories, needsCare),
    ...(rules.length > 0 ? { reason: rules.join('; ') } : {}),
    direction,
    needsCare,
    personalInfo,
  }
}

/**
 * Checks one chat message (`input`, from the child) or one model reply (`output`) against the child-safety
 * rules. Personal details in input are allowed but reported, so Mochi can nudge and the server can redact.
 */
export function moderateText(text: string, options: ModerateOptions): ModerationResult {
  const { hits, personalInfo } = collectHits(text, options)
  return decide(hits, personalInfo, options.direction)
}

/**
 * Builds the word matchers and compiles every rule once (about 0.1 s), so the first child to write
 * does not wait for it. Call at server start; calling it again is cheap.
 */
export function warmUpModeration(): void {
  for (const language of ['en', 'es'] as const) {
    for (const direction of ['input', 'output'] as const) {
      moderateText('Mochi, my sunflower is 2 m tall! ¿Cómo riego las tomateras?', { language, direction })
    }
  }
}
