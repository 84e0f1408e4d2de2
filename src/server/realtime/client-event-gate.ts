// Admission of client events on a realtime socket (the offline session and the OpenAI relay): at most 10 a
// second, JSON text of at most MAX_EVENT_BYTES with a "type".
import { REALTIME_MAX_EVENTS_PER_SECOND } from '../../shared/constants'

export const MAX_EVENT_BYTES = 256 * 1024

export type ClientEvent = { type: string } & Record<string, unknown>

export type Admission = { ok: true; event: ClientEvent } | { ok: false; code: string; message: string }

export class ClientEventGate {
  private recent: number[] = []

  constructor(private readonly now: () => number = Date.now) {}

  /** Every message counts toward the rate, even a rejected one, so junk cannot be sent faster than events. */
  admit(data: string | ArrayBuffer): Admission {
    if (!this.allow()) {
      return refuse('rate_limited', `At most ${REALTIME_MAX_EVENTS_PER_SECOND} events per second, please`)
    }
    if (typeof data !== 'string') return refuse('invalid_event', 'Events must be JSON text messages')
    if (Buffer.byteLength(data) > MAX_EVENT_BYTES) {
      return refuse('message_too_large', `Events must be at most ${MAX_EVENT_BYTES / 1024} KB`)
    }
    let event: unknown
    try {
      event = JSON.parse(data)
    } catch {
      return refuse('invalid_json', 'That message was not valid JSON')
    }
    if (!event || typeof event !== 'object' || typeof (event as { type?: unknown }).type !== 'string') {
      return refuse('invalid_event', 'Every event needs a "type"')
    }
    return { ok: true, event: event as ClientEvent }
  }

  private allow(): boolean {
    const now = this.now()
    while (this.recent.length > 0 && now - this.recent[0]! >= 1000) this.recent.shift()
    if (this.recent.length >= REALTIME_MAX_EVENTS_PER_SECOND) return false
    this.recent.push(now)
    return true
  }
}

function refuse(code: string, message: string): Admission {
  return { ok: false, code, message }
}
