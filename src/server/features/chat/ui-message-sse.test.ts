// The hand-framed UI message stream says exactly what the AI SDK's own stream says, and useChat's reader reads it.
import {
  createUIMessageStream,
  createUIMessageStreamResponse,
  parseJsonEventStream,
  readUIMessageStream,
  type UIMessage,
  uiMessageChunkSchema,
} from 'ai'
import { describe, expect, it } from 'vitest'
import { uiMessageSseResponse, type WriteChunk } from './ui-message-sse'

const chunks = [
  { type: 'start', messageId: 'm1', messageMetadata: { createdAt: '2026-11-25T07:00:00.000Z' } },
  { type: 'text-start', id: 'm1-text' },
  { type: 'text-delta', id: 'm1-text', delta: 'Bees make honey from nectar, ' },
  { type: 'text-delta', id: 'm1-text', delta: '¡y las abejas “bailan”! 🐝\n\n' },
  { type: 'text-end', id: 'm1-text' },
  { type: 'finish', messageMetadata: { createdAt: '2026-11-25T07:00:00.000Z', mood: 'excited' } },
]

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

/** Writes the chunks over a few event-loop turns, then optionally fails. */
async function script(write: WriteChunk, failWith?: Error) {
  write(chunks[0]!)
  await pause()
  for (const chunk of chunks.slice(1, 3)) write(chunk)
  await pause()
  for (const chunk of chunks.slice(3)) write(chunk)
  if (failWith) throw failWith
}

async function sdkResponse(failWith?: Error) {
  return createUIMessageStreamResponse({
    stream: createUIMessageStream({
      execute: ({ writer }) => script((chunk) => writer.write(chunk as never), failWith),
      onError: () => 'messageError',
    }),
  })
}

describe('uiMessageSseResponse', () => {
  it('sends the same bytes and headers as the AI SDK for the same chunks', async () => {
    const ours = uiMessageSseResponse(
      (write) => script(write),
      () => 'messageError',
    )
    const theirs = await sdkResponse()
    expect(Object.fromEntries(ours.headers)).toEqual(Object.fromEntries(theirs.headers))
    expect(ours.status).toBe(theirs.status)
    const body = await ours.text()
    expect(body).toBe(await theirs.text())
    expect(
      body.endsWith(
        'data: {"type":"text-end","id":"m1-text"}\n\n' +
          'data: {"type":"finish","messageMetadata":{"createdAt":"2026-11-25T07:00:00.000Z","mood":"excited"}}\n\n' +
          'data: [DONE]\n\n',
      ),
    ).toBe(true)
  })

  it('turns a failure into the same error chunk, after what was written, then ends the stream', async () => {
    const failure = new Error('provider down')
    const ours = await uiMessageSseResponse(
      (write) => script(write, failure),
      () => 'messageError',
    ).text()
    expect(ours).toBe(await (await sdkResponse(failure)).text())
    expect(ours).toContain('data: {"type":"error","errorText":"messageError"}\n\ndata: [DONE]\n\n')
  })

  it('is read by the AI SDK client reader as one assistant message with its text and metadata', async () => {
    const response = uiMessageSseResponse(
      (write) => script(write),
      () => 'messageError',
    )
    const parsed = parseJsonEventStream({ stream: response.body!, schema: uiMessageChunkSchema })
    const chunkStream = parsed.pipeThrough(
      new TransformStream({
        transform(result, controller) {
          if (!result.success) throw result.error
          controller.enqueue(result.value)
        },
      }),
    )
    let last: UIMessage | undefined
    for await (const message of readUIMessageStream({ stream: chunkStream })) last = message
    expect(last?.id).toBe('m1')
    expect(last?.parts).toEqual([
      { type: 'text', text: 'Bees make honey from nectar, ¡y las abejas “bailan”! 🐝\n\n', state: 'done' },
    ])
    expect(last?.metadata).toEqual({ createdAt: '2026-11-25T07:00:00.000Z', mood: 'excited' })
  })

  it('keeps running the reply to its end when the client goes away, and drops what it writes after', async () => {
    let finished = false
    const response = uiMessageSseResponse(
      async (write) => {
        write(chunks[0]!)
        await pause()
        await pause()
        write(chunks[1]!)
        finished = true
      },
      () => 'messageError',
    )
    const reader = response.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toBe(`data: ${JSON.stringify(chunks[0])}\n\n`)
    await reader.cancel()
    await pause()
    await pause()
    await pause()
    expect(finished).toBe(true)
  })
})
