// @vitest-environment jsdom
// Voice mode's hold-to-talk, with fakes at the browser edge (fetch, microphone, MediaRecorder): keyboard and
// pointer takes, the 30 s cap, too-short takes, empty transcripts, recognition not configured and errors.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { json, warmChatEngine } from '../chat/chat-test-helpers'
import { pcmToBase64 } from './pcm-audio'
import { HOLD_TO_TALK_MAX_MS, HOLD_TO_TALK_MIN_MS } from './use-hold-to-talk-recorder'
import { FakeMediaRecorder, RECORDED_BYTES } from './voice-mode-test-fakes'
import {
  button,
  en,
  es,
  holdToTalk,
  renderVoiceModeChat,
  tearDownVoiceModeChat,
  toastDescription,
} from './voice-mode-test-setup'

const listening = (time: string, strings = en) => strings.listening.replace('{{time}}', time)
const sttUnavailable = () =>
  json({ error: { code: 'unavailable:stt', message: 'Speech recognition is not configured' } }, 503)

beforeAll(warmChatEngine)

afterEach(tearDownVoiceModeChat)

describe('voice mode: hold to talk', () => {
  it('records while Space is held and sends the transcript as the family’s message', async () => {
    const test = renderVoiceModeChat()
    fireEvent.click(button(en.toggle))
    await holdToTalk(test, 1500)
    await waitFor(() => expect(test.posts('/api/chat')).toHaveLength(1))

    expect(test.microphone.getUserMedia).toHaveBeenCalledWith({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    })
    expect(FakeMediaRecorder.all[0]!.mimeType).toBe('audio/webm;codecs=opus')
    expect(test.microphone.stoppedTracks()).toBe(1)
    expect(test.posts('/functions/v1/stt_chat')[0]!.body).toEqual({
      audio: pcmToBase64(RECORDED_BYTES.buffer as ArrayBuffer),
      language: 'en',
    })
    expect(test.posts('/api/chat')[0]!.body).toMatchObject({
      messages: [{ role: 'user', parts: [{ type: 'text', text: 'How do bees make honey?' }] }],
    })
    expect(await screen.findByText('How do bees make honey?')).toBeTruthy()
  })

  it('records with the pointer held down and stops on release', async () => {
    const test = renderVoiceModeChat()
    fireEvent.click(button(en.toggle))
    fireEvent.pointerDown(button(en.holdToTalk), { button: 0, pointerId: 1 })
    const recording = await screen.findByRole('button', { name: listening('0:00') })
    expect(screen.getByTestId('voice-mode-level')).toBeTruthy()
    test.clock.advance(800)
    fireEvent.pointerUp(recording, { button: 0, pointerId: 1 })
    await waitFor(() => expect(test.posts('/functions/v1/stt_chat')).toHaveLength(1))
    await waitFor(() => expect(test.posts('/api/chat')).toHaveLength(1))
  })

  it('stops a take by itself at the 30 s cap and sends it', async () => {
    const test = renderVoiceModeChat()
    fireEvent.click(button(en.toggle))
    fireEvent.keyDown(button(en.holdToTalk), { key: ' ' })
    await screen.findByText(listening('0:00'))
    test.clock.advance(HOLD_TO_TALK_MAX_MS - 1000)
    expect(await screen.findByText(listening('0:29'))).toBeTruthy()
    test.clock.advance(1000)
    await waitFor(() => expect(test.posts('/functions/v1/stt_chat')).toHaveLength(1))
    expect(FakeMediaRecorder.all[0]!.state).toBe('inactive')
    await waitFor(() => expect(test.posts('/api/chat')).toHaveLength(1))
  })

  it('ignores a take under 0.3 s with a hint, and answers an empty transcript with "I didn’t catch that"', async () => {
    const test = renderVoiceModeChat({ stt: () => json({ text: '   ' }) })
    fireEvent.click(button(en.toggle))
    await holdToTalk(test, HOLD_TO_TALK_MIN_MS - 100)
    expect(await screen.findByText(en.tooShort)).toBeTruthy()
    expect(test.posts('/functions/v1/stt_chat')).toHaveLength(0)

    await holdToTalk(test, 900, { key: 'Enter' })
    expect(await screen.findByText("I didn't catch that. Could you try again?")).toBeTruthy()
    expect(test.posts('/functions/v1/stt_chat')).toHaveLength(1)
    expect(test.posts('/api/chat')).toHaveLength(0)
  })

  it.each([
    ['en', en, 'Speech recognition is not configured. You can still type your question to Mochi.'],
    [
      'es',
      es,
      'El reconocimiento de voz no está configurado. Puedes seguir escribiendo tu pregunta a Mochi.',
    ],
  ] as const)(
    'says recognition is not configured (503 unavailable:stt) in %s, never a fake transcript',
    async (language, strings, message) => {
      const test = renderVoiceModeChat({ language, stt: sttUnavailable })
      fireEvent.click(button(strings.toggle))
      await holdToTalk(test, 1200, { strings })
      expect(await screen.findByText(message)).toBeTruthy()
      expect(test.posts('/api/chat')).toHaveLength(0)
      expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(false)
    },
  )

  it('shows the Microphone Error toast when the microphone is refused', async () => {
    renderVoiceModeChat({ deny: true })
    fireEvent.click(button(en.toggle))
    fireEvent.keyDown(button(en.holdToTalk), { key: ' ' })
    expect(await toastDescription('Microphone Error')).toBe('Could not access microphone')
    expect(button(en.holdToTalk).getAttribute('aria-disabled')).toBe('false')
  })

  it('shows the Voice Processing Error toast when transcription fails', async () => {
    const test = renderVoiceModeChat({
      stt: () => json({ error: { code: 'internal:api', message: 'x' } }, 500),
    })
    fireEvent.click(button(en.toggle))
    await holdToTalk(test, 1000)
    expect(await toastDescription('Voice Processing Error')).toBe('Could not process voice input')
    expect(test.posts('/api/chat')).toHaveLength(0)
  })
})
