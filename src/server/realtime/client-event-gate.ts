// Admission of client events on a realtime socket (the offline session and the OpenAI relay): control events at
// most 10 a second; audio appends by the audio they carry (real-time pace always passes); JSON text of at most
// MAX_EVENT_BYTES with a "type".
import {
  HUB_SAMPLE_RATE,
  REALTIME_AUDIO_BURST_SECONDS,
  REALTIME_AUDIO_SECONDS_PER_SECOND,
  REALTIME_MAX_AUDIO_EVENTS_PER_SECOND,
  REALTIME_MAX_EVENTS_PER_SECOND,
} from '../../shared/constants'

export const MAX_EVENT_BYTES = 256 * 1024

export type ClientEvent = { type: string } & Record<string, unknown>

export type Admission = { ok: true; event: ClientEvent } | { ok: false; code: string; message: string }

/** Counts events in a sliding one-second window. */
class SlidingWindow {
  private recent: number[] = []

  constructor(private readonly limit: number) {}

  allow(now: number): boolean {
    while (this.recent.length > 0 && now - this.recent[0]! >= 1000) this.recent.shift()
    if (this.recent.length >= this.limit) return false
    this.recent.push(now)
    return true
  }
}

/** Seconds of audio a socket may still send: refills at REALTIME_AUDIO_SECONDS_PER_SECOND up to the burst. */
class AudioBudget {
  private seconds = REALTIME_AUDIO_BURST_SECONDS
  private at: number | undefined

  spend(now: number, seconds: number): boolean {
    if (this.at !== undefined) {
      const refill = ((now - this.at) / 1000) * REALTIME_AUDIO_SECONDS_PER_SECOND
      this.seconds = Math.min(REALTIME_AUDIO_BURST_SECONDS, this.seconds + refill)
    }
    this.at = now
    if (seconds > this.seconds) return false
    this.seconds -= seconds
    return true
  }
}

export class ClientEventGate {
  private readonly control = new SlidingWindow(REALTIME_MAX_EVENTS_PER_SECOND)
  private readonly appends = new SlidingWindow(REALTIME_MAX_AUDIO_EVENTS_PER_SECOND)
  private readonly audio = new AudioBudget()

  /** `inputRate` is the sample rate of the client's PCM16 mono audio, as its session says. */
  constructor(
    private readonly now: () => number = Date.now,
    private readonly inputRate: () => number = () => HUB_SAMPLE_RATE,
  ) {}

  /** Every message counts toward a rate, even a rejected one, so junk cannot be sent faster than events. */
  admit(data: string | ArrayBuffer): Admission {
    const now = this.now()
    const parsed = parse(data)
    const event = parsed.ok ? parsed.event : undefined
    if (event?.type === 'input_audio_buffer.append' && typeof event.audio === 'string') {
      if (!this.appends.allow(now)) return refuse('rate_limited', 'Too many audio chunks at once, please')
      const seconds = base64Bytes(event.audio) / 2 / Math.max(8000, this.inputRate())
      if (!this.audio.spend(now, seconds)) {
        return refuse('rate_limited', 'Audio is arriving faster than it can be spoken, please slow down')
      }
      return parsed
    }
    if (!this.control.allow(now)) {
      return refuse('rate_limited', `At most ${REALTIME_MAX_EVENTS_PER_SECOND} events per second, please`)
    }
    return parsed
  }
}

function parse(data: string | ArrayBuffer): Admission {
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

/** Decoded size of a base64 string without decoding it. */
export function base64Bytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  return Math.floor((text.length * 3) / 4) - padding
}

function refuse(code: string, message: string): Admission {
  return { ok: false, code, message }
}
