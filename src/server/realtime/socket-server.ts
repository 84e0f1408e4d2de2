// The realtime voice socket's WebSocket server, for @hono/node-server's `websocket` option: the `ws` package.
import { WebSocketServer } from 'ws'

/** Larger than the realtime protocol's 256 KB message limit, so the session can answer such a message politely. */
export const SOCKET_MAX_PAYLOAD = 1024 * 1024

/** The `websocket` option for `serve()`; one per HTTP server. */
export function createRealtimeSocketServer() {
  return { server: new WebSocketServer({ noServer: true, maxPayload: SOCKET_MAX_PAYLOAD }) }
}

/** Says goodbye to every voice conversation (a shutdown): clients see 1001 and may reconnect elsewhere. */
export function closeSockets(server: WebSocketServer): void {
  for (const client of server.clients) client.close(1001, 'Server shutting down')
}

/** Drops every connection at once (tests, and a shutdown that cannot wait). */
export function terminateSockets(server: WebSocketServer): void {
  for (const client of server.clients) client.terminate()
}
