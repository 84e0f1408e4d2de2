// Checks a picture or clip prompt before anything is drawn: not empty, child-safe, and in which language.
import type { Context } from 'hono'
import { isLanguage, type Language } from '../../../shared/constants'
import { moderateImagePrompt } from '../../ai/safety/moderate-image-prompt'
import type { AppDeps, AppEnv } from '../../context'
import { browserLanguage } from '../../lib/accept-language'
import { detectLanguage } from '../../lib/detect-language'
import { ApiError } from '../../lib/errors'
import { recordSafetyMoment } from '../child-safety/moments'
import { screenChildText } from '../child-safety/screen'
import { CREATE_ERROR_CODES, emptyPromptError } from './errors'
import type { Owner } from './owner'

export const PROMPT_MAX_CHARS = 1000

const FALLBACK_REFUSAL: Record<Language, string> = {
  en: "Let's draw something gentle and happy instead, like flowers, bees or a sunny garden!",
  es: '¡Mejor dibujemos algo tranquilo y alegre, como flores, abejas o un jardín soleado!',
}

/** The caller's language: what the app says it shows, else the browser's first choice, else a guess. */
export function callerLanguage(c: Context<AppEnv>, stated: string | undefined, prompt: string): Language {
  if (isLanguage(stated)) return stated
  return browserLanguage(c.req.header('accept-language')) ?? detectLanguage(prompt)
}

export interface CheckedPrompt {
  /** Trimmed, with personal details (phone, address, school…) hidden. */
  prompt: string
  language: Language
}

/**
 * A refused prompt is a 422 whose error carries Mochi's safety answer as its message and the verdict as `safety`;
 * it is kept for a signed-in family (words with details hidden) and counted for everyone.
 */
export async function checkPrompt(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'database' | 'env' | 'logger'>,
  request: {
    raw: string | undefined
    stated?: string
    owner: Owner
    source: 'picture' | 'clip'
    useProvider: boolean
  },
): Promise<CheckedPrompt> {
  const trimmed = (request.raw ?? '').trim()
  if (trimmed.length === 0) throw emptyPromptError()
  const language = callerLanguage(c, request.stated, trimmed)
  const screened = await screenChildText(
    trimmed,
    {
      language,
      seed: trimmed,
      useProvider: request.useProvider,
      moderate: (text) => moderateImagePrompt(text, language),
    },
    deps,
  )
  if (screened.safety) {
    const { owner } = request
    await recordSafetyMoment(deps.database.db, owner.kind === 'user' ? { userId: owner.userId } : null, {
      category: screened.safety.category,
      source: request.source,
      text: screened.text,
      language,
    })
  }
  if (screened.flagged) {
    throw new ApiError(422, CREATE_ERROR_CODES.unsafePrompt, screened.reply || FALLBACK_REFUSAL[language], {
      field: 'prompt',
      safety: screened.safety,
    })
  }
  return { prompt: screened.text, language }
}
