// Checks and normalises what a caller asks to have spoken: the text, its language, the voice and its sliders.
import { type Language, TTS_MAX_CHARS } from '../../../shared/constants'
import { ERROR_CODES } from '../../../shared/error-codes'
import { stripEmoji } from '../../../shared/voice/strip-emoji'
import {
  DEFAULT_VOICE,
  findVoice,
  resolveVoiceSettings,
  type VoiceInfo,
  type VoiceSettings,
} from '../../../shared/voice/voices'
import { ApiError } from '../../lib/errors'

export { TTS_MAX_CHARS }

export const SPEECH_ERROR_CODES = {
  emptyText: ERROR_CODES.ttsTextEmpty,
  textTooLong: ERROR_CODES.ttsTextTooLong,
} as const

/** A request the synthesiser cannot speak; an ApiError, so the API answers it with a 400. */
export class SpeechInputError extends ApiError {
  constructor(
    readonly reason: keyof typeof SPEECH_ERROR_CODES,
    message: string,
  ) {
    super(400, SPEECH_ERROR_CODES[reason], message)
    this.name = 'SpeechInputError'
  }
}

export interface SpeechRequest {
  text: string
  language: Language
  /** A voice id or name; an unknown one falls back to the default voice (Aria), as spoken text beats an error. */
  voiceId?: string
  settings?: Partial<VoiceSettings>
  /** 0..1, scales loudness; players normally apply volume themselves, so this defaults to 1. */
  volume?: number
}

export interface PreparedSpeech {
  text: string
  language: Language
  voice: VoiceInfo
  settings: VoiceSettings
  volume: number
}

// Markdown that chat answers may carry and that eSpeak would otherwise pause on or spell out.
const MARKDOWN = /[*_`#>~|]+/g

export function prepareSpeech(request: SpeechRequest): PreparedSpeech {
  const text = stripEmoji(request.text.replace(MARKDOWN, ' '))
  if (!/[\p{L}\p{N}]/u.test(text)) {
    throw new SpeechInputError('emptyText', 'There is no text to speak once emoji and symbols are removed.')
  }
  if (text.length > TTS_MAX_CHARS) {
    throw new SpeechInputError('textTooLong', `Text to speak must be at most ${TTS_MAX_CHARS} characters.`)
  }
  const volume = Number.isFinite(request.volume) ? Math.min(1, Math.max(0, request.volume!)) : 1
  return {
    text,
    language: request.language,
    voice: (request.voiceId && findVoice(request.voiceId)) || DEFAULT_VOICE,
    settings: resolveVoiceSettings(request.settings),
    volume,
  }
}
