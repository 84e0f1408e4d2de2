// Mochi's reply as the AI SDK's UI message stream on the wire (server-sent events, `data: {json}` then
// `data: [DONE]`, the SDK's headers), written straight to one byte stream: the SDK's createUIMessageStream and
// createUIMessageStreamResponse pass every chunk through four web streams, which cost a busy chat route more CPU
// than framing it does. Chunks written in one synchronous run leave as one piece of bytes.
import { UI_MESSAGE_STREAM_HEADERS } from 'ai'

export type WriteChunk = (chunk: { type: string } & Record<string, unknown>) => void

const encoder = new TextEncoder()

/**
 * Runs `execute` with a writer and answers with its chunks as they are written. A failure of `execute` becomes an
 * `error` chunk whose text is `onError(error)`; the stream ends with `data: [DONE]` once `execute` has settled.
 * Each chunk is serialised when written. When the client goes away, later chunks are dropped unserialised and
 * `execute` still runs to its end.
 */
export function uiMessageSseResponse(
  execute: (write: WriteChunk) => Promise<void>,
  onError: (error: unknown) => string,
): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let cancelled = false
  let pending = ''
  let scheduled = false
  const flush = () => {
    scheduled = false
    if (pending.length === 0 || cancelled) return
    const bytes = encoder.encode(pending)
    pending = ''
    try {
      controller.enqueue(bytes)
    } catch {
      // the stream was closed or cancelled meanwhile
    }
  }
  const write: WriteChunk = (chunk) => {
    if (cancelled) return
    pending += `data: ${JSON.stringify(chunk)}\n\n`
    if (!scheduled) {
      scheduled = true
      queueMicrotask(flush)
    }
  }
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
    cancel() {
      cancelled = true
      pending = ''
    },
  })
  const run = async () => {
    try {
      await execute(write)
    } catch (error) {
      write({ type: 'error', errorText: onError(error) })
    }
  }
  void run().finally(() => {
    if (cancelled) return
    pending += 'data: [DONE]\n\n'
    flush()
    try {
      controller.close()
    } catch {
      // already closed
    }
  })
  return new Response(stream, { headers: UI_MESSAGE_STREAM_HEADERS })
}
