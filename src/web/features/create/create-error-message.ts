// Turns a failed generation into what the child reads: Mochi's own words for refusals, translations otherwise.
import type { TFunction } from 'i18next'
import { ApiRequestError } from '../../lib/api-client'

export function createErrorMessage(error: unknown, t: TFunction<'create'>): string {
  if (!(error instanceof ApiRequestError)) return t('errors.generic')
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
      return t('errors.generic')
  }
}
