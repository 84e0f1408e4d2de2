// What a realtime client receives, in its dialect: every event with an `event_id`, the spec's `connected` and
// `session.ready`, and the GA event names for clients that speak them (the official `openai` client).
import type { ServerEvent } from './session'

/**
 * Beta names (the spec's, our browser's) → GA names (OpenAI Realtime since its general release). Client events
 * are the same in both, so only what the server sends is renamed.
 */
const GA_NAMES: Readonly<Record<string, string>> = {
  'response.audio.delta': 'response.output_audio.delta',
  'response.audio.done': 'response.output_audio.done',
  'response.audio_transcript.delta': 'response.output_audio_transcript.delta',
  'response.audio_transcript.done': 'response.output_audio_transcript.done',
  'response.text.delta': 'response.output_text.delta',
  'response.text.done': 'response.output_text.done',
}

export type EventDialect = 'beta' | 'ga'

/**
 * GA for a client that asks (`?events=ga`) or that reached us through the official client's URL logic
 * (`…/realtime`) without asking for beta (`OpenAI-Beta: realtime=v1`, as OpenAI itself reads it, or `?events=beta`).
 */
export function chooseDialect(url: URL, betaHeader: string | undefined): EventDialect {
  const asked = url.searchParams.get('events')
  if (asked === 'ga' || asked === 'beta') return asked
  if (betaHeader?.includes('realtime=v1')) return 'beta'
  return url.pathname.endsWith('/realtime') ? 'ga' : 'beta'
}

/** Wraps a socket's `send` so every event leaves complete and in the client's dialect. */
export function createEventWriter(send: (text: string) => void, dialect: EventDialect) {
  let count = 0
  const write = (event: ServerEvent) => {
    const type = dialect === 'ga' ? (GA_NAMES[event.type] ?? event.type) : event.type
    send(JSON.stringify({ ...event, type, event_id: event.event_id ?? `evt_socket_${++count}` }))
  }
  return {
    /** The first event on a socket, before the session exists (spec 7.4). */
    connected: () => write({ type: 'connected' }),
    send: (event: ServerEvent) => {
      write(event)
      // The session is ready to hear the child as soon as it exists: settings may follow at any time.
      if (event.type === 'session.created') {
        write({ type: 'session.ready', session: (event as { session?: unknown }).session ?? null })
      }
    },
  }
}
