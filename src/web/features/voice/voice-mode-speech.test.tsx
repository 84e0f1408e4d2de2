// @vitest-environment jsdom
// Voice mode's toggle and Mochi's spoken replies, with fakes at the browser edge (fetch, Audio): the toasts,
// the tts request (voice, stability 0.6, no emoji), the speaking indicator, Stop, waiting turns and errors.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_VOICE_ID, findVoice } from '../../../shared/voice/voices'
import { json, warmChatEngine } from '../chat/chat-test-helpers'
import { CHAT_VOICE_KEY } from './voice-mode-storage'
import { FakeAudio } from './voice-mode-test-fakes'
import {
  ask,
  button,
  en,
  es,
  renderVoiceModeChat,
  tearDownVoiceModeChat,
  toastDescription,
} from './voice-mode-test-setup'

const ROGER = findVoice('Roger')!.id

beforeAll(warmChatEngine)

afterEach(tearDownVoiceModeChat)

describe('voice mode: speaking', () => {
  it('is an accessible toggle that announces on and off with a toast, and speaks nothing while off', async () => {
    const test = renderVoiceModeChat()
    const toggle = button(en.toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryByRole('button', { name: en.holdToTalk })).toBeNull()

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await toastDescription('Voice mode on')).toBe(en.toastOnBody)
    expect(button(en.holdToTalk)).toBeTruthy()

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(await toastDescription('Voice mode off')).toBe(en.toastOffBody)

    ask('Why do bees buzz?')
    await screen.findByText('Bees love 🌻 flowers! 🐝 Buzz.')
    await waitFor(() => expect(screen.getByText(/^Mochi says:/)).toBeTruthy())
    expect(test.posts('/functions/v1/tts')).toHaveLength(0)
    expect(FakeAudio.all).toHaveLength(0)
  })

  it('announces the change in Spanish', async () => {
    renderVoiceModeChat({ language: 'es' })
    fireEvent.click(button(es.toggle))
    expect(await toastDescription('Modo de voz activado')).toBe(es.toastOnBody)
    fireEvent.click(button(es.toggle))
    expect(await toastDescription('Modo de voz desactivado')).toBe(es.toastOffBody)
  })

  it('speaks a finished reply in the chosen voice, blocks hold-to-talk while it plays, and Stop silences it', async () => {
    const test = renderVoiceModeChat()
    fireEvent.click(button(en.toggle))
    const picker = screen.getByLabelText(en.voice) as HTMLSelectElement
    expect(picker.value).toBe(DEFAULT_VOICE_ID)
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'Aria — Friendly female',
      'Sarah — Warm female',
      'Roger — Professional male',
      'Charlie — Friendly male',
      'Liam — Young male',
    ])
    fireEvent.change(picker, { target: { value: ROGER } })
    expect(window.localStorage.getItem(CHAT_VOICE_KEY)).toBe(ROGER)

    ask('Why do bees buzz?')
    await waitFor(() => expect(test.posts('/functions/v1/tts')).toHaveLength(1))
    expect(test.posts('/functions/v1/tts')[0]!.body).toEqual({
      text: 'Bees love flowers! Buzz.',
      voice_id: ROGER,
      model: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.6, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
    })
    expect(await screen.findByText(en.speaking)).toBeTruthy()
    expect(FakeAudio.all).toHaveLength(1)
    expect(FakeAudio.all[0]!.src).toBe('data:audio/mpeg;base64,SUQzBAA=')
    expect(FakeAudio.all[0]!.volume).toBe(0.8)

    // Speaking is blocked while Mochi's utterance plays: holding the button does not open the microphone.
    const hold = button(en.holdToTalk)
    expect(hold.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByText(en.waitForMochi)).toBeTruthy()
    fireEvent.keyDown(hold, { key: 'Enter' })
    fireEvent.keyUp(hold, { key: 'Enter' })
    expect(test.microphone.getUserMedia).not.toHaveBeenCalled()

    fireEvent.click(button(en.stopSpeaking))
    expect(FakeAudio.all[0]!.isPaused).toBe(true)
    expect(screen.queryByText(en.speaking)).toBeNull()
    expect(hold.getAttribute('aria-disabled')).toBe('false')
  })

  it('lets the next reply wait until the current utterance has ended', async () => {
    const test = renderVoiceModeChat()
    fireEvent.click(button(en.toggle))
    ask('Why do bees buzz?')
    await screen.findByText(en.speaking)
    ask('And why do they dance?')
    await waitFor(() => expect(test.posts('/api/chat')).toHaveLength(2))
    // The second reply has finished streaming once the box is back, yet its turn to speak has not come.
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(false))
    await act(async () => {})
    expect(test.posts('/functions/v1/tts')).toHaveLength(1)

    act(() => FakeAudio.all[0]!.end())
    await waitFor(() => expect(FakeAudio.all).toHaveLength(2))
    expect(test.posts('/functions/v1/tts')).toHaveLength(2)
    act(() => FakeAudio.all[1]!.end())
    await waitFor(() => expect(screen.queryByText(en.speaking)).toBeNull())
  })

  it('shows the Voice Error toast when speech cannot be generated', async () => {
    renderVoiceModeChat({ tts: () => json({ error: { code: 'internal:api', message: 'boom' } }, 500) })
    fireEvent.click(button(en.toggle))
    ask('Why do bees buzz?')
    expect(await toastDescription('Voice Error')).toBe('Failed to generate speech')
    expect(screen.queryByText(en.speaking)).toBeNull()
    expect(button(en.holdToTalk).getAttribute('aria-disabled')).toBe('false')
  })
})
