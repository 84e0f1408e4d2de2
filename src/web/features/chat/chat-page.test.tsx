// @vitest-environment jsdom
// The /chat area: five translated tabs, the simple chat by default, keyboard activation, the tab kept in the
// URL, a visited chat kept alive (hidden) while another tab is open; and the combined Voice/Text chat.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ChatPage } from './chat-page'
import { renderWithProviders, storeRegistration, stubFetch, warmChatEngine } from './chat-test-helpers'
import { CombinedChat } from './combined-chat'

// The voice module is another feature's work: a stand-in keeps this test about the tabs.
vi.mock('../voice/realtime-voice-chat', () => ({ RealtimeVoiceChat: () => <p>Voice module stand-in</p> }))

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.search}</output>
}

// Lazily loaded modules are transformed on first use, which can be slow on a busy machine.
const LAZY = { timeout: 8000 }
const SLOW_TEST_MS = 15_000
const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"]' })

beforeAll(warmChatEngine)

beforeEach(() => {
  window.localStorage.clear()
  storeRegistration()
  stubFetch({})
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ChatPage', () => {
  it(
    'shows five tabs with the simple chat open by default',
    async () => {
      renderWithProviders(<ChatPage />)
      const tabs = [...document.querySelectorAll('[role="tab"]')].map((node) => node.textContent)
      expect(tabs).toEqual(['Chat', 'My chats', 'Voice', 'Create pictures', 'Videos'])
      expect(tab('Chat').getAttribute('aria-selected')).toBe('true')
      expect(await screen.findByText("Hi! I'm Mochi 🐝", {}, LAZY)).toBeTruthy()
    },
    SLOW_TEST_MS,
  )

  it(
    'opens tabs from the keyboard, keeps the tab in the URL and keeps the chat alive',
    async () => {
      renderWithProviders(
        <>
          <ChatPage />
          <LocationProbe />
        </>,
        { path: '/chat' },
      )
      const input = (await screen.findByLabelText('Your message to Mochi', {}, LAZY)) as HTMLTextAreaElement
      fireEvent.change(input, { target: { value: 'A half-written question' } })

      tab('Chat').focus()
      fireEvent.keyDown(tab('Chat'), { key: 'ArrowRight' })
      // Radix moves the focus on the next tick.
      await waitFor(() => expect(document.activeElement).toBe(tab('My chats')))
      // Manual activation: moving the focus alone does not switch tabs.
      expect(tab('Chat').getAttribute('aria-selected')).toBe('true')
      fireEvent.keyDown(tab('My chats'), { key: 'Enter' })
      expect(tab('My chats').getAttribute('aria-selected')).toBe('true')
      expect(screen.getByTestId('location').textContent).toBe('?tab=chat-advanced')
      expect(await screen.findByText('My saved chats', {}, LAZY)).toBeTruthy()

      // The first chat is hidden, not gone: what was typed is still there on return.
      expect(input.isConnected).toBe(true)
      fireEvent.mouseDown(tab('Chat'))
      await waitFor(() => expect(tab('Chat').getAttribute('aria-selected')).toBe('true'))
      expect(screen.getByTestId('location').textContent).toBe('')
      expect(input.value).toBe('A half-written question')
    },
    SLOW_TEST_MS,
  )

  it(
    'opens the tab named in the URL, in Spanish',
    async () => {
      renderWithProviders(<ChatPage />, { path: '/chat?tab=chat-advanced', language: 'es' })
      expect(tab('Mis chats').getAttribute('aria-selected')).toBe('true')
      expect(await screen.findByText('Guarda tus chats', {}, LAZY)).toBeTruthy()
    },
    SLOW_TEST_MS,
  )
})

describe('CombinedChat', () => {
  it(
    'opens on Voice, switches to Text and links to the hub and the dashboard',
    async () => {
      renderWithProviders(<CombinedChat />)
      expect(tab('Voice').getAttribute('aria-selected')).toBe('true')
      expect(await screen.findByText('Voice module stand-in', {}, LAZY)).toBeTruthy()
      expect(screen.getByText('Beeducation').closest('a')?.getAttribute('href')).toBe('/learning-hub')
      expect(screen.getByText('My garden dashboard').closest('a')?.getAttribute('href')).toBe('/dashboard')

      fireEvent.mouseDown(tab('Text'))
      expect(await screen.findByText("Hi! I'm Mochi 🐝", {}, LAZY)).toBeTruthy()
      expect(screen.queryByText('Voice module stand-in')).toBeNull()
    },
    SLOW_TEST_MS,
  )
})
