// ElevenLabs text-to-speech over its REST API: the premium voice when ELEVENLABS_API_KEY is set.
import type { VoiceSettings } from '../../ai/local/speech/voices'

export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io'
export const ELEVENLABS_MODEL = 'eleven_multilingual_v2'
const ELEVENLABS_TIMEOUT_MS = 20_000

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
