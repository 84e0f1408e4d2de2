// Reads an AI SDK UI message stream (server-sent events) the way the browser's useChat does, for API tests.
export interface UiStreamChunk {
  type: string
  delta?: string
  messageMetadata?: Record<string, unknown>
  errorText?: string
}

export async function readUiStream(response: Response) {
  const text = await response.text()
  const chunks: UiStreamChunk[] = []
  for (const line of text.split('\n')) {
    if (!line.startsWith('data: ')) continue
    const data = line.slice(6).trim()
    if (data === '[DONE]') continue
    chunks.push(JSON.parse(data) as UiStreamChunk)
  }
  const deltas = chunks.filter((chunk) => chunk.type === 'text-delta').map((chunk) => chunk.delta ?? '')
  const finish = chunks.find((chunk) => chunk.type === 'finish')
  return {
    chunks,
    deltas,
    text: deltas.join(''),
    metadata: finish?.messageMetadata ?? {},
    errors: chunks.filter((c) => c.type === 'error'),
  }
}

export function userMessage(text: string, id = crypto.randomUUID()) {
  return { id, role: 'user' as const, parts: [{ type: 'text' as const, text }] }
}
