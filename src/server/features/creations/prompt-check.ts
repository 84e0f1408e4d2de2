// Checks a picture or clip prompt before anything is drawn: not empty, child-safe, and in which language.
import type { Context } from 'hono'
import { LANGUAGES, type Language } from '../../../shared/constants'
import { guessLanguage } from '../../ai/safety/guess-language'
import { moderateImagePrompt } from '../../ai/safety/moderate-image-prompt'
import { redactPersonalInfo } from '../../ai/safety/personal-info'
import { safetyReply } from '../../ai/safety/replies'
import type { AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { CREATE_ERROR_CODES, emptyPromptError } from './errors'

export const PROMPT_MAX_CHARS = 1000

const FALLBACK_REFUSAL: Record<Language, string> = {
  en: "Let's draw something gentle and happy instead, like flowers, bees or a sunny garden!",
  es: '¡Mejor dibujemos algo tranquilo y alegre, como flores, abejas o un jardín soleado!',
}

function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/** The caller's language: what the app says it shows, else the browser's first choice, else a guess. */
export function callerLanguage(c: Context<AppEnv>, stated: string | undefined, prompt: string): Language {
  if (isLanguage(stated)) return stated
  const header = c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase()
  if (isLanguage(header)) return header
  return guessLanguage(prompt)
}

export interface CheckedPrompt {
  /** Trimmed, with personal details (phone, address, school…) hidden. */
  prompt: string
  language: Language
}

export function checkPrompt(c: Context<AppEnv>, raw: string | undefined, stated?: string): CheckedPrompt {
  const trimmed = (raw ?? '').trim()
  if (trimmed.length === 0) throw emptyPromptError()
  const language = callerLanguage(c, stated, trimmed)
  const verdict = moderateImagePrompt(trimmed, language)
  if (!verdict.allowed || verdict.needsCare) {
    const message = safetyReply(verdict, language, trimmed) ?? FALLBACK_REFUSAL[language]
    throw new ApiError(422, CREATE_ERROR_CODES.unsafePrompt, message, { field: 'prompt' })
  }
  const prompt = verdict.personalInfo.length > 0 ? redactPersonalInfo(trimmed, language) : trimmed
  return { prompt, language }
}
