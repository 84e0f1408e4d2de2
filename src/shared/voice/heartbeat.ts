// The realtime voice socket's heartbeat: the browser pings twice a second and counts the connection lost after 1.5
// silent seconds, so the page's "Connected" follows the server (a browser cannot see WebSocket protocol pings) and a
// late timer on a busy phone still shows the loss within the 2 s promised.
export const HEARTBEAT_INTERVAL_MS = 500
export const HEARTBEAT_TIMEOUT_MS = 1500
/** Client → server; answered at once with HEARTBEAT_PONG, outside the session and its event limit. */
export const HEARTBEAT_PING = 'mochi.ping'
export const HEARTBEAT_PONG = 'mochi.pong'

/** Whether a text frame is a heartbeat ping; cheap for the large audio frames, which are never parsed here. */
export function isHeartbeatPing(text: string): boolean {
  if (text.length > 200 || !text.includes(HEARTBEAT_PING)) return false
  try {
    return (JSON.parse(text) as { type?: unknown }).type === HEARTBEAT_PING
  } catch {
    return false
  }
}
