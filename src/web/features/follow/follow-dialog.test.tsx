// @vitest-environment jsdom
// The follow dialog against a stubbed follow-mochi: the spec's three validation toasts, the bodies sent for an
// adult and for a child, and the success and failure toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { Toaster, toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import validationEn from '../../../shared/i18n/en/validation.json'
import validationEs from '../../../shared/i18n/es/validation.json'
import en from '../../locales/en/follow.json'
import es from '../../locales/es/follow.json'
import { FollowButton } from './follow-dialog'

let requests: { url: string; body: unknown }[] = []
let respond: () => Response

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  requests = []
  respond = () => json({ success: true, pendingConfirmation: true, confirmationSentTo: 'follower' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), body: JSON.parse(String(init?.body)) })
      return respond()
    }),
  )
})

afterEach(() => {
  toast.dismiss()
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderDialog(language: 'en' | 'es' = 'en') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { follow: en, validation: validationEn },
      es: { follow: es, validation: validationEs },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <FollowButton />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByText(language === 'en' ? en.trigger : es.trigger).closest('button')!)
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const tick = (label: string | RegExp) => fireEvent.click(screen.getByLabelText(label))
const submit = () => fireEvent.click(screen.getByText(en.submit, { selector: 'form button' }))

/** A toast's title and description, found by its title. */
async function toastWith(title: string) {
  const node = await screen.findByText(title, { selector: '[data-title]' })
  return node.closest('[data-sonner-toast]')?.querySelector('[data-description]')?.textContent
}

describe('FollowDialog validation', () => {
  // One render walks the schema's checks in order: each fix reveals the next problem, as a family meets them.
  it('shows the spec toast and inline error for each missing piece, and sends nothing', async () => {
    renderDialog()
    const dialog = document.querySelector('[role="dialog"]')
    expect(document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(en.title)
    submit()
    expect(await toastWith('Missing Information')).toBe('Please fill in your name and email address.')
    expect(
      screen.getByText('Please fill in your name and email address.', { selector: 'p[role="alert"]' }),
    ).toBeTruthy()

    type('Name', 'Leo')
    type('Email', 'leo@example.org')
    submit()
    expect(await toastWith('Consent Required')).toBe('Please agree to receive updates from Mochi.')

    tick(en.isChild)
    expect(screen.getByText(en.childInfo)).toBeTruthy()
    expect(screen.getByLabelText(en.childName)).toBeTruthy()
    tick(en.consent)
    submit()
    expect(await toastWith('Parent Consent Required')).toBe(
      "For children under 13, we need a parent's email and consent.",
    )
    expect(requests).toEqual([])
  })

  it('shows the Spanish titles in Spanish', async () => {
    renderDialog('es')
    fireEvent.click(screen.getByText(es.submit, { selector: 'form button' }))
    expect(await toastWith('Falta información')).toBe(validationEs.followMissingInfo)
  })
})

describe('FollowDialog sending', () => {
  it("sends an adult's request and welcomes them", async () => {
    renderDialog()
    type('Name', '  Ana ')
    type('Email', 'ana@example.org')
    type(en.age, '34')
    tick(en.consent)
    submit()
    const description = await toastWith(
      "Welcome to Mochi's Garden, Ana! You'll receive fun garden updates for the whole family.",
    )
    expect(description).toBe(en.checkInbox)
    expect(requests).toEqual([
      {
        url: '/functions/v1/follow-mochi',
        body: {
          name: 'Ana',
          email: 'ana@example.org',
          parentEmail: null,
          age: 34,
          isChild: false,
          consent: true,
          parentConsent: false,
          language: 'en',
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      },
    ])
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
  })

  it("sends a child's request with the parent's email and consent, decided by a young age", async () => {
    respond = () => json({ success: true, pendingConfirmation: true, confirmationSentTo: 'parent' })
    renderDialog()
    type(en.age, '9')
    // The age decides: the under-13 box cannot be unticked any more, the parent's fields are shown.
    expect(screen.queryByLabelText(en.isChild)).toBeNull()
    expect(screen.getByText(en.childByAge)).toBeTruthy()
    type(en.childName, 'Leo')
    type('Email', 'leo@example.org')
    type(en.parentEmail, 'mum@example.org')
    tick(en.parentConsent)
    tick(en.consent)
    submit()
    expect(
      await toastWith(
        "Welcome to Mochi's Garden, Leo! You'll receive fun garden updates for the whole family.",
      ),
    ).toBe(en.checkParentInbox)
    expect(requests[0]?.body).toMatchObject({
      name: 'Leo',
      email: 'leo@example.org',
      parentEmail: 'mum@example.org',
      age: 9,
      isChild: true,
      consent: true,
      parentConsent: true,
    })
  })

  it('says Oops when the server fails, kindly explains a rate limit, and keeps the dialog open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    respond = () => json({ error: { code: 'internal:api', message: 'down' } }, 500)
    renderDialog()
    type('Name', 'Ana')
    type('Email', 'ana@example.org')
    tick(en.consent)
    submit()
    expect(await toastWith('Oops!')).toBe('Something went wrong. Please try again later.')
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    toast.dismiss()

    respond = () => json({ error: { code: 'rate_limit:api', message: 'slow down' } }, 429)
    submit()
    await waitFor(() => expect(requests).toHaveLength(2))
    await waitFor(() => expect(screen.getByText(en.rateLimited)).toBeTruthy())
  })
})

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

describe('follow locales', () => {
  it('have identical key sets in en and es', () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort())
  })
})
