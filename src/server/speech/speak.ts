// The one speaker: text to MP3 (whole or streamed) or to PCM at a requested rate, choosing the provider in one place:
// ElevenLabs when configured and working, else (or on failure) the offline eSpeak voice.
import { HUB_SAMPLE_RATE, type Language } from '../../shared/constants'
import type { VoiceSettings } from '../../shared/voice/voices'
import { detectLanguage } from '../lib/detect-language'
import type { Logger } from '../lib/logger'
import { observeAiCall, observeAiStream } from '../operator/ai-call-metrics'
import {
  ELEVENLABS_MODEL,
  ELEVENLABS_MP3_TIMEOUT_MS,
  ELEVENLABS_PCM_RATES,
  ELEVENLABS_PCM_TIMEOUT_MS,
  ELEVENLABS_PROVIDER,
  type ElevenLabsConfig,
  elevenLabsSpeech,
  pcmFromBytes,
} from './elevenlabs'
import { concatBytes, concatPcm, mp3DurationSeconds, pcmToBase64, resample } from './synthesis/encode'
import { synthesizeMp3Stream } from './synthesis/mp3-stream'
import { synthesizeSentences } from './synthesis/sentences'
import { type PreparedSpeech, prepareSpeech, SpeechInputError } from './synthesis/speech-request'

/** After an ElevenLabs failure the offline voice speaks alone this long, so a broken key costs no wait per request. */
export const ELEVENLABS_REST_MS = 60_000
/** ElevenLabs' PCM rate asked for when the caller's rate is not one it sends: resampled from here. */
const ELEVENLABS_PCM_FALLBACK_RATE = 24_000

export type SpeechProvider = 'elevenlabs' | 'local'

export interface SpeakRequest {
  text: string
  /** The text's language when the caller knows it; otherwise read from the text. */
  language?: Language
  /** A voice id or name; an unknown one is the default voice. */
  voiceId?: string
  /** An ElevenLabs model id (the offline voice has one engine). */
  model?: string
  settings?: Partial<VoiceSettings>
  /** Cancels the speech (a barge-in): PCM comes back empty, and nothing counts as a provider failure. */
  signal?: AbortSignal
}

/** MP3 bytes in the order they are made (the offline voice hands out its first frames early), or 16-bit PCM. */
export type SpeechOutput = { format: 'mp3' } | { format: 'pcm'; sampleRate: number }

interface Spoken {
  voiceId: string
  provider: SpeechProvider
  /** The engine that spoke: ElevenLabs' model, or `espeak-ng`. */
  model: string
}

export interface SpokenMp3 extends Spoken {
  chunks: AsyncGenerator<Uint8Array>
}

export interface SpokenPcm extends Spoken {
  pcm: Int16Array
  sampleRate: number
}

export interface SpeakerOptions {
  elevenLabs?: ElevenLabsConfig
  logger?: Logger
  /** Called on each ElevenLabs failure (at most one a rest), for the operator's health figures. */
  onProviderError?: (provider: string) => void
  now?: () => number
}

export interface Speaker {
  /**
   * MP3: checks the text first (a SpeechInputError, i.e. a 400, before any audio). PCM: a text with nothing
   * speakable, or a cancelled one, is empty PCM.
   */
  (request: SpeakRequest, output: { format: 'mp3' }): Promise<SpokenMp3>
  (request: SpeakRequest, output: { format: 'pcm'; sampleRate: number }): Promise<SpokenPcm>
}

export const OFFLINE_MODEL = 'espeak-ng'

/** The realtime socket's audio: 16-bit PCM at 24 kHz. */
export const PCM_24K = { format: 'pcm', sampleRate: HUB_SAMPLE_RATE } as const

/**
 * A speaker that remembers an ElevenLabs failure: one warning, then the offline voice alone for ELEVENLABS_REST_MS
 * before ElevenLabs is asked again. A realtime session keeps one for its whole life.
 */
export function createSpeaker(options: SpeakerOptions = {}): Speaker {
  const now = options.now ?? Date.now
  let restingUntil = Number.NEGATIVE_INFINITY
  let warned = false

  /** ElevenLabs' bytes, or undefined when it is not configured, resting, failed or the speech was cancelled. */
  const premium = async (
    speech: PreparedSpeech,
    request: SpeakRequest,
    format: 'mp3_44100_128' | `pcm_${number}`,
    timeoutMs: number,
  ): Promise<Uint8Array | undefined> => {
    const { elevenLabs } = options
    if (!elevenLabs || now() < restingUntil || request.signal?.aborted) return undefined
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
    const ask = {
      text: speech.text,
      voiceId: speech.voice.id,
      model: request.model,
      settings: speech.settings,
    }
    try {
      return await observeAiCall(ELEVENLABS_PROVIDER, () => elevenLabsSpeech(elevenLabs, ask, format, signal))
    } catch (error) {
      // A barge-in cancelled the speech: nobody will hear it, and ElevenLabs did nothing wrong.
      if (request.signal?.aborted) return undefined
      restingUntil = now() + ELEVENLABS_REST_MS
      options.onProviderError?.(ELEVENLABS_PROVIDER)
      if (!warned) options.logger?.warn({ err: error }, 'ElevenLabs speech failed; the offline voice speaks')
      else options.logger?.debug({ err: error }, 'ElevenLabs speech failed again')
      warned = true
      return undefined
    }
  }

  const mp3 = async (request: SpeakRequest): Promise<SpokenMp3> => {
    const speech = prepare(request)
    const voiceId = speech.voice.id
    const bytes = await premium(speech, request, 'mp3_44100_128', ELEVENLABS_MP3_TIMEOUT_MS)
    if (bytes) {
      // The SDK's ElevenLabs model has no streaming call: its clip comes whole, as one chunk.
      return {
        chunks: once(bytes),
        voiceId,
        provider: 'elevenlabs',
        model: request.model ?? ELEVENLABS_MODEL,
      }
    }
    const chunks = observeAiStream('espeak', synthesizeMp3Stream(asRequest(speech)))
    return { chunks, voiceId, provider: 'local', model: OFFLINE_MODEL }
  }

  const pcm = async (request: SpeakRequest, sampleRate: number): Promise<SpokenPcm> => {
    let speech: PreparedSpeech
    try {
      speech = prepare(request)
    } catch (error) {
      if (error instanceof SpeechInputError) return silence(request, sampleRate)
      throw error
    }
    const rate = ELEVENLABS_PCM_RATES.includes(sampleRate) ? sampleRate : ELEVENLABS_PCM_FALLBACK_RATE
    const bytes = await premium(speech, request, `pcm_${rate}`, ELEVENLABS_PCM_TIMEOUT_MS)
    const voiceId = speech.voice.id
    if (bytes) {
      const samples = resample(pcmFromBytes(bytes), rate, sampleRate)
      return {
        pcm: samples,
        sampleRate,
        voiceId,
        provider: 'elevenlabs',
        model: request.model ?? ELEVENLABS_MODEL,
      }
    }
    if (request.signal?.aborted) return silence(request, sampleRate)
    const samples = await observeAiCall('espeak', () => offlinePcm(speech, sampleRate))
    return { pcm: samples, sampleRate, voiceId, provider: 'local', model: OFFLINE_MODEL }
  }

  return ((request: SpeakRequest, output: SpeechOutput) =>
    output.format === 'mp3' ? mp3(request) : pcm(request, output.sampleRate)) as Speaker
}

/** One request on its own; a realtime session keeps a `createSpeaker` instead, so failures are remembered. */
export function speak(
  request: SpeakRequest,
  output: { format: 'mp3' },
  options?: SpeakerOptions,
): Promise<SpokenMp3>
export function speak(
  request: SpeakRequest,
  output: { format: 'pcm'; sampleRate: number },
  options?: SpeakerOptions,
): Promise<SpokenPcm>
export function speak(request: SpeakRequest, output: SpeechOutput, options?: SpeakerOptions) {
  const speaker = createSpeaker(options)
  return output.format === 'mp3' ? speaker(request, output) : speaker(request, output)
}

const SHARED_SPEAKERS = new WeakMap<ElevenLabsConfig, Speaker>()

/**
 * The process's speaker for one ElevenLabs configuration (`deps.env.elevenLabs`), so a failure is remembered across
 * requests: a broken key costs one failed call a minute, not one per request.
 */
export function sharedSpeaker(elevenLabs: ElevenLabsConfig | undefined, logger?: Logger): Speaker {
  if (!elevenLabs) return createSpeaker({ logger })
  let speaker = SHARED_SPEAKERS.get(elevenLabs)
  if (!speaker) {
    speaker = createSpeaker({ elevenLabs, logger })
    SHARED_SPEAKERS.set(elevenLabs, speaker)
  }
  return speaker
}

/** One piece of a reply as the realtime socket's 24 kHz PCM, spoken on its own (tests and benches compare with it). */
export async function speakPcm24k(
  text: string,
  language: Language,
  voiceId?: string,
  settings?: Partial<VoiceSettings>,
  options?: SpeakerOptions,
): Promise<Int16Array> {
  return (await speak({ text, language, voiceId, settings }, PCM_24K, options)).pcm
}

/** The whole MP3 of a spoken stream, with its length. */
export async function wholeMp3(
  spoken: SpokenMp3,
): Promise<Spoken & { mp3: Uint8Array; durationSeconds: number }> {
  const parts: Uint8Array[] = []
  for await (const chunk of spoken.chunks) parts.push(chunk)
  const mp3 = concatBytes(parts)
  const { voiceId, provider, model } = spoken
  return { mp3, durationSeconds: mp3DurationSeconds(mp3), voiceId, provider, model }
}

function prepare(request: SpeakRequest): PreparedSpeech {
  return prepareSpeech({
    text: request.text,
    language: request.language ?? detectLanguage(request.text),
    voiceId: request.voiceId,
    settings: request.settings,
  })
}

/** Prepared speech as the offline synthesiser's request (it prepares again, which changes nothing). */
function asRequest(speech: PreparedSpeech) {
  return { text: speech.text, language: speech.language, voiceId: speech.voice.id, settings: speech.settings }
}

async function offlinePcm(speech: PreparedSpeech, sampleRate: number): Promise<Int16Array> {
  const parts: Int16Array[] = []
  for await (const piece of synthesizeSentences(asRequest(speech))) {
    parts.push(resample(piece.pcm, piece.sampleRate, sampleRate))
  }
  return concatPcm(parts)
}

function silence(request: SpeakRequest, sampleRate: number): SpokenPcm {
  return {
    pcm: new Int16Array(0),
    sampleRate,
    voiceId: request.voiceId ?? '',
    provider: 'local',
    model: OFFLINE_MODEL,
  }
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes
}

/** A quarter second of 24 kHz audio per delta: small enough to start playing early, few enough messages. */
export const AUDIO_DELTA_SAMPLES = HUB_SAMPLE_RATE / 4

/** Spoken PCM as the base64 chunks of `response.audio.delta` events, stopping as soon as the reply is cancelled. */
export function* audioDeltas(pcm: Int16Array, signal: AbortSignal): Generator<string> {
  for (let at = 0; at < pcm.length && !signal.aborted; at += AUDIO_DELTA_SAMPLES) {
    yield pcmToBase64(pcm.subarray(at, at + AUDIO_DELTA_SAMPLES))
  }
}
