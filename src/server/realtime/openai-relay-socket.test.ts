// Unit tests of the relay's upstream WebSocket client against a raw loopback server: handshake status, masking,
// fragmented messages, ping/pong and the closing handshake.
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { encodeFrame, type Frame, FrameParser, OPCODES } from './frames'
import { connectUpstream, UpstreamConnectError } from './openai-relay-socket'

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const servers: http.Server[] = []
const sockets: Duplex[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
})

/** A server that completes the handshake and hands over the raw socket and the client's (masked) frames. */
async function rawServer(onSocket: (socket: Duplex, frames: Frame[]) => void) {
  const server = http.createServer()
  server.on('upgrade', (request, socket) => {
    sockets.push(socket)
    if (request.headers.authorization !== 'Bearer good') {
      const body = JSON.stringify({ error: { message: 'Incorrect API key provided' } })
      socket.end(`HTTP/1.1 401 Unauthorized\r\ncontent-length: ${body.length}\r\n\r\n${body}`)
      return
    }
    const accept = createHash('sha1')
      .update(`${request.headers['sec-websocket-key']}${GUID}`)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    const parser = new FrameParser(1 << 20, true)
    const frames: Frame[] = []
    socket.on('data', (chunk: Buffer) => frames.push(...parser.push(chunk)))
    onSocket(socket, frames)
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/realtime`
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('connectUpstream', () => {
  it('reports the HTTP status and OpenAI’s message when the handshake is refused', async () => {
    const url = await rawServer(() => {})
    const error = await connectUpstream(url, {
      headers: { authorization: 'Bearer bad' },
      timeoutMs: 2000,
      maxPayload: 1024,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UpstreamConnectError)
    expect(error).toMatchObject({
      failure: 'unauthorized',
      status: 401,
      message: 'HTTP 401 Incorrect API key provided',
    })
  })

  it('joins fragments, answers pings, masks what it sends and closes cleanly', async () => {
    let server: { socket: Duplex; frames: Frame[] } | undefined
    const url = await rawServer((socket, frames) => {
      server = { socket, frames }
      socket.write(
        Buffer.concat([
          encodeFrame(OPCODES.text, Buffer.from('{"type":"hel'), { fin: false }),
          encodeFrame(OPCODES.ping, Buffer.from('are you there')),
          encodeFrame(OPCODES.continuation, Buffer.from('lo"}')),
        ]),
      )
    })
    const connection = await connectUpstream(url, {
      headers: { authorization: 'Bearer good' },
      timeoutMs: 2000,
      maxPayload: 1024,
    })
    const messages: string[] = []
    const closed: number[] = []
    connection.listen({ onMessage: (text) => messages.push(text), onClose: (code) => closed.push(code) })
    connection.send('{"type":"session.update"}')
    await settle()
    expect(messages).toEqual(['{"type":"hello"}'])
    expect(server?.frames.map((frame) => [frame.opcode, frame.payload.toString()])).toEqual([
      [OPCODES.pong, 'are you there'],
      [OPCODES.text, '{"type":"session.update"}'],
    ])
    const closing = Buffer.alloc(2)
    closing.writeUInt16BE(1000)
    server?.socket.write(encodeFrame(OPCODES.close, closing))
    await settle()
    expect(closed).toEqual([1000])
    expect(server?.frames.at(-1)?.opcode).toBe(OPCODES.close)
  })

  it('says when nothing listens at the address', async () => {
    const probe = http.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    const error = await connectUpstream(`ws://127.0.0.1:${port}/v1/realtime`, {
      headers: {},
      timeoutMs: 2000,
      maxPayload: 1024,
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ failure: 'unreachable', message: 'ECONNREFUSED' })
  })
})
