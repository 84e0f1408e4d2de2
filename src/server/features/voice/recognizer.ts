// Chooses how speech is recognised: an OpenAI-compatible endpoint when configured, else offline pocketsphinx
// (English only, with our garden language model) when installed, else nothing, which callers report as "not configured", never a made-up transcript.
import type { Language } from '../../../shared/constants'
import { detectLanguage } from '../../ai/local/speech/detect-language'
import type { Env } from '../../env'
import { ApiError } from '../../lib/errors'
import type { Logger } from '../../lib/logger'
import { observeAiCall } from '../../operator/ai-call-metrics'
import { toRecognitionPcm } from './audio-input'
import { findPocketsphinx, type PocketsphinxCommand, recognizeWithPocketsphinx } from './pocketsphinx'
import { type OpenAiTranscriptionConfig, transcribeWithOpenAi } from './transcription-openai'

export const STT_UNAVAILABLE_CODE = 'unavailable:stt'
export const STT_UNAVAILABLE_MESSAGE = 'Speech recognition is not configured'
/** pocketsphinx has only a US English model here; Spanish speech needs a transcription endpoint. */
export const OFFLINE_LANGUAGES: readonly Language[] = ['en']

export interface Transcript {
  text: string
  language: Language
  provider: 'openai' | 'pocketsphinx'
}

export interface Recognizer {
  provider: Transcript['provider']
  /** WAV, WebM/Opus or Ogg/Opus bytes (MP4 with ffmpeg); hint is the speaker's language. */
  transcribe: (audio: Uint8Array, hint?: Language) => Promise<Transcript>
}

export interface RecognizerOptions {
  /** Pretend no recogniser exists (tests, or an operator switching recognition off). */
  disabled?: boolean
  /** Look for pocketsphinx on this machine (default true). */
  offline?: boolean
  logger?: Logger
}

export function createRecognizer(
  env: Pick<Env, 'ai'>,
  options: RecognizerOptions = {},
): Recognizer | undefined {
  if (options.disabled) return undefined
  const { apiKey, baseUrl } = env.ai.openai
  const remote: OpenAiTranscriptionConfig | undefined = apiKey || baseUrl ? { apiKey, baseUrl } : undefined
  const offline: PocketsphinxCommand | undefined = options.offline === false ? undefined : findPocketsphinx()
  if (!remote && !offline) return undefined

  const runOffline = async (command: PocketsphinxCommand, audio: Uint8Array): Promise<Transcript> => {
    const pcm = await toRecognitionPcm(audio)
    const text = await observeAiCall('pocketsphinx', () => recognizeWithPocketsphinx(command, pcm))
    return { text, language: 'en', provider: 'pocketsphinx' }
  }
  return {
    provider: remote ? 'openai' : 'pocketsphinx',
    transcribe: async (audio, hint = 'en') => {
      // An English listener would turn Spanish into English-sounding nonsense: say so instead.
      if (!remote && !OFFLINE_LANGUAGES.includes(hint)) throw sttUnavailable(hint)
      if (remote) {
        try {
          const text = await observeAiCall('openai', () => transcribeWithOpenAi(remote, audio))
          return { text, language: detectLanguage(text, hint), provider: 'openai' }
        } catch (error) {
          if (!offline || !OFFLINE_LANGUAGES.includes(hint)) {
            throw new ApiError(502, 'failed:stt', 'Speech recognition failed. Please try again.')
          }
          options.logger?.warn({ err: error }, 'transcription endpoint failed; pocketsphinx listens')
        }
      }
      return runOffline(offline!, audio)
    },
  }
}

export function sttUnavailable(language?: Language): ApiError {
  const message = language === 'es' ? `${STT_UNAVAILABLE_MESSAGE} for Spanish` : STT_UNAVAILABLE_MESSAGE
  return new ApiError(503, STT_UNAVAILABLE_CODE, message)
}
