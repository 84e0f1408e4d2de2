// A loopback stand-in for OpenAI Realtime (beta wire format) and its moderation endpoint, for the relay's tests:
// it checks the handshake like OpenAI does, records every event, and answers turns with scripted speech (or only
// scripted text, when the session's modalities leave audio out).
import http, { type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { terminateSockets } from './socket-server'

export interface FakeRealtimeOptions {
  apiKey: string
  /** Mochi's answer, sent as transcript deltas of these pieces, each followed by one audio delta. */
  reply?: string[]
  /** What the fake "hears" when the client commits its audio. */
  transcript?: string
  /** Words that make the moderation endpoint flag a text. */
  flagged?: string[]
  /** Accept the socket but never confirm the session settings (a stuck upstream). */
  silent?: boolean
}

export type FakeEvent = { type: string } & Record<string, unknown>

export interface FakeRealtime {
  /** What OPENAI_BASE_URL would be. */
  baseUrl: string
  /** The script; tests may change it between conversations. */
  script: FakeRealtimeOptions
  handshakes: { path: string; headers: IncomingHttpHeaders }[]
  received: FakeEvent[]
  moderated: string[]
  /** The PCM16 of every audio delta the fake sends: easy to recognise on the client. */
  audio: Int16Array
  waitFor: (predicate: (event: FakeEvent) => boolean, timeoutMs?: number) => Promise<FakeEvent>
  /** Drops every upstream socket without a closing handshake, like a network failure. */
  dropAll: () => void
  /** Forgets what was received, for the next test. */
  reset: () => void
  close: () => Promise<void>
}

export const FAKE_AUDIO_SAMPLE = 1234

export const FAKE_REPLY = ['Bees make honey from nectar. ', 'They keep it in wax cells!']

export async function startFakeRealtime(options: FakeRealtimeOptions): Promise<FakeRealtime> {
  const audio = new Int16Array(2400).fill(FAKE_AUDIO_SAMPLE)
  const audioBase64 = Buffer.from(audio.buffer).toString('base64')
  const handshakes: FakeRealtime['handshakes'] = []
  const received: FakeEvent[] = []
  const moderated: string[] = []
  const waiters: { predicate: (event: FakeEvent) => boolean; resolve: (event: FakeEvent) => void }[] = []
  const wss = new WebSocketServer({ noServer: true })

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/moderations') {
        response.writeHead(404).end()
        return
      }
      const input = String((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { input?: unknown }).input)
      moderated.push(input)
      const flagged = (options.flagged ?? []).some((word) => input.toLowerCase().includes(word))
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ results: [{ flagged, categories: { violence: flagged } }] }))
    })
  })

  server.on('upgrade', (request, socket, head) => {
    handshakes.push({ path: request.url ?? '', headers: request.headers })
    const url = new URL(request.url ?? '/', 'http://fake')
    const authorized =
      request.headers.authorization === `Bearer ${options.apiKey}` &&
      request.headers['openai-beta'] === 'realtime=v1'
    if (url.pathname !== '/v1/realtime' || !url.searchParams.get('model') || !authorized) {
      const body = JSON.stringify({
        error: {
          type: 'invalid_request_error',
          code: 'invalid_api_key',
          message: 'Incorrect API key provided',
        },
      })
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n` +
          `connection: close\r\n\r\n${body}`,
      )
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => converse(ws))
  })

  function converse(ws: WebSocket) {
    let counter = 0
    let hearing = false
    let speaks = true
    const next = (prefix: string) => `${prefix}_fake_${++counter}`
    const send = (event: object) => ws.send(JSON.stringify(event))
    send({
      type: 'session.created',
      event_id: next('event'),
      session: { id: 'sess_fake', object: 'realtime.session' },
    })
    ws.on('message', (data) => {
      const event = JSON.parse(String(data)) as FakeEvent
      received.push(event)
      for (const waiter of [...waiters]) {
        if (!waiter.predicate(event)) continue
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(event)
      }
      switch (event.type) {
        case 'session.update': {
          const modalities = (event.session as { modalities?: unknown } | undefined)?.modalities
          if (Array.isArray(modalities)) speaks = modalities.includes('audio')
          if (!options.silent)
            send({ type: 'session.updated', session: { id: 'sess_fake', ...(event.session as object) } })
          return
        }
        case 'input_audio_buffer.append':
          if (!hearing)
            send({ type: 'input_audio_buffer.speech_started', audio_start_ms: 0, item_id: next('item') })
          hearing = true
          return
        case 'input_audio_buffer.commit': {
          hearing = false
          const itemId = next('item')
          send({ type: 'input_audio_buffer.speech_stopped', audio_end_ms: 900, item_id: itemId })
          send({ type: 'input_audio_buffer.committed', item_id: itemId })
          send({ type: 'conversation.item.created', item: { id: itemId, type: 'message', role: 'user' } })
          send({
            type: 'conversation.item.input_audio_transcription.completed',
            item_id: itemId,
            content_index: 0,
            transcript: options.transcript ?? '',
          })
          return
        }
        case 'conversation.item.create':
          send({ type: 'conversation.item.created', item: { id: next('item'), ...(event.item as object) } })
          return
        case 'conversation.item.delete':
          send({ type: 'conversation.item.deleted', item_id: event.item_id })
          return
        case 'response.cancel':
          // Every scripted answer is complete before a cancel can arrive, as with a fast real response.
          send({
            type: 'error',
            error: {
              type: 'invalid_request_error',
              code: 'response_cancel_not_active',
              message: 'Cancellation failed: no active response found',
            },
          })
          return
        case 'response.create': {
          const reply = options.reply ?? FAKE_REPLY
          const id = next('resp')
          const itemId = next('item')
          send({
            type: 'response.created',
            response: { id, object: 'realtime.response', status: 'in_progress' },
          })
          send({
            type: 'response.output_item.added',
            response_id: id,
            item: { id: itemId, role: 'assistant' },
          })
          if (speaks) {
            for (const piece of reply) {
              send({
                type: 'response.audio_transcript.delta',
                response_id: id,
                item_id: itemId,
                delta: piece,
              })
              send({ type: 'response.audio.delta', response_id: id, item_id: itemId, delta: audioBase64 })
            }
            send({ type: 'response.audio.done', response_id: id, item_id: itemId })
            send({ type: 'response.audio_transcript.done', response_id: id, transcript: reply.join('') })
          } else {
            for (const piece of reply) {
              send({ type: 'response.text.delta', response_id: id, item_id: itemId, delta: piece })
            }
            send({ type: 'response.text.done', response_id: id, item_id: itemId, text: reply.join('') })
          }
          send({
            type: 'response.done',
            response: { id, status: 'completed', output: [{ id: itemId, role: 'assistant' }] },
          })
          return
        }
      }
    })
  }

  server.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: options,
    handshakes,
    received,
    moderated,
    audio,
    waitFor: (predicate, timeoutMs = 5000) => {
      const seen = received.find(predicate)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the fake never received that event')), timeoutMs)
        waiters.push({
          predicate,
          resolve: (event) => {
            clearTimeout(timer)
            resolve(event)
          },
        })
      })
    },
    dropAll: () => terminateSockets(wss),
    reset: () => {
      handshakes.length = 0
      received.length = 0
      moderated.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        terminateSockets(wss)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
