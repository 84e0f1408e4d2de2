// ElevenLabs text-to-speech over its REST API: the premium voice when ELEVENLABS_API_KEY is set.
import type { VoiceSettings } from '../../shared/voice/voices'

export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io'
export const ELEVENLABS_MODEL = 'eleven_multilingual_v2'
const ELEVENLABS_TIMEOUT_MS = 20_000
/** A realtime sentence waits no longer than this for ElevenLabs before the offline voice speaks it. */
const ELEVENLABS_PCM_TIMEOUT_MS = 10_000
/** Raw little-endian 16-bit mono PCM at 24 kHz: the realtime socket's own format, so nothing is decoded. */
export const ELEVENLABS_PCM_FORMAT = 'pcm_24000'

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

/** The operator's health figures count ElevenLabs failures under this name. */
export const ELEVENLABS_PROVIDER = 'elevenlabs'

/** Returns the MP3 bytes ElevenLabs speaks; throws on any non-audio answer so the caller can fall back. */
export async function elevenLabsSpeech(
  config: ElevenLabsConfig,
  request: ElevenLabsRequest,
): Promise<Uint8Array> {
  const base = (config.baseUrl ?? ELEVENLABS_BASE_URL).replace(/\/$/, '')
  const response = await fetch(`${base}/v1/text-to-speech/${encodeURIComponent(request.voiceId)}`, {
    method: 'POST',
    headers: { 'xi-api-key': config.apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
    body: JSON.stringify({
      text: request.text,
      model_id: request.model ?? ELEVENLABS_MODEL,
      voice_settings: request.settings,
    }),
    signal: AbortSignal.timeout(ELEVENLABS_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`ElevenLabs answered ${response.status}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  if (bytes.length === 0) throw new Error('ElevenLabs sent no audio')
  return bytes
}

/**
 * The same speech as 24 kHz PCM16 samples, for the realtime socket; throws on any non-audio answer (and when
 * `signal` aborts) so the caller can fall back.
 */
export async function elevenLabsPcm(
  config: ElevenLabsConfig,
  request: ElevenLabsRequest,
  signal?: AbortSignal,
): Promise<Int16Array> {
  const base = (config.baseUrl ?? ELEVENLABS_BASE_URL).replace(/\/$/, '')
  const timeout = AbortSignal.timeout(ELEVENLABS_PCM_TIMEOUT_MS)
  const url = `${base}/v1/text-to-speech/${encodeURIComponent(request.voiceId)}?output_format=${ELEVENLABS_PCM_FORMAT}`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'xi-api-key': config.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      text: request.text,
      model_id: request.model ?? ELEVENLABS_MODEL,
      voice_settings: request.settings,
    }),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  })
  if (!response.ok) throw new Error(`ElevenLabs answered ${response.status}`)
  const bytes = new DataView(await response.arrayBuffer())
  const samples = new Int16Array(Math.floor(bytes.byteLength / 2))
  if (samples.length === 0) throw new Error('ElevenLabs sent no audio')
  for (let i = 0; i < samples.length; i++) samples[i] = bytes.getInt16(i * 2, true)
  return samples
}
