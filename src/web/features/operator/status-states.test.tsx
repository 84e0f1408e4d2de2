// @vitest-environment jsdom
// Status lines tell the truth: "Not configured" is its own state in Diagnostics' integrations and the Voice Test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/operator.json'
import { ServicesList } from './services-list'
import { VoiceTestPanel } from './voice-test-panel'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderWith(node: ReactNode) {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { operator: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        {node}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

const row = (name: string) => screen.getByText(name).closest('li')!

describe('integration states', () => {
  it('shows a missing integration as "Not configured", never healthy or failing', () => {
    renderWith(
      <ServicesList
        services={{ database: { status: 'healthy', latency_ms: 2 } }}
        integrations={{
          smtp: { configured: false, healthy: false, status: 'not_configured' },
          speech_recognition: { configured: true, healthy: true, status: 'healthy' },
          openai: { configured: true, healthy: false },
        }}
      />,
    )
    expect(within(row(en.checks.smtp)).getByText(en.status.not_configured)).toBeTruthy()
    expect(within(row(en.checks.speech_recognition)).getByText(en.status.healthy)).toBeTruthy()
    expect(within(row(en.checks.openai)).getByText(en.status.unhealthy)).toBeTruthy()
  })
})

describe('VoiceTestPanel', () => {
  it('says "Not configured" (not "Healthy") when Mochi speaks but nothing listens', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              healthy: false,
              status: 'not_configured',
              tts: { ok: true, duration_seconds: 2.1, sample_rate: 22050, latency_ms: 40 },
              recognition: { available: false, provider: 'none' },
              premium_voice: { configured: false },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    )
    renderWith(<VoiceTestPanel />)
    fireEvent.click(screen.getByRole('button', { name: en.production.voice.run }))
    const result = await screen.findByRole('status')
    expect(within(result).getByText(en.status.not_configured)).toBeTruthy()
    expect(within(result).queryByText(en.status.healthy)).toBeNull()
    expect(within(result).getByText(en.production.voice.recognitionMissing)).toBeTruthy()
    expect(await screen.findByText(en.production.voice.partly)).toBeTruthy()
    expect(screen.queryByText(en.production.voice.passed)).toBeNull()
  })
})
