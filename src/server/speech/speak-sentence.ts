// A sentence or clause of Mochi's reply as 24 kHz PCM16 for the realtime socket: ElevenLabs when configured, else
// (or when it fails) the offline eSpeak voice, which gives 22.05 kHz and is resampled.
import { HUB_SAMPLE_RATE, type Language } from '../../shared/constants'
import type { VoiceSettings } from '../../shared/voice/voices'
import type { Logger } from '../lib/logger'
import { observeAiCall } from '../operator/ai-call-metrics'
import { ELEVENLABS_PROVIDER, type ElevenLabsConfig, elevenLabsPcm } from './elevenlabs'
import { concatPcm, pcmToBase64, resample } from './synthesis/encode'
import { synthesizeSentences } from './synthesis/sentences'
import { prepareSpeech, SpeechInputError } from './synthesis/speech-request'

/** After an ElevenLabs failure the offline voice speaks alone this long, so a broken key costs no wait per sentence. */
export const ELEVENLABS_REST_MS = 60_000

export interface SpeakSentenceOptions {
  elevenLabs?: ElevenLabsConfig
  logger?: Logger
  /** Called on each ElevenLabs failure (at most one a rest), for the operator's health figures. */
  onProviderError?: (provider: string) => void
  now?: () => number
}

export type SentenceSpeaker = (
  text: string,
  language: Language,
  voiceId?: string,
  settings?: Partial<VoiceSettings>,
  signal?: AbortSignal,
) => Promise<Int16Array>

/**
 * One session's voice. It remembers an ElevenLabs failure: one warning for the session, then eSpeak alone for
 * ELEVENLABS_REST_MS before ElevenLabs is asked again. Empty PCM when a sentence has nothing speakable.
 */
export function createSentenceSpeaker(options: SpeakSentenceOptions = {}): SentenceSpeaker {
  const now = options.now ?? Date.now
  let restingUntil = Number.NEGATIVE_INFINITY
  let warned = false
  return async (text, language, voiceId, settings, signal) => {
    const { elevenLabs } = options
    if (elevenLabs && now() >= restingUntil) {
      let speech: ReturnType<typeof prepareSpeech>
      try {
        speech = prepareSpeech({ text, language, voiceId, settings })
      } catch (error) {
        if (error instanceof SpeechInputError) return new Int16Array(0)
        throw error
      }
      try {
        const request = { text: speech.text, voiceId: speech.voice.id, settings: speech.settings }
        return await observeAiCall(ELEVENLABS_PROVIDER, () => elevenLabsPcm(elevenLabs, request, signal))
      } catch (error) {
        // A barge-in cancelled the reply: nobody will hear this sentence, and ElevenLabs did nothing wrong.
        if (signal?.aborted) return new Int16Array(0)
        restingUntil = now() + ELEVENLABS_REST_MS
        options.onProviderError?.(ELEVENLABS_PROVIDER)
        if (!warned) options.logger?.warn({ err: error }, 'ElevenLabs realtime speech failed; eSpeak speaks')
        else options.logger?.debug({ err: error }, 'ElevenLabs realtime speech failed again')
        warned = true
      }
    }
    return observeAiCall('espeak', () => speakOffline(text, language, voiceId, settings))
  }
}

/** One sentence on its own; a session keeps a `createSentenceSpeaker` instead, so failures are remembered. */
export function speakSentence(
  text: string,
  language: Language,
  voiceId?: string,
  settings?: Partial<VoiceSettings>,
  options: SpeakSentenceOptions = {},
): Promise<Int16Array> {
  return createSentenceSpeaker(options)(text, language, voiceId, settings)
}

async function speakOffline(
  text: string,
  language: Language,
  voiceId?: string,
  settings?: Partial<VoiceSettings>,
): Promise<Int16Array> {
  const parts: Int16Array[] = []
  try {
    for await (const piece of synthesizeSentences({ text, language, voiceId, settings })) {
      parts.push(resample(piece.pcm, piece.sampleRate, HUB_SAMPLE_RATE))
    }
  } catch (error) {
    if (error instanceof SpeechInputError) return new Int16Array(0)
    throw error
  }
  return concatPcm(parts)
}

/** A quarter second of 24 kHz audio per delta: small enough to start playing early, few enough messages. */
export const AUDIO_DELTA_SAMPLES = HUB_SAMPLE_RATE / 4

/** Spoken PCM as the base64 chunks of `response.audio.delta` events, stopping as soon as the reply is cancelled. */
export function* audioDeltas(pcm: Int16Array, signal: AbortSignal): Generator<string> {
  for (let at = 0; at < pcm.length && !signal.aborted; at += AUDIO_DELTA_SAMPLES) {
    yield pcmToBase64(pcm.subarray(at, at + AUDIO_DELTA_SAMPLES))
  }
}
