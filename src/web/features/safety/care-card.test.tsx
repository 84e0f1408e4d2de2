// @vitest-environment jsdom
// The care card appears under exactly the replies the safety path gave: in the chat and in the voice transcript.
import { cleanup, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import enChat from '../../locales/en/chat.json'
import enSafety from '../../locales/en/safety.json'
import enVoice from '../../locales/en/voice.json'
import { ChatMessage } from '../chat/chat-message'
import type { MochiUIMessage } from '../chat/mochi-message'
import { markSafety, type VoiceChatMessage } from '../voice/use-realtime-voice'
import { VoiceTranscript } from '../voice/voice-transcript'

const i18n = i18next.createInstance()
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { chat: enChat, safety: enSafety, voice: enVoice } },
  interpolation: { escapeValue: false },
  initAsync: false,
})

const wrap = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ul>{node}</ul>
      </MemoryRouter>
    </I18nextProvider>,
  )

const reply = (metadata: MochiUIMessage['metadata']): MochiUIMessage => ({
  id: 'm1',
  role: 'assistant',
  parts: [{ type: 'text', text: 'Please tell a grown-up you trust.' }],
  metadata,
})

afterEach(cleanup)

describe('CareCard', () => {
  it('shows “Mochi cares about you” with help for families under a safety reply in the chat', async () => {
    wrap(
      <ChatMessage
        message={reply({ note: 'safety', safety: { category: 'self_harm' } })}
        isStreaming={false}
      />,
    )
    const card = await screen.findByRole('region', { name: 'Mochi cares about you' })
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/help')
  })

  it('stays away from ordinary replies', () => {
    wrap(<ChatMessage message={reply({ mood: 'helpful' })} isStreaming={false} />)
    expect(screen.queryByRole('region', { name: 'Mochi cares about you' })).toBeNull()
  })

  it('marks Mochi’s latest voice reply and shows the card in the transcript', async () => {
    const messages: VoiceChatMessage[] = [
      { id: 'u', type: 'user', content: 'I feel sad', timestamp: new Date(), isAudio: true },
      { id: 'a', type: 'assistant', content: 'I am here for you.', timestamp: new Date(), isAudio: true },
    ]
    const marked = markSafety(messages, { category: 'bullying' })
    expect(marked[1]?.safety).toEqual({ category: 'bullying' })
    expect(markSafety(messages.slice(0, 1), { category: 'bullying' })).toEqual(messages.slice(0, 1))
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <VoiceTranscript messages={marked} />
        </MemoryRouter>
      </I18nextProvider>,
    )
    expect(await screen.findByRole('region', { name: 'Mochi cares about you' })).toBeTruthy()
  })
})
