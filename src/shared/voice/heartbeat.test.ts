// Unit tests of the heartbeat ping check the server runs on every text frame of the realtime socket.
import { describe, expect, it } from 'vitest'
import { HEARTBEAT_PING, isHeartbeatPing } from './heartbeat'

describe('isHeartbeatPing', () => {
  it('knows a ping, with or without an event id', () => {
    expect(isHeartbeatPing(JSON.stringify({ type: HEARTBEAT_PING }))).toBe(true)
    expect(isHeartbeatPing(JSON.stringify({ type: HEARTBEAT_PING, event_id: 'evt_1' }))).toBe(true)
  })

  it('leaves every other event to the session', () => {
    expect(isHeartbeatPing(JSON.stringify({ type: 'response.create' }))).toBe(false)
    expect(isHeartbeatPing(JSON.stringify({ type: 'response.create', note: HEARTBEAT_PING }))).toBe(false)
    expect(isHeartbeatPing(`{"type":"${HEARTBEAT_PING}"`)).toBe(false)
    const audio = JSON.stringify({
      type: 'input_audio_buffer.append',
      audio: `${HEARTBEAT_PING}${'A'.repeat(300)}`,
    })
    expect(isHeartbeatPing(audio)).toBe(false)
  })
})
