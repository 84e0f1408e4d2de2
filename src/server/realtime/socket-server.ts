// A minimal WebSocket server for @hono/node-server's `websocket` option (its WebSocketServerLike interface):
// handshake, text/binary messages with fragmentation, ping/pong and the closing handshake.
import { createHash } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocketLike, WebSocketServerLike } from '@hono/node-server'
import { encodeFrame, FrameError, FrameParser, MessageAssembler, OPCODES } from './frames'

const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
/** Larger than the realtime protocol's 256 KB message limit, so the session can answer such a message politely. */
export const SOCKET_MAX_PAYLOAD = 1024 * 1024
const CLOSE_TIMEOUT_MS = 2000

type WSReadyState = 0 | 1 | 2 | 3

export class MiniWebSocket extends EventEmitter implements WebSocketLike {
  readonly protocol = ''
  readyState: WSReadyState = 1
  private readonly parser: FrameParser
  private readonly assembler = new MessageAssembler()
  private closeEmitted = false

  constructor(
    private readonly socket: Duplex,
    head: Buffer,
    maxPayload: number,
  ) {
    super()
    this.parser = new FrameParser(maxPayload)
    socket.on('data', (chunk: Buffer) => this.receive(chunk))
    socket.on('error', (error) => this.emit('error', error))
    socket.on('close', () => this.finish(1006, Buffer.alloc(0)))
    if (head.length > 0) queueMicrotask(() => this.receive(head))
  }

  send(data: string | ArrayBuffer | ArrayBufferView): void {
    if (this.readyState !== 1) return
    if (typeof data === 'string') this.write(OPCODES.text, Buffer.from(data, 'utf8'))
    else if (data instanceof ArrayBuffer) this.write(OPCODES.binary, Buffer.from(data))
    else this.write(OPCODES.binary, Buffer.from(data.buffer, data.byteOffset, data.byteLength))
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState !== 1) return
    this.readyState = 2
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason))
    payload.writeUInt16BE(code, 0)
    payload.write(reason, 2)
    this.write(OPCODES.close, payload.subarray(0, 125))
    // The peer should answer with its own close frame; if it never does, the TCP connection goes anyway.
    setTimeout(() => this.socket.destroy(), CLOSE_TIMEOUT_MS).unref()
  }

  terminate(): void {
    this.socket.destroy()
  }

  private write(opcode: number, payload: Buffer) {
    if (!this.socket.destroyed) this.socket.write(encodeFrame(opcode, payload))
  }

  private receive(chunk: Buffer) {
    if (this.readyState === 3) return
    let frames: ReturnType<FrameParser['push']>
    try {
      frames = this.parser.push(chunk)
    } catch (error) {
      const code = error instanceof FrameError ? error.closeCode : 1002
      this.close(code, (error as Error).message)
      this.socket.end()
      return
    }
    for (const event of this.assembler.read(frames)) {
      if (event.type === 'ping') this.write(OPCODES.pong, event.payload)
      else if (event.type === 'message') {
        this.emit('message', event.binary ? event.data : event.data.toString('utf8'), event.binary)
      } else {
        if (this.readyState === 1) this.write(OPCODES.close, event.codeBytes)
        this.readyState = 2
        this.socket.end()
        this.finish(event.code, event.reason)
        return
      }
    }
  }

  private finish(code: number, reason: Buffer) {
    this.readyState = 3
    if (this.closeEmitted) return
    this.closeEmitted = true
    this.emit('close', code, new Uint8Array(reason))
  }
}

export class MiniWebSocketServer extends EventEmitter implements WebSocketServerLike {
  readonly options = { noServer: true }
  private readonly clients = new Set<MiniWebSocket>()

  constructor(private readonly maxPayload = SOCKET_MAX_PAYLOAD) {
    super()
  }

  handleUpgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    callback: (ws: WebSocketLike) => void,
  ): void {
    const key = request.headers['sec-websocket-key']
    if (typeof key !== 'string' || request.headers['sec-websocket-version'] !== '13') {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const accept = createHash('sha1')
      .update(key + HANDSHAKE_GUID)
      .digest('base64')
    const headers = [
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${accept}`,
    ]
    this.emit('headers', headers, request)
    socket.write(`${headers.join('\r\n')}\r\n\r\n`)
    const ws = new MiniWebSocket(socket, head, this.maxPayload)
    this.clients.add(ws)
    ws.on('close', () => this.clients.delete(ws))
    callback(ws)
  }

  close(): void {
    for (const client of this.clients) client.close(1001, 'Server shutting down')
  }

  /** Drops every connection at once (tests, and a shutdown that cannot wait). */
  terminate(): void {
    for (const client of this.clients) client.terminate()
  }
}

/** The `websocket` option for `serve()`; one per HTTP server. */
export function createRealtimeSocketServer() {
  return { server: new MiniWebSocketServer() }
}
