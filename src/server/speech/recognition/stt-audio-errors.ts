// The API errors for speech uploads that cannot be turned into sound to recognise.
import { ApiError } from '../../lib/errors'

export const STT_AUDIO_ERROR_CODES = {
  invalid: 'invalid:stt_audio',
  unsupported: 'unsupported:stt_audio',
  tooLong: 'too_long:stt_audio',
} as const

/** Damaged, cut-off or empty audio in a format we do read. */
export function invalidAudio(detail: string): ApiError {
  return new ApiError(400, STT_AUDIO_ERROR_CODES.invalid, `The audio could not be read: ${detail}`)
}

export function unsupportedAudio(detail: string): ApiError {
  return new ApiError(415, STT_AUDIO_ERROR_CODES.unsupported, `This audio format is not supported: ${detail}`)
}

export function audioTooLong(maxSeconds: number): ApiError {
  return new ApiError(400, STT_AUDIO_ERROR_CODES.tooLong, `Speech can be at most ${maxSeconds} seconds long`)
}
