// @vitest-environment jsdom
// The realtime voice hook tells the server the family's language and voice settings: at once on connecting, again
// (once, after a short pause) when they change, and text-only replies while voice replies are off or muted; its
// heartbeat makes the status follow the server.

import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_PING,
  HEARTBEAT_PONG,
  HEARTBEAT_TIMEOUT_MS,
} from '@shared/voice/heartbeat'
import { act, cleanup, renderHook } from '@testing-library/react'
import i18next, { type i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_UPDATE_DELAY_MS, useRealtimeVoice } from './use-realtime-voice'
import type { VoiceSettingsState } from './use-voice-settings'

const card = vi.hoisted(() => {
  const listeners = new Set<() => void>()
  const store = {
    state: {} as VoiceSettingsState,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set: (change: Partial<VoiceSettingsState>) => {
      store.state = { ...store.state, ...change }
      for (const listener of listeners) listener()
    },
  }
  return store
})

// The voice settings card's choices, whatever keeps them; the hook only reads them.
vi.mock('./use-voice-settings', async (actual) => ({
  ...(await actual<typeof import('./use-voice-settings')>()),
  useVoiceSettings: () => ({
    settings: useSyncExternalStore(card.subscribe, () => card.state),
    update: card.set,
  }),
}))

const DANIEL = 'onwK4e9ZLuTAKqWW03F9'

class FakeWebSocket {
  static readonly OPEN = 1
  static last: FakeWebSocket | undefined
  readyState = 0
  sent: unknown[] = []
  onopen: (() => void) | null = null
  onmessage: ((message: { data: string }) => void) | null = null
  onerror: (() => void) | null = null
  onclose: (() => void) | null = null
  constructor(readonly url: string) {
    FakeWebSocket.last = this
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.readyState = 3
    this.onclose?.()
  }
  open() {
    this.readyState = FakeWebSocket.OPEN
    this.onopen?.()
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) })
  }
  get updates() {
    return this.sent.filter((event) => (event as { type: string }).type === 'session.update')
  }
}

class FakeAudioContext {
  static gains: { value: number }[] = []
  destination = {}
  audioWorklet = { addModule: async () => {} }
  createGain() {
    const gain = { value: 1 }
    FakeAudioContext.gains.push(gain)
    return { gain, connect() {} }
  }
  close() {
    return Promise.resolve()
  }
}

let i18n: I18n

function connected(options: Parameters<typeof useRealtimeVoice>[0] = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  )
  const hook = renderHook(() => useRealtimeVoice({ onProblem: () => {}, ...options }), { wrapper })
  act(() => hook.result.current.connect())
  const socket = FakeWebSocket.last!
  act(() => socket.open())
  return { hook, socket }
}

const session = (overrides: object = {}) => ({
  type: 'session.update',
  session: {
    input_sample_rate: 24_000,
    language: 'es',
    voice: DANIEL,
    voice_settings: { stability: 0.3, similarity_boost: 0.8, style: 0.2 },
    modalities: ['audio', 'text'],
    ...overrides,
  },
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  card.state = {
    enabled: true,
    voiceId: DANIEL,
    volume: 0.8,
    stability: 0.3,
    similarityBoost: 0.8,
    style: 0.2,
  }
  i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({ lng: 'es', resources: {}, initAsync: false })
  vi.stubGlobal('WebSocket', FakeWebSocket)
  vi.stubGlobal('AudioContext', FakeAudioContext)
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new DOMException('No microphone here', 'NotFoundError')) },
  })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useRealtimeVoice session settings', () => {
  it('sends the language, voice, sliders, sample rate and spoken replies as soon as it connects', () => {
    FakeAudioContext.gains = []
    const { socket } = connected()
    expect(socket.sent).toEqual([session()])
    // The card's volume is the player's to apply.
    expect(FakeAudioContext.gains.map((gain) => gain.value)).toEqual([0.8])
    const page = connected({ sampleRate: 44_100 }).socket
    expect(page.sent).toEqual([session({ input_sample_rate: 44_100 })])
  })

  it('asks for text-only replies while voice replies are off', () => {
    card.state = { ...card.state, enabled: false }
    const { hook, socket } = connected()
    expect(socket.sent).toEqual([session({ modalities: ['text'] })])
    act(() => socket.receive({ type: 'response.audio_transcript.delta', delta: 'Hola, ' }))
    act(() => socket.receive({ type: 'response.audio_transcript.delta', delta: 'soy Mochi.' }))
    act(() => socket.receive({ type: 'response.done', response: { status: 'completed' } }))
    expect(hook.result.current.messages.map((message) => [message.type, message.content])).toEqual([
      ['assistant', 'Hola, soy Mochi.'],
    ])
    expect(hook.result.current.status).toBe('connected')
  })

  it('sends one update once changes to the settings or language settle, and none for volume alone', () => {
    const { socket } = connected()
    act(() => card.set({ stability: 0.5 }))
    act(() => card.set({ voiceId: '9BWtsMINqrJLrRacOk9x', style: 0.9 }))
    act(() => void i18n.changeLanguage('en'))
    act(() => vi.advanceTimersByTime(SESSION_UPDATE_DELAY_MS - 1))
    expect(socket.updates).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(socket.updates).toEqual([
      session(),
      session({
        language: 'en',
        voice: '9BWtsMINqrJLrRacOk9x',
        voice_settings: { stability: 0.5, similarity_boost: 0.8, style: 0.9 },
      }),
    ])

    act(() => card.set({ volume: 0.2 }))
    act(() => vi.advanceTimersByTime(SESSION_UPDATE_DELAY_MS * 2))
    expect(socket.updates).toHaveLength(2)
  })

  it('stops asking for speech while the conversation is muted, and asks again when unmuted', () => {
    const { hook, socket } = connected()
    act(() => hook.result.current.toggleAudio())
    act(() => vi.advanceTimersByTime(SESSION_UPDATE_DELAY_MS))
    expect(socket.updates.at(-1)).toEqual(session({ modalities: ['text'] }))
    act(() => hook.result.current.toggleAudio())
    act(() => vi.advanceTimersByTime(SESSION_UPDATE_DELAY_MS))
    expect(socket.updates.at(-1)).toEqual(session())
    expect(socket.updates).toHaveLength(3)
  })
})

describe('useRealtimeVoice connection status', () => {
  const pings = (socket: FakeWebSocket) =>
    socket.sent.filter((event) => (event as { type: string }).type === HEARTBEAT_PING)

  it('pings every second while the server answers, and stays connected', () => {
    const { hook, socket } = connected()
    act(() => socket.receive({ type: 'session.created', session: {} }))
    expect(hook.result.current.status).toBe('connected')
    for (let second = 1; second <= 5; second++) {
      act(() => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS))
      expect(pings(socket)).toHaveLength(second)
      act(() => socket.receive({ type: HEARTBEAT_PONG }))
    }
    expect(hook.result.current.status).toBe('connected')
  })

  it('says the connection is lost within 2 s of the server’s last word, and closes the socket', () => {
    const problems: string[] = []
    const { hook, socket } = connected({ onProblem: (problem) => problems.push(problem.kind) })
    act(() => socket.receive({ type: 'session.created', session: {} }))
    act(() => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS))
    act(() => socket.receive({ type: HEARTBEAT_PONG }))
    // From here the network is silently gone: pings go out, nothing comes back.
    act(() => vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1))
    expect(hook.result.current.status).toBe('connected')
    act(() => vi.advanceTimersByTime(1))
    expect(hook.result.current.status).toBe('error')
    expect(problems).toEqual(['connection'])
    expect(socket.readyState).toBe(3)
    // The dead socket sends no more pings.
    const sent = socket.sent.length
    act(() => vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3))
    expect(socket.sent).toHaveLength(sent)
  })

  it('shows a server that closes the socket (a shutdown) as disconnected at once', () => {
    const { hook, socket } = connected()
    act(() => socket.receive({ type: 'session.created', session: {} }))
    act(() => socket.close())
    expect(hook.result.current.status).toBe('disconnected')
  })

  it('is not "lost" after the family disconnects', () => {
    const problems: string[] = []
    const { hook } = connected({ onProblem: (problem) => problems.push(problem.kind) })
    act(() => hook.result.current.disconnect())
    act(() => vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS * 2))
    expect(hook.result.current.status).toBe('disconnected')
    expect(problems).toEqual([])
  })
})
