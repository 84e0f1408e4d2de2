// Unit tests of the realtime socket server's keep-alive: a client that answers pings stays, a silent one is dropped.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createRealtimeSocketServer } from './socket-server'

const PING_MS = 40
const { server: wss } = createRealtimeSocketServer({ pingIntervalMs: PING_MS })
const httpServer = http.createServer()
httpServer.on('upgrade', (request, socket, head) => {
  wss.handleUpgrade(request, socket, head, (client) => wss.emit('connection', client, request))
})
let url = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  url = `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const client of wss.clients) client.terminate()
  wss.close()
  await new Promise<void>((resolve) => httpServer.close(() => resolve()))
})

const opened = (socket: WebSocket) => new Promise<void>((resolve) => socket.once('open', () => resolve()))

describe('realtime socket keep-alive', () => {
  it('drops a client that stops answering pings, and keeps one that answers', async () => {
    const silent = new WebSocket(url, { autoPong: false })
    const alive = new WebSocket(url)
    await Promise.all([opened(silent), opened(alive)])
    const started = Date.now()
    const code = await new Promise<number>((resolve) =>
      silent.once('close', (closeCode) => resolve(closeCode)),
    )
    // Terminated, not closed politely: the server gave up on it within two ping rounds (and some slack).
    expect(code).toBe(1006)
    expect(Date.now() - started).toBeLessThan(PING_MS * 2 + 500)
    await new Promise((resolve) => setTimeout(resolve, PING_MS * 4))
    expect(alive.readyState).toBe(WebSocket.OPEN)
    alive.close()
  })
})
