// @vitest-environment jsdom
// The text chat against real UI message streams: streamed reply, mood, garden-book chips, notes, guest mode,
// saved chat ids, Stop, errors with Retry, the composer's keys, and the registration gate.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  json,
  renderWithProviders,
  sseReply,
  storeRegistration,
  stubFetch,
  USER,
  warmChatEngine,
} from './chat-test-helpers'
import { SimpleChat } from './simple-chat'

beforeAll(warmChatEngine)

beforeEach(() => {
  window.localStorage.clear()
  storeRegistration()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const textarea = () => screen.getByLabelText('Your message to Mochi') as HTMLTextAreaElement

function ask(question: string) {
  fireEvent.change(textarea(), { target: { value: question } })
  fireEvent.keyDown(textarea(), { key: 'Enter' })
}

describe('SimpleChat', () => {
  it('streams Mochi’s reply with mood, garden-book chips and the guest-mode notice', async () => {
    const requests = stubFetch({ 'POST /api/chat': (_request, signal) => sseReply({}, signal) })
    renderWithProviders(<SimpleChat />)
    expect(await screen.findByText('Running in guest mode')).toBeTruthy()
    textarea().focus()
    ask('Why do bees buzz?')

    expect(await screen.findByText('Bees buzz because their wings flap very fast!')).toBeTruthy()
    expect(await screen.findByText('Excited')).toBeTruthy()
    expect(screen.getByText("Mochi's mood: Excited")).toBeTruthy()
    expect(screen.getByText('🤩')).toBeTruthy()
    expect(screen.getByText('From the garden book')).toBeTruthy()
    expect(screen.getByText('How bees fly')).toBeTruthy()
    expect(screen.getByText('Why do bees buzz?')).toBeTruthy()
    // Announced once, when complete; the focus is back in the box for the next question.
    await waitFor(() =>
      expect(screen.getByText('Mochi says: Bees buzz because their wings flap very fast!')).toBeTruthy(),
    )
    await waitFor(() => expect(document.activeElement).toBe(textarea()))
    expect(textarea().disabled).toBe(false)
    expect(textarea().value).toBe('')

    const chatRequest = requests.find((request) => request.url === '/api/chat')!
    expect(chatRequest.headers.get('x-mochi-guest-id')).toBe(
      window.localStorage.getItem(STORAGE_KEYS.guestId),
    )
    expect(chatRequest.body).toMatchObject({
      language: 'en',
      messages: [{ role: 'user', parts: [{ type: 'text', text: 'Why do bees buzz?' }] }],
    })
    expect(chatRequest.body).not.toHaveProperty('chatId')
    // A new conversation counts towards first_chat / garden_expert, and the text chat is marked used.
    const conversations = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.conversations) ?? '[]')
    expect(conversations).toHaveLength(1)
    expect(conversations[0]).toEqual({ id: expect.any(String), startedAt: expect.any(String) })
    expect(window.localStorage.getItem(STORAGE_KEYS.usedTextChat)).toBe('true')
  })

  it('offers four Spanish suggestions and asks in Spanish', async () => {
    const requests = stubFetch({
      'POST /api/chat': (_request, signal) =>
        sseReply({ deltas: ['¡Hola!'], metadata: { mood: 'funny', citations: [] } }, signal),
    })
    renderWithProviders(<SimpleChat />, { language: 'es' })
    const list = await screen.findByLabelText('Preguntas para probar')
    const suggestions = [...list.querySelectorAll('button')]
    expect(suggestions.map((button) => button.textContent)).toEqual([
      '¿Por qué zumban las abejas?',
      '¿Qué puedo plantar en primavera?',
      '¿Cómo hacen semillas las flores?',
      '¡Cuéntame un dato divertido sobre las abejas!',
    ])
    fireEvent.click(suggestions[1]!)
    expect(await screen.findByText('Con humor')).toBeTruthy()
    expect(screen.getByText('Modo invitado activo')).toBeTruthy()
    const body = requests.find((request) => request.url === '/api/chat')!.body as {
      language: string
      messages: { parts: { text: string }[] }[]
    }
    expect(body.language).toBe('es')
    expect(body.messages.at(-1)?.parts[0]?.text).toBe('¿Qué puedo plantar en primavera?')
  })

  it('continues a signed-in user’s saved chat with the id the server returned, and shows notes', async () => {
    const chatId = '7d1f9a52-3c1e-4b9e-9d55-2a1f3c4b5d6e'
    const requests = stubFetch({
      'GET /api/auth/get-session': () => json({ user: USER }),
      'POST /api/chat': (_request, signal) =>
        sseReply(
          {
            metadata: { mood: 'helpful', citations: [], note: 'fallback' },
            headers: { 'x-mochi-chat-id': chatId },
          },
          signal,
        ),
    })
    renderWithProviders(<SimpleChat />)
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/auth/get-session')).toBe(true),
    )
    ask('Hello Mochi')
    expect(
      await screen.findByText("Mochi's AI helper is resting, so Mochi answered from the garden book."),
    ).toBeTruthy()
    expect(screen.getByText('Helpful')).toBeTruthy()
    expect(screen.queryByText('Running in guest mode')).toBeNull()
    ask('Tell me more')
    await waitFor(() => expect(requests.filter((request) => request.url === '/api/chat')).toHaveLength(2))
    const [first, second] = requests.filter((request) => request.url === '/api/chat')
    expect(first!.body).not.toHaveProperty('chatId')
    expect(second!.body).toMatchObject({ chatId, language: 'en' })
  })

  it('shows the spec message with Retry when sending fails, and Retry asks again', async () => {
    let calls = 0
    stubFetch({
      'POST /api/chat': (_request, signal) => {
        calls += 1
        return calls === 1
          ? json({ error: { code: 'internal:api', message: 'boom' } }, 500)
          : sseReply({ deltas: ['Here I am!'] }, signal)
      },
    })
    renderWithProviders(<SimpleChat />)
    ask('Are you there?')
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Here I am!')).toBeTruthy()
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull()
    expect(screen.getAllByText('Are you there?')).toHaveLength(1)
  })

  it('treats an error inside the stream as a failed message', async () => {
    stubFetch({ 'POST /api/chat': (_request, signal) => sseReply({ failWith: 'messageError' }, signal) })
    renderWithProviders(<SimpleChat />)
    ask('Why is the sky blue?')
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('asks kindly for a rest when there are too many messages (429)', async () => {
    stubFetch({
      'POST /api/chat': () =>
        json({ error: { code: 'rate_limit:api', message: 'Mochi needs a little rest.' } }, 429),
    })
    renderWithProviders(<SimpleChat />)
    ask('One more question')
    expect(
      await screen.findByText('Mochi needs a little rest. Please wait a moment and try again.'),
    ).toBeTruthy()
  })

  it('stops a reply in progress', async () => {
    stubFetch({
      'POST /api/chat': (_request, signal) =>
        sseReply({ deltas: ['Once upon a time'], keepOpen: true }, signal),
    })
    renderWithProviders(<SimpleChat />)
    textarea().focus()
    ask('Tell me a story')
    expect(await screen.findByText('Once upon a time')).toBeTruthy()
    expect(textarea().disabled).toBe(true)
    const stop = screen.getByRole('button', { name: 'Stop' })
    expect(document.activeElement).toBe(stop)
    await act(async () => fireEvent.click(stop))
    await waitFor(() => expect(textarea().disabled).toBe(false))
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull()
    expect(screen.getByText('Once upon a time')).toBeTruthy()
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull()
  })

  it('keeps Shift+Enter for new lines and counts characters near the limit', async () => {
    const requests = stubFetch({})
    renderWithProviders(<SimpleChat />)
    fireEvent.change(textarea(), { target: { value: 'A line' } })
    fireEvent.keyDown(textarea(), { key: 'Enter', shiftKey: true })
    expect(requests.some((request) => request.url === '/api/chat')).toBe(false)
    expect(screen.queryByText(/of 2000 characters/)).toBeNull()
    fireEvent.change(textarea(), { target: { value: 'b'.repeat(1900) } })
    expect(screen.getByText('1900 of 2000 characters')).toBeTruthy()
    fireEvent.change(textarea(), { target: { value: 'c'.repeat(2500) } })
    expect(textarea().value).toHaveLength(2000)
    expect(screen.getByText("That's a long message! Please keep it to 2000 characters.")).toBeTruthy()
  })
})

describe('registration gate', () => {
  it('shows the registration form until the family registers, then opens the chat', async () => {
    window.localStorage.clear()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch({ 'POST /api/registrations': () => json({ ok: true }, 201) })
    renderWithProviders(<SimpleChat />)
    // The form loads only for a visitor who needs it.
    expect(await screen.findByText('Join the garden')).toBeTruthy()
    expect(screen.queryByLabelText('Your message to Mochi')).toBeNull()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'family@example.com' } })
    fireEvent.change(screen.getByLabelText('Age'), { target: { value: '36' } })
    fireEvent.click(screen.getByRole('button', { name: 'Start my adventure' }))
    expect(await screen.findByText("Hi! I'm Mochi 🐝")).toBeTruthy()
    expect(screen.queryByText('Join the garden')).toBeNull()
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userRegistration)!)).toMatchObject({
      email: 'family@example.com',
      age: 36,
    })
  })
})
