// Test helpers for the creator, feed and AI tools: providers with real translations and a routed fake fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Toaster } from 'sonner'
import { vi } from 'vitest'
import { preloadToasts } from '../../lib/toast'
import en from '../../locales/en/create.json'
import es from '../../locales/es/create.json'

// Components toast through lib/toast; with sonner loaded first, toasts show at once as the tests expect.
await preloadToasts()

export interface SeenRequest {
  method: string
  url: string
  body: unknown
}

type Handler = (request: SeenRequest) => Response | Promise<Response>

export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

/** Stubs fetch: each request is recorded and answered by the first route whose key prefixes "METHOD url". */
export function stubFetch(routes: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
      const url = String(request ? request.url : input).replace(/^https?:\/\/[^/]+/, '')
      const text = init?.body ? String(init.body) : request ? await request.text() : ''
      const entry = { method, url, body: text ? JSON.parse(text) : undefined }
      seen.push(entry)
      const key = Object.keys(routes).find((route) => `${method} ${url}`.startsWith(route))
      if (!key) return json({ error: { code: 'not_found:api', message: `no route ${method} ${url}` } }, 404)
      return routes[key]!(entry)
    }),
  )
  return seen
}

export function renderWithProviders(ui: ReactNode, language: 'en' | 'es' = 'en') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['create'],
    resources: { en: { create: en }, es: { create: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        {ui}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

/** A toast's description, found by its title. */
export async function toastDescription(title: string) {
  const node = await screen.findByText(title, { selector: '[data-title]' })
  return node.closest('[data-sonner-toast]')?.querySelector('[data-description]')?.textContent ?? null
}

export { en as createEn, es as createEs }
