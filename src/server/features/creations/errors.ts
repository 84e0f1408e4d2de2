// The error codes of pictures and clips (`kind:surface`, like shared/error-codes.ts); the client translates them.
import { ERROR_CODES } from '../../../shared/error-codes'
import { ApiError } from '../../lib/errors'

export const CREATE_ERROR_CODES = {
  emptyPrompt: 'empty:prompt',
  unsafePrompt: 'unsafe:prompt',
  rateLimited: 'rate_limit:create',
  invalidVideoUrl: 'invalid:video_url',
  unreadableVideo: 'unreadable:video',
} as const

export const PROMPT_REQUIRED_MESSAGE = 'Please enter a prompt'

export function emptyPromptError(): ApiError {
  return new ApiError(400, CREATE_ERROR_CODES.emptyPrompt, PROMPT_REQUIRED_MESSAGE, {
    field: 'prompt',
    messageKey: 'promptRequired',
  })
}

export function notFoundError(what = 'No such creation'): ApiError {
  return new ApiError(404, ERROR_CODES.notFound, what)
}
