// The realtime voice socket's WebSocket server, for @hono/node-server's `websocket` option: the `ws` package. It pings
// every client and drops one that stopped answering, so a browser lost without a goodbye frees its session.
import { type WebSocket, WebSocketServer } from 'ws'

/** Larger than the realtime protocol's 256 KB message limit, so the session can answer such a message politely. */
export const SOCKET_MAX_PAYLOAD = 1024 * 1024
/** A client that has not answered the previous ping by the next one (5–10 s of silence) is gone. */
export const SOCKET_PING_INTERVAL_MS = 5_000

export interface RealtimeSocketOptions {
  pingIntervalMs?: number
}

/** The `websocket` option for `serve()`; one per HTTP server. */
export function createRealtimeSocketServer(options: RealtimeSocketOptions = {}) {
  const server = new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD })
  const answered = new WeakSet<WebSocket>()
  server.on('connection', (client) => {
    answered.add(client)
    client.on('pong', () => answered.add(client))
  })
  const timer = setInterval(() => {
    for (const client of server.clients) {
      if (!answered.has(client)) {
        client.terminate()
        continue
      }
      answered.delete(client)
      client.ping()
    }
  }, options.pingIntervalMs ?? SOCKET_PING_INTERVAL_MS)
  // The pings never keep a process alive on their own.
  timer.unref()
  server.on('close', () => clearInterval(timer))
  return { server }
}

/** Says goodbye to every voice conversation (a shutdown): clients see 1001 and may reconnect elsewhere. */
export function closeSockets(server: WebSocketServer): void {
  for (const client of server.clients) client.close(1001, 'Server shutting down')
}

/** Drops every connection at once (tests, and a shutdown that cannot wait). */
export function terminateSockets(server: WebSocketServer): void {
  for (const client of server.clients) client.terminate()
}
