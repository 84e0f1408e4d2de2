// Chooses how speech is recognised: an OpenAI-compatible endpoint when configured, else offline pocketsphinx
// (English only, with our garden language model) when installed, else nothing, which callers report as "not configured", never a made-up transcript.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Language } from '../../../shared/constants'
import { ERROR_CODES } from '../../../shared/error-codes'
import { moderateText } from '../../ai/safety/moderate'
import type { Env } from '../../env'
import { detectLanguage } from '../../lib/detect-language'
import { ApiError } from '../../lib/errors'
import type { Logger } from '../../lib/logger'
import { observeAiCall } from '../../operator/ai-call-metrics'
import { toRecognitionPcm } from '../codecs/audio-input'
import { ENGLISH_AGREEMENT_MIN, englishAgreement } from './english-check'
import {
  findPocketsphinx,
  type Hearing,
  type PocketsphinxCommand,
  preparePocketsphinxModel,
  recognizeWithPocketsphinx,
} from './pocketsphinx'
import { findAdaptationTools, fitSpeakerTransform } from './speaker-adaptation'
import { SESSION_LEARN_MIN_CONFIDENCE, type SpeakerSession } from './speaker-session'
import {
  type OpenAiTranscriptionConfig,
  TRANSCRIPTION_MODEL,
  transcribeWithOpenAi,
} from './transcription-openai'
import { withWarpSearch } from './warp-search'

export const STT_UNAVAILABLE_CODE = ERROR_CODES.sttUnavailable
export const STT_UNAVAILABLE_MESSAGE = 'Speech recognition is not configured'
/** pocketsphinx has only a US English model here; Spanish speech needs a transcription endpoint. */
export const OFFLINE_LANGUAGES: readonly Language[] = ['en']
/**
 * When the caller does not say which language was spoken, offline English recognition answers only when the decoder
 * is at least this sure (geometric mean of the word posteriors) and, below UNSTATED_LANGUAGE_SURE_CONFIDENCE, the
 * general English model agrees with it (english-check.ts); below this, the audio is refused at once. On 40 Spanish
 * clips in all 10 synthetic voices, 39 fell below 0.3 and one reached 0.72 ("¿cómo se llama esta flor?" heard as
 * "come out at night and lonely"), so the posterior alone cannot tell; English heard word for word is mostly
 * 0.3–0.99 ("how do bees make honey" in Roger's voice 0.34). Anything unconfirmed is refused, never guessed.
 */
export const UNSTATED_LANGUAGE_MIN_CONFIDENCE = 0.3
/**
 * From this sure on, no other listen is asked: no Spanish clip measured reached it (at most 0.72 and, decoded with dither, 0.73), and the general
 * English model disagrees with short, plainly heard questions ("what do worms eat" at 0.91 in Roger's voice).
 */
export const UNSTATED_LANGUAGE_SURE_CONFIDENCE = 0.8

export interface Transcript {
  text: string
  language: Language
  provider: 'openai' | 'pocketsphinx'
  /** pocketsphinx's geometric mean word posterior (0–1), when it gave one: how sure the decoder was. */
  confidence?: number
}

/** The engine that heard a transcript: Whisper's model, or pocketsphinx with our garden language model. */
export function recognitionModel(provider: Transcript['provider']): string {
  return provider === 'openai' ? TRANSCRIPTION_MODEL : 'pocketsphinx-garden'
}

export interface Recognizer {
  provider: Transcript['provider']
  /**
   * WAV, WebM/Opus or Ogg/Opus bytes (MP4 with ffmpeg); `language` is the speaker's, when the caller knows it.
   * Without it, the language is told from the audio, or the audio is refused when that is unsure; `likely` (the
   * caller's profile or browser language, asked only then) refuses at once a language with no recogniser here.
   */
  transcribe: (
    audio: Uint8Array,
    language?: Language,
    likely?: () => Promise<Language | undefined>,
    /**
     * The speaker's session (speaker-session.ts): stated English is heard with its transform. The caller teaches it
     * (`learn`) with the turn's audio and the transcript's confidence.
     */
    speaker?: SpeakerSession,
  ) => Promise<Transcript>
  /**
   * With `secondPassWhenUnsure`, offline: an English turn heard elsewhere (the realtime socket's live decoder) that
   * the decoder was unsure of, heard again as `transcribe` would (16 kHz PCM). Sure turns come back as they were.
   */
  hearAgain?: (pcm: Int16Array, first: Transcript, speaker?: SpeakerSession) => Promise<Transcript>
}

export interface RecognizerOptions {
  /** Pretend no recogniser exists (tests, or an operator switching recognition off). */
  disabled?: boolean
  /** Look for pocketsphinx on this machine (default true). */
  offline?: boolean
  /**
   * Hear an unsure offline question again with warped spectra (warp-search.ts). Off by default: 1.2 points fewer word
   * errors on bench/stt.ts, but a surer warped listen can be a worse one (Roger's "how do bees make honey" heard as
   * "how do bees like" at 0.998), and the search costs four more decodes (too slow for a realtime turn: its 400 ms
   * target leaves no room).
   */
  warpSearch?: boolean
  /**
   * Hear each offline English question twice: the first listen's words fit a speaker transform to this very audio
   * (speaker-adaptation.ts), and the second listen hears with it. Off by default (see bench/stt.ts for its word
   * errors and its cost: a second decode and a fit on every question).
   */
  adaptEachUtterance?: boolean
  /**
   * Stated English the first listen was unsure of is heard a second time, with a transform fitted at once to the
   * speaker session's confident turns and this turn (SpeakerSession.hearAgain), or with no session to this question
   * alone. Off by default: it costs a fit and a decode on those turns (bench/stt.ts prints word errors and time).
   */
  secondPassWhenUnsure?: boolean
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

  const runOffline = async (
    command: PocketsphinxCommand,
    audio: Uint8Array,
    stated: Language | undefined,
    speaker: SpeakerSession | undefined,
  ): Promise<Transcript> => {
    const pcm = await toRecognitionPcm(audio)
    // Only where English was stated: the language check's thresholds were measured on unadapted listens.
    const transform = stated === 'en' ? speaker?.transform() : undefined
    const first = await observeAiCall('pocketsphinx', () =>
      recognizeWithPocketsphinx(command, pcm, transform ? { extra: ['-mllr', transform] } : {}),
    )
    const { text, confidence } =
      options.adaptEachUtterance && stated === 'en'
        ? await adaptedAgain(command, pcm, first)
        : options.secondPassWhenUnsure && stated === 'en'
          ? await secondPass(command, pcm, first, speaker)
          : first
    if (!stated && text) {
      if ((confidence ?? 0) < UNSTATED_LANGUAGE_MIN_CONFIDENCE) throw sttUnsureOfLanguage()
      // Fairly sure is not sure enough: Spanish can sound like confident English to an English-only listener.
      if (
        (confidence ?? 0) < UNSTATED_LANGUAGE_SURE_CONFIDENCE &&
        (await englishAgreement(command, pcm, text)) < ENGLISH_AGREEMENT_MIN
      )
        throw sttUnsureOfLanguage()
    }
    // Only English, established above on the first listen (a warp must not make Spanish sound surer), is heard again.
    if (!options.warpSearch) return { text, language: 'en', provider: 'pocketsphinx', confidence }
    const heard = await withWarpSearch(
      { text, confidence },
      (variant) => observeAiCall('pocketsphinx', () => recognizeWithPocketsphinx(command, pcm, variant)),
      // A child's distress already heard is not traded for surer but other words.
      (words) => moderateText(words, { language: 'en', direction: 'input' }).category !== null,
    )
    return { text: heard.text, language: 'en', provider: 'pocketsphinx', confidence: heard.confidence }
  }
  return {
    provider: remote ? 'openai' : 'pocketsphinx',
    ...(offline && !remote && options.secondPassWhenUnsure
      ? {
          hearAgain: async (pcm: Int16Array, first: Transcript, speaker?: SpeakerSession) =>
            first.provider === 'pocketsphinx' && first.language === 'en' && first.text
              ? {
                  ...first,
                  ...(await secondPass(
                    offline,
                    pcm,
                    { text: first.text, confidence: first.confidence },
                    speaker,
                  )),
                }
              : first,
        }
      : {}),
    transcribe: async (audio, stated, likely, speaker) => {
      if (!stated && !remote && likely) {
        // Only a language with no offline recogniser is acted on: a browser's language is not the child's.
        const guess = await likely()
        if (guess && !OFFLINE_LANGUAGES.includes(guess)) throw sttUnavailable(guess)
      }
      const hint = stated ?? 'en'
      // An English listener would turn Spanish into English-sounding nonsense: say so instead.
      if (!remote && !OFFLINE_LANGUAGES.includes(hint)) throw sttUnavailable(hint)
      if (remote) {
        try {
          const heard = await observeAiCall('openai', () => transcribeWithOpenAi(remote, audio, stated))
          const language = heard.language ?? detectLanguage(heard.text, hint)
          return { text: heard.text, language, provider: 'openai' }
        } catch (error) {
          if (!offline || !OFFLINE_LANGUAGES.includes(hint)) {
            options.logger?.warn({ err: error }, 'transcription endpoint failed')
            throw new ApiError(502, ERROR_CODES.sttFailed, 'Speech recognition failed. Please try again.')
          }
          options.logger?.warn({ err: error }, 'transcription endpoint failed; pocketsphinx listens')
        }
      }
      return runOffline(offline!, audio, stated, speaker)
    },
  }
}

const adaptationTools = findAdaptationTools()

/** The same audio heard again with a speaker transform fitted to the first listen's words; the first when it cannot be. */
async function adaptedAgain(command: PocketsphinxCommand, pcm: Int16Array, first: Hearing): Promise<Hearing> {
  if (!adaptationTools || !first.text) return first
  const dir = await mkdtemp(path.join(tmpdir(), 'mochi-adapt-'))
  try {
    const transform = path.join(dir, 'mllr')
    const { dictionary } = await preparePocketsphinxModel()
    if (!(await fitSpeakerTransform(adaptationTools, dictionary, [{ pcm, text: first.text }], transform)))
      return first
    const again = await observeAiCall('pocketsphinx', () =>
      recognizeWithPocketsphinx(command, pcm, { extra: ['-mllr', transform] }),
    )
    return again.text ? again : first
  } catch {
    return first
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * An unsure first listen (below SESSION_LEARN_MIN_CONFIDENCE) heard again with a speaker transform: the session's
 * (its confident turns and this one) or, with no session, this question's own; a sure one is kept. The first
 * listen's confidence stays: it says whether a session may learn from the turn.
 */
async function secondPass(
  command: PocketsphinxCommand,
  pcm: Int16Array,
  first: Hearing,
  speaker: SpeakerSession | undefined,
): Promise<Hearing> {
  if ((first.confidence ?? 0) >= SESSION_LEARN_MIN_CONFIDENCE) return first
  const again = speaker
    ? await speaker.hearAgain(pcm, first, (extra) =>
        observeAiCall('pocketsphinx', () => recognizeWithPocketsphinx(command, pcm, { extra })),
      )
    : await adaptedAgain(command, pcm, first)
  return { text: again.text, confidence: first.confidence }
}

/** The audio was not clearly English and no language was given: no recogniser here for whatever it was. */
export function sttUnsureOfLanguage(): ApiError {
  return new ApiError(
    503,
    STT_UNAVAILABLE_CODE,
    `${STT_UNAVAILABLE_MESSAGE} for this language: offline recognition hears English only. Send "language" to be sure.`,
  )
}

export function sttUnavailable(language?: Language): ApiError {
  const message = language === 'es' ? `${STT_UNAVAILABLE_MESSAGE} for Spanish` : STT_UNAVAILABLE_MESSAGE
  return new ApiError(503, STT_UNAVAILABLE_CODE, message)
}
