// Shared set-up of the chat component tests: an i18n instance with the chat strings, the providers, a routed
// fetch stub and real AI SDK UI message streams (server-sent events) for /api/chat.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import enValidation from '../../../shared/i18n/en/validation.json'
import esValidation from '../../../shared/i18n/es/validation.json'
import enChat from '../../locales/en/chat.json'
import enCommon from '../../locales/en/common.json'
import enFlow from '../../locales/en/flow.json'
import enShell from '../../locales/en/shell.json'
import esChat from '../../locales/es/chat.json'
import esCommon from '../../locales/es/common.json'
import esFlow from '../../locales/es/flow.json'
import esShell from '../../locales/es/shell.json'

export const USER = { id: 'user-1', email: 'ana@example.com', name: 'Ana' }

export interface SentRequest {
  url: string
  method: string
  headers: Headers
  body: unknown
}

type Handler = (request: SentRequest, signal?: AbortSignal | null) => Response | Promise<Response>

/** Stubs fetch with handlers keyed by "METHOD /path" (the session check defaults to a guest). */
export function stubFetch(handlers: Record<string, Handler>) {
  const requests: SentRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = (init?.method ?? 'GET').toUpperCase()
      const request: SentRequest = {
        url: url.pathname,
        method,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      requests.push(request)
      const handler =
        handlers[`${method} ${url.pathname}`] ??
        (url.pathname === '/api/auth/get-session' ? () => json(null) : undefined)
      if (!handler) return json({ error: { code: 'not_found:api', message: 'No route' } }, 404)
      return handler(request, init?.signal)
    }),
  )
  return requests
}

export function json(data: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

export interface ReplyOptions {
  deltas?: string[]
  metadata?: Record<string, unknown>
  /** Emits an error chunk instead of finishing, like the server's onError. */
  failWith?: string
  /** Leaves the stream open (until aborted), to test Stop. */
  keepOpen?: boolean
  headers?: Record<string, string>
}

/** A real UI message stream response as the server's createUIMessageStreamResponse sends it. */
export function sseReply(
  {
    deltas = ['Bees ', 'buzz ', 'because their wings ', 'flap very fast!'],
    metadata = { mood: 'excited', citations: [{ id: 'fact-1', title: 'How bees fly' }], provider: 'local' },
    failWith,
    keepOpen = false,
    headers = {},
  }: ReplyOptions = {},
  signal?: AbortSignal | null,
) {
  const encoder = new TextEncoder()
  const chunks: object[] = [
    { type: 'start', messageId: 'reply-1', messageMetadata: { createdAt: '2025-05-01T10:00:00.000Z' } },
    { type: 'text-start', id: 't1' },
    ...deltas.map((delta) => ({ type: 'text-delta', id: 't1', delta })),
  ]
  if (failWith) chunks.push({ type: 'error', errorText: failWith })
  else if (!keepOpen)
    chunks.push({ type: 'text-end', id: 't1' }, { type: 'finish', messageMetadata: metadata })
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`))
      if (keepOpen) {
        signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')))
        return
      }
      if (!failWith) controller.enqueue(encoder.encode('data: [DONE]\n\n'))
      controller.close()
    },
  })
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1', ...headers },
  })
}

export function createChatI18n(language: 'en' | 'es' = 'en') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { chat: enChat, common: enCommon, flow: enFlow, shell: enShell, validation: enValidation },
      es: { chat: esChat, common: esCommon, flow: esFlow, shell: esShell, validation: esValidation },
    },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return i18n
}

export function renderWithProviders(ui: ReactNode, { language = 'en' as 'en' | 'es', path = '/' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createChatI18n(language)}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

export function storeRegistration() {
  window.localStorage.setItem(
    STORAGE_KEYS.userRegistration,
    JSON.stringify({
      email: 'family@example.com',
      age: 35,
      language: 'en',
      registeredAt: new Date().toISOString(),
    }),
  )
}

/**
 * Loads the AI SDK's chat module ahead of a test file's first question: the page loads it on demand, and its
 * first transform under a busy test runner can outlast findBy's one second.
 */
export async function warmChatEngine(): Promise<void> {
  await import('./chat-engine')
}
