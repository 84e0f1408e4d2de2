// Shared set-up of the voice mode tests: the chat with a Toaster, routed fetch (chat stream, tts, stt_chat),
// the browser-edge fakes, the clock, and helpers to find toasts, ask a question and hold to talk.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { vi } from 'vitest'
import { preloadToasts } from '../../lib/toast'
import enChat from '../../locales/en/chat.json'
import esChat from '../../locales/es/chat.json'
import {
  json,
  renderWithProviders,
  type SentRequest,
  sseReply,
  storeRegistration,
  stubFetch,
} from '../chat/chat-test-helpers'
import { SimpleChat } from '../chat/simple-chat'
import {
  type FakeMicrophone,
  installClock,
  installVoiceFakes,
  removeVoiceFakes,
} from './voice-mode-test-fakes'

// Components toast through lib/toast; with sonner loaded first, toasts show at once as the tests expect.
await preloadToasts()

export const en = enChat.voiceMode
export const es = esChat.voiceMode

export interface VoiceModeTest {
  microphone: FakeMicrophone
  clock: ReturnType<typeof installClock>
  /** POST requests to `path` so far. */
  posts: (path: string) => SentRequest[]
}

export interface VoiceModeAnswers {
  tts?: () => Response
  stt?: () => Response
}

/** Renders the chat with every fake in place; the chat replies "Bees love 🌻 flowers! 🐝 Buzz.". */
export function renderVoiceModeChat({
  language = 'en' as 'en' | 'es',
  deny = false,
  tts = () => json({ audioContent: 'SUQzBAA=' }),
  stt = () => json({ text: 'How do bees make honey?' }),
}: VoiceModeAnswers & { language?: 'en' | 'es'; deny?: boolean } = {}): VoiceModeTest {
  window.localStorage.clear()
  storeRegistration()
  const clock = installClock()
  const requests = stubFetch({
    'POST /api/chat': (_request, signal) =>
      sseReply({ deltas: ['Bees love 🌻 flowers! ', '🐝 Buzz.'], metadata: { mood: 'excited' } }, signal),
    'POST /functions/v1/tts': () => tts(),
    'POST /functions/v1/stt_chat': () => stt(),
  })
  const microphone = installVoiceFakes({ deny })
  renderWithProviders(
    <>
      <Toaster />
      <SimpleChat />
    </>,
    { language },
  )
  return {
    microphone,
    clock,
    posts: (path) => requests.filter((request) => request.url === path && request.method === 'POST'),
  }
}

export function tearDownVoiceModeChat() {
  act(() => void toast.dismiss())
  cleanup()
  removeVoiceFakes()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name })

export async function toastDescription(title: string) {
  const node = await screen.findByText(title, { selector: '[data-title]' })
  return node.closest('[data-sonner-toast]')?.querySelector('[data-description]')?.textContent ?? null
}

export function ask(question: string) {
  const box = screen.getByRole('textbox')
  fireEvent.change(box, { target: { value: question } })
  fireEvent.keyDown(box, { key: 'Enter' })
}

/** Holds `key` on the focused hold-to-talk button for `ms` of the test clock, then lets go. */
export async function holdToTalk(test: VoiceModeTest, ms: number, { key = ' ', strings = en } = {}) {
  const hold = button(strings.holdToTalk)
  hold.focus()
  fireEvent.keyDown(hold, { key })
  const listening = await screen.findByRole('button', { name: strings.listening.replace('{{time}}', '0:00') })
  test.clock.advance(ms)
  fireEvent.keyUp(listening, { key })
}
