// @vitest-environment jsdom
// The voice settings card: options only while enabled, the eight voices, spec slider defaults, stored choices.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import en from '../../locales/en/voice.json'
import es from '../../locales/es/voice.json'
import { appendAssistantDelta } from './use-realtime-voice'
import { readVoiceSettings, ttsVoiceFields, VOICE_SETTINGS_KEY } from './use-voice-settings'
import { VoiceSettingsCard } from './voice-settings-card'

function renderCard(language: 'en' | 'es' = 'en') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { voice: en }, es: { voice: es } },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return render(
    <I18nextProvider i18n={i18n}>
      <VoiceSettingsCard />
    </I18nextProvider>,
  )
}

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
}

beforeEach(() => window.localStorage.clear())
afterEach(cleanup)

describe('VoiceSettingsCard', () => {
  it('offers the eight voices and the spec defaults while enabled', () => {
    renderCard()
    const options = screen.getAllByRole('option').map((option) => option.textContent?.split(' — ')[0])
    expect(options).toEqual(['Aria', 'Sarah', 'Laura', 'Callum', 'Liam', 'Charlotte', 'Daniel', 'Lily'])
    expect((screen.getByLabelText('Volume') as HTMLInputElement).value).toBe('0.8')
    expect((screen.getByLabelText('Stability') as HTMLInputElement).value).toBe('0.7')
    expect((screen.getByLabelText('Similarity') as HTMLInputElement).value).toBe('0.8')
    const style = screen.getByLabelText('Style') as HTMLInputElement
    expect([style.value, style.min, style.max, style.step]).toEqual(['0.2', '0', '1', '0.1'])
  })

  it('hides the options when voice replies are off, and remembers every choice', () => {
    renderCard()
    fireEvent.change(screen.getByLabelText('Voice'), { target: { value: 'onwK4e9ZLuTAKqWW03F9' } })
    fireEvent.change(screen.getByLabelText('Stability'), { target: { value: '0.3' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Voice replies' }))
    expect(screen.queryByLabelText('Voice')).toBeNull()
    expect(screen.getByText(/Voice replies are off/)).toBeTruthy()
    const stored = JSON.parse(window.localStorage.getItem(VOICE_SETTINGS_KEY)!)
    expect(stored).toMatchObject({ enabled: false, voiceId: 'onwK4e9ZLuTAKqWW03F9', stability: 0.3 })
    expect(ttsVoiceFields(readVoiceSettings())).toEqual({
      voice_id: 'onwK4e9ZLuTAKqWW03F9',
      voice_settings: { stability: 0.3, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
    })
  })

  it('speaks Spanish, with the same keys in both languages', () => {
    renderCard('es')
    expect(screen.getByText('La voz de Mochi')).toBeTruthy()
    expect(screen.getByText(/Femenina, clara y amable/)).toBeTruthy()
    expect(keys(es)).toEqual(keys(en))
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
