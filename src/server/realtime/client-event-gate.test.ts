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

  it('admits audio at real-time pace for any chunk size and sample rate, interleaved with control events', () => {
    for (const [rate, chunk] of [
      [44_100, 4096],
      [44_100, 1764],
      [48_000, 960],
      [24_000, 480],
      [16_000, 1600],
    ] as const) {
      let now = 0
      const gate = new ClientEventGate(
        () => now,
        () => rate,
      )
      const append = JSON.stringify({ type: 'input_audio_buffer.append', audio: pcmBase64(chunk) })
      const refused: string[] = []
      // Ten seconds of speech sent as it is recorded, plus a control event every 150 ms.
      for (let sent = 0, nextControl = 0; sent < rate * 10; sent += chunk) {
        now = (sent / rate) * 1000
        const admitted = gate.admit(append)
        if (!admitted.ok) refused.push(admitted.code)
        if (now >= nextControl) {
          nextControl += 150
          if (!gate.admit(JSON.stringify({ type: 'session.update', session: {} })).ok) refused.push('control')
        }
      }
      expect(refused, `${rate} Hz in chunks of ${chunk}`).toEqual([])
    }
  })

  it('refuses audio sent much faster than real time once the burst is spent', () => {
    let now = 0
    const gate = new ClientEventGate(
      () => now,
      () => 24_000,
    )
    // 100 ms chunks, all within one wall-clock second: 4 s of burst + 2 s of refill may pass, not 10 s.
    const append = JSON.stringify({ type: 'input_audio_buffer.append', audio: pcmBase64(2400) })
    let admitted = 0
    for (let i = 0; i < 100; i++) {
      now = i * 10
      if (gate.admit(append).ok) admitted++
    }
    expect(admitted).toBeGreaterThanOrEqual(40)
    expect(admitted).toBeLessThanOrEqual(62)
    expect(gate.admit(append)).toMatchObject({ ok: false, code: 'rate_limited' })
  })

  it('caps the number of appends a second so tiny frames cannot flood the socket', () => {
    const gate = new ClientEventGate(() => 5000)
    const append = JSON.stringify({ type: 'input_audio_buffer.append', audio: pcmBase64(1) })
    const results = Array.from({ length: 150 }, () => gate.admit(append).ok)
    expect(results.filter(Boolean)).toHaveLength(100)
  })
})

/** Base64 of `samples` PCM16 samples of silence. */
function pcmBase64(samples: number): string {
  return Buffer.alloc(samples * 2).toString('base64')
}
