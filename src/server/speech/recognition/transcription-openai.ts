// Speech to text through an OpenAI-compatible /audio/transcriptions endpoint (OpenAI, or a local whisper server),
// called with the AI SDK's `transcribe` and `@ai-sdk/openai`'s transcription model.
import { createOpenAI } from '@ai-sdk/openai'
import { APICallError } from '@ai-sdk/provider'
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

/** `language` (the speaker's, when known) is passed on as Whisper's hint. Throws on any failure; only a failed connection is tried once more, at once. */
export async function transcribeWithOpenAi(
  config: OpenAiTranscriptionConfig,
  bytes: Uint8Array,
  language?: Language,
): Promise<OpenAiTranscript> {
  // A local whisper server needs no key; the SDK insists on one, and an empty one sends an empty bearer.
  const provider = createOpenAI({ apiKey: config.apiKey ?? '', baseURL: config.baseUrl })
  const attempt = () =>
    transcribe({
      model: provider.transcription(TRANSCRIPTION_MODEL),
      audio: bytes,
      providerOptions: language ? { openai: { language } } : undefined,
      // No SDK retries (they back off for seconds): the caller falls back to offline recognition, or says it
      // failed, rather than make the child wait.
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
    })
  // One immediate retry when the connection itself failed: a kept-alive connection the server closed at that
  // very moment resets the first try (seen under load). An answer from the server, even an error, is final.
  const result = await attempt().catch((error: unknown) => {
    if (isConnectionFailure(error)) return attempt()
    throw error
  })
  const heard = result.language?.slice(0, 2).toLowerCase()
  return { text: result.text.trim(), language: isLanguage(heard) ? heard : undefined }
}

/** Whether the request never got an answer (the SDK's call error without a status; a timeout is not one). */
function isConnectionFailure(error: unknown): boolean {
  return APICallError.isInstance(error) && error.statusCode === undefined
}
