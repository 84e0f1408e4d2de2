// Unit tests of the relay's upstream WebSocket client against a loopback `ws` server: a refused handshake's status
// and message, messages held until someone listens, both directions, and the closing code.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type WebSocket, WebSocketServer } from 'ws'
import { connectUpstream, UpstreamConnectError } from './openai-relay-socket'
import { terminateSockets } from './socket-server'

const servers: { http: http.Server; wss: WebSocketServer }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    terminateSockets(server.wss)
    server.http.closeAllConnections()
    await new Promise((resolve) => server.http.close(resolve))
  }
})

/** A server that refuses a wrong key like OpenAI does and hands over each accepted socket and what it received. */
async function loopbackServer(onSocket: (socket: WebSocket, received: string[]) => void) {
  const server = http.createServer()
  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (request, socket, head) => {
    if (request.headers.authorization !== 'Bearer good') {
      const body = JSON.stringify({ error: { message: 'Incorrect API key provided' } })
      socket.end(`HTTP/1.1 401 Unauthorized\r\ncontent-length: ${body.length}\r\n\r\n${body}`)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const received: string[] = []
      ws.on('message', (data) => received.push(data.toString()))
      onSocket(ws, received)
    })
  })
  servers.push({ http: server, wss })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v1/realtime`
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
const options = (key: string) => ({
  headers: { authorization: `Bearer ${key}` },
  timeoutMs: 2000,
  maxPayload: 1024,
})

describe('connectUpstream', () => {
  it('reports the HTTP status and OpenAI’s message when the handshake is refused', async () => {
    const url = await loopbackServer(() => {})
    const error = await connectUpstream(url, options('bad')).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UpstreamConnectError)
    expect(error).toMatchObject({
      failure: 'unauthorized',
      status: 401,
      message: 'HTTP 401 Incorrect API key provided',
    })
  })

  it('holds messages until someone listens, sends, and reports the closing code', async () => {
    let server: { socket: WebSocket; received: string[] } | undefined
    const url = await loopbackServer((socket, received) => {
      server = { socket, received }
      socket.send('{"type":"session.created"}')
    })
    const connection = await connectUpstream(url, options('good'))
    await settle()
    const messages: string[] = []
    const closed: number[] = []
    connection.listen({ onMessage: (text) => messages.push(text), onClose: (code) => closed.push(code) })
    connection.send('{"type":"session.update"}')
    await settle()
    expect(messages).toEqual(['{"type":"session.created"}'])
    expect(server?.received).toEqual(['{"type":"session.update"}'])
    server?.socket.close(1000)
    await settle()
    expect(closed).toEqual([1000])
  })

  it('says when nothing listens at the address', async () => {
    const probe = http.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as AddressInfo
    await new Promise((resolve) => probe.close(resolve))
    const error = await connectUpstream(`ws://127.0.0.1:${port}/v1/realtime`, options('good')).catch(
      (caught: unknown) => caught,
    )
    expect(error).toMatchObject({ failure: 'unreachable', message: 'ECONNREFUSED' })
  })
})
