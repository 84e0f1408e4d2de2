// @vitest-environment jsdom
// Component test of the console's unanswered-questions table, fed by the /api/operator/unanswered wire format.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/operator.json'
import { UnansweredPanel } from './unanswered-panel'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderPanel(body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  )
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
        <UnansweredPanel />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

describe('UnansweredPanel', () => {
  it('lists the most asked unanswered questions with their counts', async () => {
    renderPanel({
      questions: [
        {
          question: 'how much does a greenhouse cost',
          language: 'en',
          count: 4,
          lastAskedAt: '2026-11-24T10:00:00.000Z',
        },
        {
          question: 'qué tiempo hará mañana',
          language: 'es',
          count: 1,
          lastAskedAt: '2026-11-24T09:00:00.000Z',
        },
      ],
    })
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1]!).getByText('how much does a greenhouse cost')).toBeTruthy()
    expect(within(rows[1]!).getByText('4')).toBeTruthy()
    expect(within(rows[2]!).getByText('es')).toBeTruthy()
  })

  it('says so when every question was answered', async () => {
    renderPanel({ questions: [] })
    expect(await screen.findByText('No unanswered questions yet.')).toBeTruthy()
  })
})
