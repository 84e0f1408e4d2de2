// @vitest-environment jsdom
// The operator claim form shows the registry's text for the server's error code in the page's language, not the
// server's English message.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/operator.json'
import es from '../../locales/es/operator.json'
import { OperatorClaimForm } from './operator-claim-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const SERVER_ENGLISH = 'This operator token is not valid (server wording)'

function renderForm(language: 'en' | 'es') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'invalid:bootstrap_token', message: SERVER_ENGLISH, field: 'token' },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    ),
  )
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { en: { operator: en }, es: { operator: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <OperatorClaimForm />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}

async function submitToken(label: string, button: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: 'not-the-token' } })
  fireEvent.click(screen.getByText(button))
  return (await screen.findByRole('alert')).textContent
}

describe('OperatorClaimForm', () => {
  it('shows the Spanish registry text for the code on a Spanish page', async () => {
    renderForm('es')
    const shown = await submitToken('Código de operador', 'Ser el operador')
    expect(shown).toMatch(/^Este código de operador no es válido/)
    expect(shown).not.toContain(SERVER_ENGLISH)
  })

  it('shows the English registry text, not the server message, on an English page', async () => {
    renderForm('en')
    const shown = await submitToken('Operator token', 'Become the operator')
    expect(shown).toMatch(/^This operator token is not valid: it may be mistyped/)
    expect(shown).not.toContain('server wording')
  })
})
