// The one gate every way a child talks to Mochi passes (chat, both voice modes, reasoning and Analyze, pictures and
// clips): our classifier first, with the conversation so far; with a provider configured, its moderation second.
import type { Language } from '../../../shared/constants'
import type { SafetyCategory, SafetyMetadata } from '../../../shared/safety'
import { moderateText } from '../../ai/safety/moderate'
import type { ModerationResult } from '../../ai/safety/moderation-types'
import { redactPersonalInfo } from '../../ai/safety/personal-info'
import { moderateWithProvider } from '../../ai/safety/provider-moderation'
import { safetyReply } from '../../ai/safety/replies'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'

export type ScreenedText =
  /** Answered by the safety path alone: never by the garden guide or a model. */
  | { flagged: true; safety: SafetyMetadata; reply: string; text: string }
  /**
   * May be answered. `text` has personal details hidden; when there were some, `nudge` is Mochi's privacy tip
   * and `safety` says so.
   */
  | { flagged: false; text: string; nudge?: string; safety?: SafetyMetadata }

export interface ScreenOptions {
  language: Language
  /** The child's earlier messages in this conversation, oldest first. */
  history?: readonly string[]
  /** Picks one of the reply's variants, so one message always gets the same words. */
  seed: number | string
  /** Ask the provider's moderation too (only when the words would reach a provider). */
  useProvider: boolean
  /** A classifier other than the text one (picture prompts add their own rules). */
  moderate?: (text: string) => ModerationResult
}

/** OpenAI moderation categories (`self-harm/intent`, `harassment`, …) mapped to ours, most serious first. */
const PROVIDER_CATEGORIES: readonly [RegExp, SafetyCategory][] = [
  [/^self-harm/, 'self_harm'],
  [/^sexual/, 'sexual'],
  [/^illicit\/violent/, 'weapons'],
  [/^violence/, 'violence'],
  [/^illicit/, 'drugs_alcohol'],
  [/^harassment/, 'bullying'],
  [/^hate/, 'hate'],
]

export function providerCategory(categories: readonly string[]): SafetyCategory {
  for (const [pattern, category] of PROVIDER_CATEGORIES) {
    if (categories.some((name) => pattern.test(name))) return category
  }
  return 'violence'
}

function flaggedCategory(verdict: ModerationResult): SafetyCategory {
  return verdict.category ?? (verdict.needsCare ? 'self_harm' : 'violence')
}

export async function screenChildText(
  raw: string,
  options: ScreenOptions,
  deps: { env: Pick<Env, 'ai'>; logger: Logger },
): Promise<ScreenedText> {
  const { language, seed } = options
  const verdict =
    options.moderate?.(raw) ??
    moderateText(raw, { language, direction: 'input', history: options.history ?? [] })
  // Personal details are hidden before the words go anywhere: a provider, a log, the parents' list.
  const text = verdict.personalInfo.length > 0 ? redactPersonalInfo(raw, language) : raw
  if (!verdict.allowed || verdict.needsCare) {
    return {
      flagged: true,
      safety: { category: flaggedCategory(verdict) },
      reply: safetyReply(verdict, language, seed) ?? '',
      text,
    }
  }
  if (options.useProvider) {
    const remote = await moderateWithProvider(text, deps)
    if (remote?.flagged) {
      const category = providerCategory(remote.categories)
      const reply =
        safetyReply(
          {
            ...verdict,
            allowed: false,
            category,
            needsCare: category === 'self_harm',
            categories: ['dangerous'],
          },
          language,
          seed,
        ) ?? ''
      return { flagged: true, safety: { category }, reply, text }
    }
  }
  if (verdict.personalInfo.length > 0) {
    return {
      flagged: false,
      text,
      nudge: safetyReply(verdict, language, seed) ?? undefined,
      safety: { category: 'personal_info' },
    }
  }
  return { flagged: false, text }
}
