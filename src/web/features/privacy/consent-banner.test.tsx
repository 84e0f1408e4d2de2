// @vitest-environment jsdom
// The cookie banner against a stubbed server: when it shows, what each button records, and that it goes away.
import type { ConsentType } from '@shared/constants'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/privacy.json'
import es from '../../locales/es/privacy.json'
import { ConsentBanner } from './consent-banner'

interface Captured {
  url: string
  method: string
  body: unknown
}

let requests: Captured[] = []
let active: ConsentType[] = []
let postResponse: () => Promise<Response> = async () =>
  json({ consents: [], active: ['data_processing'] }, 201)

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  requests = []
  active = []
  postResponse = async () => json({ consents: [], active: ['data_processing'] }, 201)
  window.localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      requests.push({ url: String(input), method, body })
      if (method === 'GET') return json({ consents: [], active })
      return postResponse()
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderBanner(language: 'en' | 'es' = 'en') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { privacy: en }, es: { privacy: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConsentBanner />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return client
}

const posts = () => requests.filter((request) => request.method === 'POST')
// Text and selector queries: jsdom's accessible-name computation makes role queries slow.
const banner = async () => (await screen.findByText(en.banner.title, { selector: 'h2' })).closest('section')!
const isShown = () => document.querySelector('section') !== null
const controls = () => [...document.querySelectorAll('section button')]
const button = (name: string) =>
  controls().find((control) => control.textContent === name || control.getAttribute('aria-label') === name)!
const findButton = async (name: string) => {
  await banner()
  return button(name)
}
const dismissedFlag = () => window.localStorage.getItem(STORAGE_KEYS.consentBannerDismissed)

describe('ConsentBanner', () => {
  it('shows its text, both checkboxes unticked and four controls when nothing was chosen yet', async () => {
    renderBanner()
    const region = await screen.findByRole('region', { name: en.banner.title })
    expect(region.textContent).toContain(en.banner.body)
    const analytics = screen.getByLabelText(/^Analytics/) as HTMLInputElement
    const marketing = screen.getByLabelText(/^Marketing/) as HTMLInputElement
    expect([analytics.type, analytics.checked, marketing.type, marketing.checked]).toEqual([
      'checkbox',
      false,
      'checkbox',
      false,
    ])
    expect(controls().map((control) => control.textContent || control.getAttribute('aria-label'))).toEqual([
      'Reject',
      'Accept Selected',
      'Accept All',
      en.banner.close,
    ])
    expect(requests).toEqual([{ url: '/api/consents', method: 'GET', body: undefined }])
  })

  it('Accept All records every consent, dismisses and refreshes the consents', async () => {
    renderBanner()
    fireEvent.click(await findButton('Accept All'))
    await waitFor(() => expect(isShown()).toBe(false))
    expect(posts()).toEqual([{ url: '/api/consents/banner', method: 'POST', body: { choice: 'accept_all' } }])
    expect(dismissedFlag()).toBe('true')
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2))
  })

  it('Accept Selected sends only the ticked optional consents', async () => {
    renderBanner()
    await banner()
    fireEvent.click(screen.getByLabelText(/^Analytics/))
    fireEvent.click(button('Accept Selected'))
    await waitFor(() => expect(isShown()).toBe(false))
    expect(posts().map((request) => request.body)).toEqual([
      { choice: 'accept_selected', analytics: true, marketing: false },
    ])
  })

  it('Reject sends the reject choice and dismisses', async () => {
    renderBanner()
    fireEvent.click(await findButton('Reject'))
    await waitFor(() => expect(isShown()).toBe(false))
    expect(posts().map((request) => request.body)).toEqual([{ choice: 'reject' }])
    expect(dismissedFlag()).toBe('true')
  })

  it('the close X only dismisses: nothing is recorded', async () => {
    renderBanner()
    fireEvent.click(await findButton(en.banner.close))
    expect(isShown()).toBe(false)
    expect(posts()).toEqual([])
    expect(dismissedFlag()).toBe('true')
  })

  it("sends the registered family's email as the guest email", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.userRegistration,
      JSON.stringify({ email: ' parent@example.org ' }),
    )
    renderBanner()
    fireEvent.click(await findButton('Reject'))
    await waitFor(() => expect(posts()).toHaveLength(1))
    expect(posts()[0]?.body).toEqual({ choice: 'reject', guestEmail: 'parent@example.org' })
  })

  it('disables every control while saving', async () => {
    let release: (response: Response) => void = () => {}
    postResponse = () => new Promise((resolve) => (release = resolve))
    renderBanner()
    fireEvent.click(await findButton('Accept All'))
    await waitFor(() => expect(button('Reject').hasAttribute('disabled')).toBe(true))
    for (const name of ['Accept Selected', 'Accept All', en.banner.close]) {
      expect(button(name).hasAttribute('disabled')).toBe(true)
    }
    expect(screen.getByRole('status').textContent).toBe(en.banner.saving)
    await act(async () => release(json({ consents: [], active: [] }, 201)))
    await waitFor(() => expect(isShown()).toBe(false))
  })

  it('still dismisses when saving fails, and only logs the error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    postResponse = async () => json({ error: { code: 'internal:api', message: 'boom' } }, 500)
    renderBanner()
    fireEvent.click(await findButton('Accept All'))
    await waitFor(() => expect(isShown()).toBe(false))
    expect(logged).toHaveBeenCalledWith('Could not record the cookie choice', expect.any(Error))
    expect(dismissedFlag()).toBe('true')
  })

  it('stays hidden when data-processing consent is already active', async () => {
    active = ['data_processing', 'analytics']
    const client = renderBanner()
    await waitFor(() => expect(client.getQueryState(['consents'])?.status).toBe('success'))
    expect(isShown()).toBe(false)
  })

  it('stays hidden once dismissed', async () => {
    window.localStorage.setItem(STORAGE_KEYS.consentBannerDismissed, 'true')
    renderBanner()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(isShown()).toBe(false)
    expect(requests).toEqual([])
  })

  it('shows when the consents cannot be loaded, so a choice can still be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(fetch).mockImplementationOnce(async () =>
      json({ error: { code: 'internal:api', message: 'x' } }, 500),
    )
    renderBanner()
    expect(await banner()).toBeTruthy()
  })

  it('speaks Spanish', async () => {
    renderBanner('es')
    expect(await screen.findByRole('region', { name: 'Usamos cookies' })).toBeTruthy()
    expect(controls().map((control) => control.textContent || control.getAttribute('aria-label'))).toEqual([
      'Rechazar',
      'Aceptar selección',
      'Aceptar todo',
      es.banner.close,
    ])
  })
})

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

describe('privacy locales', () => {
  it('have identical key sets in en and es', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort())
  })
})
