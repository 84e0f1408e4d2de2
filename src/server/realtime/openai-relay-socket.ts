// The relay's outgoing WebSocket to OpenAI Realtime: our frame codec over node:http(s) rather than undici's client,
// because only the raw handshake shows the HTTP status (401, 403, 404) that tells an operator what went wrong.
import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import type { Duplex } from 'node:stream'
import { encodeFrame, FrameError, FrameParser, MessageAssembler, OPCODES } from './frames'

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const CLOSE_TIMEOUT_MS = 2000
const ERROR_BODY_BYTES = 2048

export type UpstreamFailure = 'unauthorized' | 'rejected' | 'unreachable' | 'timeout' | 'protocol'

export class UpstreamConnectError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

export interface UpstreamHandlers {
  onMessage: (text: string) => void
  onClose: (code: number, reason: string) => void
}

export interface UpstreamOptions {
  headers: Record<string, string>
  timeoutMs: number
  maxPayload: number
}

/** Resolves once the server switched protocols; messages wait (the socket stays paused) until `listen()`. */
export function connectUpstream(url: string, options: UpstreamOptions): Promise<UpstreamConnection> {
  const target = new URL(url)
  const secure = target.protocol === 'wss:'
  const key = randomBytes(16).toString('base64')
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request({
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || (secure ? 443 : 80),
      path: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': key,
        'sec-websocket-version': '13',
      },
    })
    const timer = setTimeout(() => {
      request.destroy(new UpstreamConnectError('timeout', `no answer within ${options.timeoutMs} ms`))
    }, options.timeoutMs)
    const fail = (error: UpstreamConnectError) => {
      clearTimeout(timer)
      reject(error)
    }
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof UpstreamConnectError) return fail(error)
      fail(new UpstreamConnectError('unreachable', error.code ?? error.message))
    })
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        if (size < ERROR_BODY_BYTES) chunks.push(chunk)
        size += chunk.length
      })
      response.on('end', () => {
        const body = Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES).toString('utf8')
        const failure = status === 401 || status === 403 ? 'unauthorized' : 'rejected'
        fail(new UpstreamConnectError(failure, `HTTP ${status} ${errorDetail(body)}`.trim(), status))
      })
      response.on('error', () => fail(new UpstreamConnectError('rejected', `HTTP ${status}`, status)))
    })
    request.on('upgrade', (response, socket, head) => {
      const expected = createHash('sha1')
        .update(key + HANDSHAKE_GUID)
        .digest('base64')
      if (response.headers['sec-websocket-accept'] !== expected) {
        socket.destroy()
        return fail(new UpstreamConnectError('protocol', 'the server did not accept the WebSocket key'))
      }
      clearTimeout(timer)
      resolve(new UpstreamConnection(socket, head, options.maxPayload))
    })
    request.end()
  })
}

/** The message of a JSON error body (OpenAI's `{ error: { message } }`), else the start of the text. */
function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } }
    if (typeof parsed.error?.message === 'string') return parsed.error.message.slice(0, 200)
  } catch {
    // not JSON
  }
  return body.replace(/\s+/g, ' ').trim().slice(0, 200)
}

/** A client-side WebSocket: masked frames out, unmasked frames in, fragmentation, ping/pong and closing. */
export class UpstreamConnection {
  private readonly parser: FrameParser
  private handlers: UpstreamHandlers | undefined
  private readonly assembler = new MessageAssembler()
  private open = true
  private finished: { code: number; reason: string } | undefined

  constructor(
    private readonly socket: Duplex,
    private readonly head: Buffer,
    maxPayload: number,
  ) {
    this.parser = new FrameParser(maxPayload, false)
    socket.on('error', () => this.finish(1006, 'connection error'))
    socket.on('close', () => this.finish(1006, 'connection lost'))
  }

  listen(handlers: UpstreamHandlers) {
    this.handlers = handlers
    if (this.finished) return handlers.onClose(this.finished.code, this.finished.reason)
    if (this.head.length > 0) this.receive(this.head)
    if (!this.finished) this.socket.on('data', (chunk: Buffer) => this.receive(chunk))
  }

  send(text: string) {
    if (this.open) this.write(OPCODES.text, Buffer.from(text, 'utf8'))
  }

  close(code = 1000, reason = '') {
    if (!this.open) return
    this.open = false
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason))
    payload.writeUInt16BE(code, 0)
    payload.write(reason, 2)
    this.write(OPCODES.close, payload.subarray(0, 125))
    // A server that never answers the close frame does not keep the TCP connection alive.
    setTimeout(() => this.socket.destroy(), CLOSE_TIMEOUT_MS).unref()
  }

  private write(opcode: number, payload: Buffer) {
    if (!this.socket.destroyed) this.socket.write(encodeFrame(opcode, payload, { mask: true }))
  }

  private receive(chunk: Buffer) {
    if (this.finished) return
    let frames: ReturnType<FrameParser['push']>
    try {
      frames = this.parser.push(chunk)
    } catch (error) {
      const code = error instanceof FrameError ? error.closeCode : 1002
      this.close(code, (error as Error).message)
      this.socket.end()
      this.finish(code, (error as Error).message)
      return
    }
    for (const event of this.assembler.read(frames)) {
      if (event.type === 'ping') this.write(OPCODES.pong, event.payload)
      else if (event.type === 'message') this.handlers?.onMessage(event.data.toString('utf8'))
      else {
        if (this.open) this.write(OPCODES.close, event.codeBytes)
        this.open = false
        this.socket.end()
        this.finish(event.code, event.reason.toString('utf8'))
        return
      }
    }
  }

  private finish(code: number, reason: string) {
    if (this.finished) return
    this.open = false
    this.finished = { code, reason }
    this.handlers?.onClose(code, reason)
  }
}
