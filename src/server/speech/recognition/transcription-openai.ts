// Speech to text through an OpenAI-compatible /audio/transcriptions endpoint (OpenAI, or a local whisper server).
import { audioMimeType, sniffAudio } from '../codecs/audio-input'

export const TRANSCRIPTION_MODEL = 'whisper-1'
const TRANSCRIPTION_TIMEOUT_MS = 30_000

export interface OpenAiTranscriptionConfig {
  apiKey: string | undefined
  /** Includes the version path, like the chat provider's: https://api.openai.com/v1 */
  baseUrl: string | undefined
}

export async function transcribeWithOpenAi(
  config: OpenAiTranscriptionConfig,
  bytes: Uint8Array,
): Promise<string> {
  const kind = sniffAudio(bytes)
  const form = new FormData()
  const extension = kind === 'unknown' ? 'webm' : kind
  form.append('file', new Blob([new Uint8Array(bytes)], { type: audioMimeType(kind) }), `speech.${extension}`)
  form.append('model', TRANSCRIPTION_MODEL)
  form.append('response_format', 'json')
  const base = (config.baseUrl ?? 'https://api.openai.com/v1').replace(/\/$/, '')
  const response = await fetch(`${base}/audio/transcriptions`, {
    method: 'POST',
    headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
    body: form,
    signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Transcription endpoint answered ${response.status}`)
  const body = (await response.json()) as { text?: unknown }
  if (typeof body.text !== 'string') throw new Error('Transcription endpoint sent no text')
  return body.text.trim()
}
