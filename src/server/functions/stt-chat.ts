// stt_chat (spec 7.2): base64 speech (WebM/Opus, Ogg/Opus, WAV; MP4 with ffmpeg) to text, or a clear 503
// when no recogniser is set up.

import { z } from 'zod'
import { isLanguage, LANGUAGES, type Language } from '../../shared/constants'
import { ERROR_CODES } from '../../shared/error-codes'
import { getCaller } from '../auth/caller'
import type { AppDeps } from '../context'
import { getProfile } from '../features/accounts/data'
import { browserLanguage } from '../lib/accept-language'
import { ApiError } from '../lib/errors'
import { callerKey, spendQuota } from '../lib/quota'
import {
  createRecognizer,
  type RecognizerOptions,
  recognitionModel,
  sttUnavailable,
} from '../speech/recognition/recognizer'
import { defineFunction, type FunctionContext } from './define'

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/

export const sttChatInput = z.object({
  audio: z.string().min(1).max(1_400_000).regex(BASE64, 'invalid'),
  language: z.enum(LANGUAGES).optional(),
})

/**
 * The language a caller who did not name one most likely speaks: a signed-in family's profile language, else the
 * first of Accept-Language. The recogniser asks only when it needs to (offline, no language given).
 */
async function likelyLanguage(c: FunctionContext['c'], deps: AppDeps): Promise<Language | undefined> {
  const caller = await getCaller(c, deps)
  if (caller.kind === 'user') {
    const profile = await getProfile(deps.database.db, caller.userId)
    if (profile && isLanguage(profile.language)) return profile.language
  }
  return browserLanguage(c.req.header('accept-language'))
}

export function createSttChatFunction(options: RecognizerOptions = {}) {
  return defineFunction({
    name: 'stt_chat',
    input: sttChatInput,
    handler: async ({ audio, language }, { deps, c }) => {
      await spendQuota(c, deps, 'stt', callerKey(await getCaller(c, deps)))
      // An unsure English question is heard again adapted to itself (bench/stt.ts), at a cost on those only.
      const recognizer = createRecognizer(deps.env, {
        logger: deps.logger,
        secondPassWhenUnsure: true,
        ...options,
      })
      if (!recognizer) throw sttUnavailable()
      const bytes = new Uint8Array(Buffer.from(audio, 'base64'))
      if (bytes.length < 44)
        throw new ApiError(400, ERROR_CODES.sttAudioInvalid, 'The audio is too short to hear')
      const transcript = await recognizer.transcribe(bytes, language, () => likelyLanguage(c, deps))
      // Every AI result names the engine that made it; the decoder's confidence is for the realtime session's
      // speaker adaptation, not part of the function's answer.
      const { confidence: _confidence, ...heard } = transcript
      return { ...heard, model: recognitionModel(transcript.provider) }
    },
  })
}

export const sttChat = createSttChatFunction()
