// ElevenLabs text-to-speech through the AI SDK (`@ai-sdk/elevenlabs` + `generateSpeech`): the premium voice when
// ELEVENLABS_API_KEY is set. Whole clips only: the SDK's ElevenLabs speech model has no streaming call.
import { createElevenLabs } from '@ai-sdk/elevenlabs'
import { generateSpeech } from 'ai'
import type { VoiceSettings } from '../../shared/voice/voices'

export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io'
export const ELEVENLABS_MODEL = 'eleven_multilingual_v2'
/** A whole MP3 clip (the tts function) waits no longer than this. */
export const ELEVENLABS_MP3_TIMEOUT_MS = 20_000
/** A realtime sentence waits no longer than this for ElevenLabs before the offline voice speaks it. */
export const ELEVENLABS_PCM_TIMEOUT_MS = 10_000
/** The raw PCM16 rates ElevenLabs can send (`output_format=pcm_<rate>`); others are resampled from 24 kHz. */
export const ELEVENLABS_PCM_RATES: readonly number[] = [16_000, 22_050, 24_000, 44_100]
/** The operator's health figures count ElevenLabs failures under this name. */
export const ELEVENLABS_PROVIDER = 'elevenlabs'

/** From ELEVENLABS_API_KEY / ELEVENLABS_BASE_URL, validated in env.ts: `deps.env.elevenLabs`. */
export interface ElevenLabsConfig {
  apiKey: string
  baseUrl?: string
}

export interface ElevenLabsRequest {
  text: string
  voiceId: string
  model?: string
  settings: VoiceSettings
}

/** MP3 at 44.1 kHz / 128 kbit/s (ElevenLabs' default), or little-endian 16-bit mono PCM at one of its rates. */
export type ElevenLabsFormat = 'mp3_44100_128' | `pcm_${number}`

/**
 * The SDK always calls api.elevenlabs.io; ELEVENLABS_BASE_URL (a proxy, or the tests' loopback fake) gets the same
 * request at its own origin.
 */
function rebasedFetch(baseUrl: string): typeof fetch {
  const base = baseUrl.replace(/\/$/, '')
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const target = url.origin === ELEVENLABS_BASE_URL ? `${base}${url.pathname}${url.search}` : url.href
    return fetch(target, init)
  }
}

/** The audio bytes ElevenLabs speaks in `format`; throws on any failure (no retries) so the caller can fall back. */
export async function elevenLabsSpeech(
  config: ElevenLabsConfig,
  request: ElevenLabsRequest,
  format: ElevenLabsFormat,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const provider = createElevenLabs({
    apiKey: config.apiKey,
    fetch: config.baseUrl ? rebasedFetch(config.baseUrl) : undefined,
  })
  const { settings } = request
  const { audio } = await generateSpeech({
    model: provider.speech(request.model ?? ELEVENLABS_MODEL),
    text: request.text,
    voice: encodeURIComponent(request.voiceId),
    outputFormat: format,
    providerOptions: {
      elevenlabs: {
        voiceSettings: {
          stability: settings.stability,
          similarityBoost: settings.similarity_boost,
          style: settings.style,
          useSpeakerBoost: settings.use_speaker_boost,
        },
      },
    },
    // A failure falls back to the offline voice at once; a retry would only make the child wait.
    maxRetries: 0,
    abortSignal: signal,
  })
  if (audio.uint8Array.length === 0) throw new Error('ElevenLabs sent no audio')
  return audio.uint8Array
}

/** Little-endian PCM16 bytes as samples (an odd trailing byte is dropped). */
export function pcmFromBytes(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const samples = new Int16Array(Math.floor(bytes.byteLength / 2))
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true)
  return samples
}
