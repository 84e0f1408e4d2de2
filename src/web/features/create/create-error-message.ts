// Turns a failed generation into what the child reads: Mochi's own words for refusals, translations otherwise.
import type { TFunction } from 'i18next'
import { ApiRequestError } from '../../lib/api-client'

/**
 * Where the creator is shown decides its generic failure: the chat area's imageError, or the creator's own
 * "Failed to generate image or video" (spec 8).
 */
export type CreatorPlace = 'chat' | 'creator'

export function createErrorMessage(
  error: unknown,
  t: TFunction<'create'>,
  place: CreatorPlace = 'creator',
): string {
  const generic = place === 'chat' ? t('errors.imageError') : t('errors.generic')
  if (!(error instanceof ApiRequestError)) return generic
  switch (error.code) {
    case 'empty:prompt':
      return t('errors.promptRequired')
    case 'rate_limit:create':
      return t('errors.rateLimited')
    case 'unauthorized:api':
      return t('errors.signInNeeded')
    // The server wrote Mochi's refusal in the child's language: show it as it is.
    case 'unsafe:prompt':
      return error.message
    default:
      return generic
  }
}
