// The 503 a request gets when the worker pool's queue is full: translated, with the seconds to wait before retrying.

import type { Language } from '../../shared/constants'
import { ERROR_CODES } from '../../shared/error-codes'
import { ERROR_MESSAGES } from '../../shared/i18n/error-messages'
import { ApiError } from '../lib/errors'

/** Seconds a client is asked to wait: long enough for a few queued jobs (a picture, a long clip) to finish. */
export const POOL_BUSY_RETRY_AFTER_SECONDS = 5

export class PoolBusyError extends ApiError {
  readonly retryAfterSeconds = POOL_BUSY_RETRY_AFTER_SECONDS

  constructor(language: Language = 'en') {
    super(503, ERROR_CODES.serverBusy, ERROR_MESSAGES[language][ERROR_CODES.serverBusy])
    this.name = 'PoolBusyError'
  }

  /** The same error worded in the language the request asked for. */
  in(language: Language | undefined): PoolBusyError {
    return new PoolBusyError(language ?? 'en')
  }
}
