// stt_chat (spec 7.2): base64 speech (WebM/Opus, Ogg/Opus, WAV; MP4 with ffmpeg) to text, or a clear 503
// when no recogniser is set up.
import { z } from 'zod'
import { LANGUAGES } from '../../shared/constants'
import { getCaller } from '../auth/caller'
import { createRecognizer, type RecognizerOptions, sttUnavailable } from '../features/voice/recognizer'
import { ApiError } from '../lib/errors'
import { callerKey, spendQuota } from '../lib/quota'
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
    handler: async ({ audio, language }, { deps, c }) => {
      await spendQuota(c, deps, 'stt', callerKey(await getCaller(c, deps)))
      const recognizer = createRecognizer(deps.env, { logger: deps.logger, ...options })
      if (!recognizer) throw sttUnavailable()
      const bytes = new Uint8Array(Buffer.from(audio, 'base64'))
      if (bytes.length < 44) throw new ApiError(400, 'invalid:stt_audio', 'The audio is too short to hear')
      return recognizer.transcribe(bytes, language)
    },
  })
}

export const sttChat = createSttChatFunction()
