// What the family reads for a failed request: the registry's text for the server's code in the page's language
// (shared/i18n/error-messages.ts), never the server's English message; the caller's fallback otherwise.
import type { Language } from '@shared/constants'
import { errorMessageFor } from '@shared/i18n/error-messages'
import { useTranslation } from 'react-i18next'
import { ApiRequestError } from './api-client'

export function errorText(error: unknown, language: Language, fallback: string): string {
  const code = error instanceof ApiRequestError ? error.code : undefined
  return errorMessageFor(code, language) ?? fallback
}

/** errorText in the language the page is shown in. */
export function useErrorText() {
  const { i18n } = useTranslation()
  const language: Language = i18n.language?.startsWith('es') ? 'es' : 'en'
  return (error: unknown, fallback: string) => errorText(error, language, fallback)
}
