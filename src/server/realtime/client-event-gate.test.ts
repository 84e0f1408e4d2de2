// Unit tests of the client event gate: the rate limit, the size cap and the shape of an event.
import { describe, expect, it } from 'vitest'
import { ClientEventGate, MAX_EVENT_BYTES } from './client-event-gate'

describe('ClientEventGate', () => {
  it('admits 10 events a second and refuses the rest until the second has passed', () => {
    let now = 1000
    const gate = new ClientEventGate(() => now)
    const event = JSON.stringify({ type: 'response.create' })
    const first = Array.from({ length: 12 }, () => gate.admit(event).ok)
    expect(first.filter(Boolean)).toHaveLength(10)
    expect(gate.admit(event)).toMatchObject({ ok: false, code: 'rate_limited' })
    now += 1000
    expect(gate.admit(event)).toEqual({ ok: true, event: { type: 'response.create' } })
  })

  it('refuses binary, oversized, malformed and untyped messages with their codes', () => {
    let now = 0
    const gate = new ClientEventGate(() => (now += 1000))
    const codes = [
      new ArrayBuffer(4),
      JSON.stringify({ type: 'input_audio_buffer.append', audio: 'A'.repeat(MAX_EVENT_BYTES) }),
      '{not json',
      JSON.stringify({ kind: 'x' }),
      'null',
    ].map((data) => {
      const admitted = gate.admit(data)
      return admitted.ok ? 'ok' : admitted.code
    })
    expect(codes).toEqual([
      'invalid_event',
      'message_too_large',
      'invalid_json',
      'invalid_event',
      'invalid_event',
    ])
  })
})
