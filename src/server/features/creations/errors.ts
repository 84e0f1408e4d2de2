// The error codes of pictures and clips (`kind:surface`, like shared/error-codes.ts); the client translates them.
import { ERROR_CODES } from '../../../shared/error-codes'
import { ApiError } from '../../lib/errors'

export const CREATE_ERROR_CODES = {
  emptyPrompt: ERROR_CODES.emptyPrompt,
  unsafePrompt: ERROR_CODES.unsafePrompt,
  rateLimited: ERROR_CODES.createRateLimited,
  invalidVideoUrl: ERROR_CODES.invalidVideoUrl,
  unreadableVideo: ERROR_CODES.unreadableVideo,
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
