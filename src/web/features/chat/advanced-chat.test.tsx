// @vitest-environment jsdom
// "My chats": the saved-chats sidebar of signed-in users (newest first, resume, rename, delete after asking),
// its empty state, a new chat joining the list once saved, and the explanation guests see.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdvancedChat } from './advanced-chat'
import {
  json,
  renderWithProviders,
  type SentRequest,
  sseReply,
  storeRegistration,
  stubFetch,
  USER,
  warmChatEngine,
} from './chat-test-helpers'

const OLDER = '11111111-1111-4111-8111-111111111111'
const NEWER = '22222222-2222-4222-8222-222222222222'
const CREATED = '33333333-3333-4333-8333-333333333333'

interface Row {
  id: string
  title: string
  language: 'en' | 'es'
  createdAt: string
  updatedAt: string
}

let chats: Row[]
let requests: SentRequest[]

function row(id: string, title: string, updatedAt: string): Row {
  return { id, title, language: 'en', createdAt: '2025-04-01T09:00:00.000Z', updatedAt }
}

function signedIn(extra: Parameters<typeof stubFetch>[0] = {}) {
  requests = stubFetch({
    'GET /api/auth/get-session': () => json({ user: USER }),
    'GET /api/chats': () => json({ chats }),
    [`GET /api/chats/${OLDER}`]: () =>
      json({
        chat: chats.find((chat) => chat.id === OLDER),
        messages: [
          { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'What do bees eat?' }], metadata: {} },
          {
            id: 'm2',
            role: 'assistant',
            parts: [{ type: 'text', text: 'Bees eat nectar and pollen.' }],
            metadata: { mood: 'thinking', citations: [{ id: 'f2', title: 'Bee food' }] },
          },
        ],
      }),
    [`PATCH /api/chats/${OLDER}`]: (request) => {
      const title = (request.body as { title: string }).title
      chats = chats.map((chat) => (chat.id === OLDER ? { ...chat, title } : chat))
      return json({ chat: chats.find((chat) => chat.id === OLDER) })
    },
    [`DELETE /api/chats/${NEWER}`]: () => {
      chats = chats.filter((chat) => chat.id !== NEWER)
      return json({ deleted: true })
    },
    ...extra,
  })
}

const sidebar = () => screen.getByText('My saved chats').closest('aside') as HTMLElement

beforeAll(warmChatEngine)

beforeEach(() => {
  window.localStorage.clear()
  storeRegistration()
  chats = [
    row(OLDER, 'What bees eat', '2025-04-02T10:00:00.000Z'),
    row(NEWER, 'Spring seeds', '2025-04-05T10:00:00.000Z'),
  ]
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AdvancedChat', () => {
  it('lists saved chats newest first and resumes one with its messages', async () => {
    signedIn()
    renderWithProviders(<AdvancedChat />)
    await screen.findByText('Spring seeds')
    const titles = [...sidebar().querySelectorAll('li .truncate')].map((node) => node.textContent)
    expect(titles).toEqual(['Spring seeds', 'What bees eat'])

    fireEvent.click(screen.getByText('What bees eat'))
    expect(await screen.findByText('Bees eat nectar and pollen.')).toBeTruthy()
    expect(screen.getByText('What do bees eat?')).toBeTruthy()
    expect(screen.getByText('Thinking')).toBeTruthy()
    expect(screen.getByText('Bee food')).toBeTruthy()
    expect(within(sidebar()).getByText(/open now/)).toBeTruthy()
  })

  it('renames a chat in place and deletes another after asking', async () => {
    signedIn()
    renderWithProviders(<AdvancedChat />)
    fireEvent.click(await screen.findByLabelText('Rename “What bees eat”'))
    const input = screen.getByLabelText('New name for this chat')
    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.submit(input.closest('form')!)
    expect(screen.getByText('Please fill in all fields')).toBeTruthy()
    fireEvent.change(input, { target: { value: 'Bee snacks' } })
    fireEvent.submit(input.closest('form')!)
    expect(await within(sidebar()).findByText('Bee snacks')).toBeTruthy()
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ title: 'Bee snacks' })

    fireEvent.click(screen.getByLabelText('Delete “Spring seeds”'))
    expect(await screen.findByText('Delete this chat?')).toBeTruthy()
    expect(
      screen.getByText(
        '“Spring seeds” and all its messages will be deleted for good. This cannot be undone.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByText('Yes, delete it'))
    await waitFor(() => expect(within(sidebar()).queryByText('Spring seeds')).toBeNull())
    expect(
      requests.some((request) => request.method === 'DELETE' && request.url === `/api/chats/${NEWER}`),
    ).toBe(true)
    expect(screen.queryByText('Delete this chat?')).toBeNull()
  })

  it('shows an empty state, and a new chat joins the list once the server saved it', async () => {
    chats = []
    signedIn({
      'POST /api/chat': (_request, signal) => {
        chats = [row(CREATED, 'Hello bees', '2025-04-06T10:00:00.000Z')]
        return sseReply({ headers: { 'x-mochi-chat-id': CREATED } }, signal)
      },
    })
    renderWithProviders(<AdvancedChat />)
    expect(
      await screen.findByText('No saved chats yet. Ask Mochi something and your chat will appear here!'),
    ).toBeTruthy()
    const textarea = screen.getByLabelText('Your message to Mochi')
    fireEvent.change(textarea, { target: { value: 'Hello bees' } })
    fireEvent.keyDown(textarea, { key: 'Enter' })
    expect(await within(sidebar()).findByText('Hello bees')).toBeTruthy()
    expect(within(sidebar()).getByText(/open now/)).toBeTruthy()
  })

  it('explains to guests that signing in saves chats', async () => {
    requests = stubFetch({})
    renderWithProviders(<AdvancedChat />)
    expect(await screen.findByText('Running in guest mode')).toBeTruthy()
    expect(within(sidebar()).getByText('Keep your chats')).toBeTruthy()
    expect(within(sidebar()).getByText('Sign in to save chats').getAttribute('href')).toBe('/auth')
    expect(requests.some((request) => request.url === '/api/chats')).toBe(false)
  })
})
