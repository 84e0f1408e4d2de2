// stt_chat (spec 7.2): base64 speech (WebM/Opus, Ogg/Opus, WAV; MP4 with ffmpeg) to text, or a clear 503
// when no recogniser is set up.
import { z } from 'zod'
import { LANGUAGES } from '../../shared/constants'
import { createRecognizer, type RecognizerOptions, sttUnavailable } from '../features/voice/recognizer'
import { TRANSCRIPTION_MODEL } from '../features/voice/transcription-openai'
import { ApiError } from '../lib/errors'
import { defineFunction } from './define'

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/

export const sttChatInput = z.object({
  audio: z.string().min(1).max(1_400_000).regex(BASE64, 'invalid'),
  language: z.enum(LANGUAGES).optional(),
})

export function createSttChatFunction(options: RecognizerOptions = {}) {
  return defineFunction({
    name: 'stt_chat',
    input: sttChatInput,
    handler: async ({ audio, language }, { deps }) => {
      const recognizer = createRecognizer(deps.env, { logger: deps.logger, ...options })
      if (!recognizer) throw sttUnavailable()
      const bytes = new Uint8Array(Buffer.from(audio, 'base64'))
      if (bytes.length < 44) throw new ApiError(400, 'invalid:stt_audio', 'The audio is too short to hear')
      const transcript = await recognizer.transcribe(bytes, language)
      // Every AI result names the engine that made it.
      const model = transcript.provider === 'openai' ? TRANSCRIPTION_MODEL : 'pocketsphinx-garden'
      return { ...transcript, model }
    },
  })
}

export const sttChat = createSttChatFunction()
