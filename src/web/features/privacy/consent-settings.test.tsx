// @vitest-environment jsdom
// Privacy choices: switches follow the active consents; off withdraws the active record, on records a consent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Toaster, toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/privacy.json'
import { ConsentSettings } from './consent-settings'

const ANALYTICS_ID = '0b7f3c2e-8c1d-4a57-9a52-7d4f1f0e2a11'
let requests: { url: string; method: string; body: unknown }[] = []

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

const analyticsRecord = {
  id: ANALYTICS_ID,
  consent_type: 'analytics',
  consent_given: true,
  consent_version: '1.0',
  ip_address: null,
  user_agent: null,
  user_id: null,
  email: null,
  created_at: '2025-03-01T00:00:00.000Z',
  withdrawn_at: null,
}

beforeEach(() => {
  requests = []
  window.localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      requests.push({
        url: String(input),
        method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      if (method === 'GET') return json({ consents: [analyticsRecord], active: ['analytics'] })
      return json({ consent: analyticsRecord }, 201)
    }),
  )
})

afterEach(() => {
  toast.dismiss()
  cleanup()
  vi.unstubAllGlobals()
})

function renderSettings() {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { privacy: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConsentSettings />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

const switchFor = async (label: string) =>
  (await screen.findByLabelText(new RegExp(`^${label}`))) as HTMLInputElement

describe('ConsentSettings', () => {
  it('shows each consent type switched on only when active', async () => {
    renderSettings()
    expect((await switchFor(en.types.analytics)).checked).toBe(true)
    expect((await switchFor(en.types.marketing)).checked).toBe(false)
    expect(document.querySelectorAll('input[role="switch"]')).toHaveLength(5)
  })

  it('withdraws the active analytics consent when switched off', async () => {
    renderSettings()
    fireEvent.click(await switchFor(en.types.analytics))
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1))
    expect(requests.find((request) => request.method === 'POST')?.url).toBe(
      `/api/consents/${ANALYTICS_ID}/withdraw`,
    )
    expect(await screen.findByText(en.settings.saved)).toBeTruthy()
  })

  it('records a new consent when switched on', async () => {
    renderSettings()
    fireEvent.click(await switchFor(en.types.marketing))
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1))
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      url: '/api/consents',
      method: 'POST',
      body: { consentType: 'marketing', consentGiven: true },
    })
  })
})
