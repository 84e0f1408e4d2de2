// Speech to text through an OpenAI-compatible /audio/transcriptions endpoint (OpenAI, or a local whisper server),
// called with the AI SDK's `transcribe` and `@ai-sdk/openai`'s transcription model.
import { createOpenAI } from '@ai-sdk/openai'
import { transcribe } from 'ai'
import { isLanguage, type Language } from '../../../shared/constants'

export const TRANSCRIPTION_MODEL = 'whisper-1'
const TRANSCRIPTION_TIMEOUT_MS = 30_000

export interface OpenAiTranscriptionConfig {
  apiKey: string | undefined
  /** Includes the version path, like the chat provider's: https://api.openai.com/v1 */
  baseUrl: string | undefined
}

export interface OpenAiTranscript {
  text: string
  /** The language Whisper heard, when it is one of ours. */
  language: Language | undefined
}

/** `language` (the speaker's, when known) is passed on as Whisper's hint. Throws on any failure, after at most one retry. */
export async function transcribeWithOpenAi(
  config: OpenAiTranscriptionConfig,
  bytes: Uint8Array,
  language?: Language,
): Promise<OpenAiTranscript> {
  // A local whisper server needs no key; the SDK insists on one, and an empty one sends an empty bearer.
  const provider = createOpenAI({ apiKey: config.apiKey ?? '', baseURL: config.baseUrl })
  const result = await transcribe({
    model: provider.transcription(TRANSCRIPTION_MODEL),
    audio: bytes,
    providerOptions: language ? { openai: { language } } : undefined,
    // One retry only: a kept-alive connection the server closed at the same moment resets the first try (seen
    // under load); beyond that the caller falls back to offline recognition rather than make the child wait.
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
  })
  const heard = result.language?.slice(0, 2).toLowerCase()
  return { text: result.text.trim(), language: isLanguage(heard) ? heard : undefined }
}
