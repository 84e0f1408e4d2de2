// @vitest-environment jsdom
// The voice settings card: options only while enabled, the eight voices, spec slider defaults, choices kept on the
// server per user or guest (fetch stubbed at the edge) with local storage as the first paint and offline copy.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/voice.json'
import es from '../../locales/es/voice.json'
import { appendAssistantDelta } from './use-realtime-voice'
import {
  readVoiceSettings,
  ttsVoiceFields,
  VOICE_SETTINGS_KEY,
  VOICE_SETTINGS_SAVE_DELAY_MS,
} from './use-voice-settings'
import { VoiceSettingsCard } from './voice-settings-card'

const DANIEL = 'onwK4e9ZLuTAKqWW03F9'
const LILY = 'pFZP5JQG7iQjIQuC4Bku'
const DEFAULTS = {
  enabled: true,
  voiceId: '9BWtsMINqrJLrRacOk9x',
  volume: 0.8,
  stability: 0.7,
  similarityBoost: 0.8,
  style: 0.2,
}

interface FakeServer {
  puts: unknown[]
  gets: () => number
}

/** A fake /api/voice-settings: answers GET with `stored` (or `getStatus`), and echoes every PUT as saved. */
function stubServer({ stored = null as object | null, getStatus = 200 } = {}): FakeServer {
  const puts: unknown[] = []
  let gets = 0
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname !== '/api/voice-settings') return json({ error: { code: 'not_found:api' } }, 404)
      if ((init?.method ?? 'GET') === 'PUT') {
        const body = JSON.parse(String(init?.body))
        puts.push(body)
        return json({ settings: body, saved: true })
      }
      gets++
      if (getStatus !== 200) return json({ error: { code: 'internal:api', message: 'Down' } }, getStatus)
      return json(stored ? { settings: stored, saved: true } : { settings: DEFAULTS, saved: false })
    }),
  )
  return { puts, gets: () => gets }
}

function renderCard(language: 'en' | 'es' = 'en') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { voice: en }, es: { voice: es } },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <VoiceSettingsCard />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

const slider = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const stored = () => JSON.parse(window.localStorage.getItem(VOICE_SETTINGS_KEY) ?? 'null')

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

beforeEach(() => window.localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('VoiceSettingsCard', () => {
  it('offers the eight voices and the spec defaults while enabled', async () => {
    const server = stubServer()
    renderCard()
    const options = screen.getAllByRole('option').map((option) => option.textContent?.split(' — ')[0])
    expect(options).toEqual(['Aria', 'Sarah', 'Laura', 'Callum', 'Liam', 'Charlotte', 'Daniel', 'Lily'])
    expect(slider('Volume').value).toBe('0.8')
    expect(slider('Stability').value).toBe('0.7')
    expect(slider('Similarity').value).toBe('0.8')
    const style = slider('Style')
    expect([style.value, style.min, style.max, style.step]).toEqual(['0.2', '0', '1', '0.1'])
    await waitFor(() => expect(server.gets()).toBe(1))
    // Nothing chosen yet, here or on the server: nothing to save.
    expect(server.puts).toEqual([])
    expect(stored()).toBeNull()
  })

  it('hides the options when voice replies are off, and saves every choice on the server', async () => {
    const server = stubServer()
    renderCard()
    fireEvent.change(screen.getByLabelText('Voice'), { target: { value: DANIEL } })
    fireEvent.change(slider('Stability'), { target: { value: '0.3' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Voice replies' }))
    expect(screen.queryByLabelText('Voice')).toBeNull()
    expect(screen.getByText(/Voice replies are off/)).toBeTruthy()
    // Shown and kept locally at once, before the server has answered.
    expect(stored()).toMatchObject({ enabled: false, voiceId: DANIEL, stability: 0.3, unsynced: true })
    expect(ttsVoiceFields(readVoiceSettings())).toEqual({
      voice_id: DANIEL,
      voice_settings: { stability: 0.3, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
    })
    await waitFor(() => expect(server.puts).toHaveLength(1))
    expect(server.puts[0]).toEqual({ ...DEFAULTS, enabled: false, voiceId: DANIEL, stability: 0.3 })
    await waitFor(() => expect(stored().unsynced).toBeUndefined())
  })

  it('sends one save for a whole slider drag, with the value where it stopped', async () => {
    const server = stubServer()
    renderCard()
    await waitFor(() => expect(server.gets()).toBe(1))
    for (const value of ['0.7', '0.6']) fireEvent.change(slider('Volume'), { target: { value } })
    // A pause shorter than the save delay is still the same drag.
    await new Promise((resolve) => setTimeout(resolve, VOICE_SETTINGS_SAVE_DELAY_MS / 2))
    expect(server.puts).toEqual([])
    for (const value of ['0.5', '0.4']) fireEvent.change(slider('Volume'), { target: { value } })
    expect(slider('Volume').value).toBe('0.4')
    await waitFor(() => expect(stored().unsynced).toBeUndefined())
    expect(server.puts).toEqual([{ ...DEFAULTS, volume: 0.4 }])
  })

  it('shows the settings saved on the server for this user or guest', async () => {
    const saved = { ...DEFAULTS, voiceId: DANIEL, stability: 0.3, style: 1 }
    const server = stubServer({ stored: saved })
    renderCard()
    await waitFor(() => expect(slider('Stability').value).toBe('0.3'))
    expect((screen.getByLabelText('Voice') as HTMLSelectElement).value).toBe(DANIEL)
    expect(slider('Style').value).toBe('1')
    expect(stored()).toEqual(saved)
    expect(server.puts).toEqual([])
  })

  it('paints this browser’s copy first and keeps it while the server cannot be reached', async () => {
    const local = { ...DEFAULTS, voiceId: LILY, volume: 0.2 }
    window.localStorage.setItem(VOICE_SETTINGS_KEY, JSON.stringify(local))
    const server = stubServer({ getStatus: 503 })
    renderCard()
    expect(slider('Volume').value).toBe('0.2')
    expect((screen.getByLabelText('Voice') as HTMLSelectElement).value).toBe(LILY)
    await waitFor(() => expect(server.gets()).toBe(1))
    expect(slider('Volume').value).toBe('0.2')
    expect(server.puts).toEqual([])
  })

  it('sends a change the server never got instead of taking the server’s older copy', async () => {
    const local = { ...DEFAULTS, volume: 0.2 }
    window.localStorage.setItem(VOICE_SETTINGS_KEY, JSON.stringify({ ...local, unsynced: true }))
    const server = stubServer({ stored: { ...DEFAULTS, volume: 0.9 } })
    renderCard()
    await waitFor(() => expect(server.puts).toEqual([local]))
    await waitFor(() => expect(stored()).toEqual(local))
    expect(slider('Volume').value).toBe('0.2')
  })

  it('moves settings chosen before they lived on the server to an owner with none saved', async () => {
    const local = { ...DEFAULTS, enabled: false, voiceId: LILY }
    window.localStorage.setItem(VOICE_SETTINGS_KEY, JSON.stringify(local))
    const server = stubServer()
    renderCard()
    await waitFor(() => expect(server.puts).toEqual([local]))
    expect(screen.getByText(/Voice replies are off/)).toBeTruthy()
  })

  it('speaks Spanish, with the same keys in both languages', async () => {
    const server = stubServer()
    renderCard('es')
    expect(screen.getByText('La voz de Mochi')).toBeTruthy()
    expect(screen.getByText(/Femenina, clara y amable/)).toBeTruthy()
    expect(keys(es)).toEqual(keys(en))
    await waitFor(() => expect(server.gets()).toBe(1))
  })
})

describe('appendAssistantDelta', () => {
  it('grows the last assistant message or starts a new one after the child speaks', () => {
    const first = appendAssistantDelta([], 'Hello')
    const grown = appendAssistantDelta(first, ' friend!')
    expect(grown).toHaveLength(1)
    expect(grown[0]!.content).toBe('Hello friend!')
    const withUser = [...grown, { ...grown[0]!, id: 'u', type: 'user' as const, content: 'Hi' }]
    const next = appendAssistantDelta(withUser, 'Buzz')
    expect(next.map((message) => [message.type, message.content])).toEqual([
      ['assistant', 'Hello friend!'],
      ['user', 'Hi'],
      ['assistant', 'Buzz'],
    ])
  })
})
