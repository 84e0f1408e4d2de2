// Chooses the message a failed chat request shows: a rest for Mochi (429) or the spec's messageError.

export type ChatErrorKind = 'rateLimited' | 'messageError'

/** The AI SDK rejects non-2xx answers with an error carrying `statusCode`; stream errors carry none. */
export function chatErrorKind(error: unknown): ChatErrorKind {
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? (error as { statusCode?: unknown }).statusCode
      : undefined
  return status === 429 ? 'rateLimited' : 'messageError'
}
