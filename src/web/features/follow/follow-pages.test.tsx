// @vitest-environment jsdom
// The pages behind the mailed links: confirm once on arrival (even in StrictMode); unsubscribe only on a click.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import i18next from 'i18next'
import { type ReactNode, StrictMode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../locales/en/follow.json'
import { FollowConfirmPage } from './follow-confirm-page'
import { FollowUnsubscribePage } from './follow-unsubscribe-page'

const TOKEN = 'Zm9sbG93LW1vY2hpLXRva2VuLWZvci10ZXN0cw-abc'
let requests: { url: string; body: unknown }[] = []
let respond: () => Response

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

beforeEach(() => {
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), body: JSON.parse(String(init?.body)) })
      return respond()
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderAt(path: string, page: ReactNode) {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { follow: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
}

const heading = () => screen.findByText(/./, { selector: 'h1' })

describe('FollowConfirmPage', () => {
  it('confirms exactly once and greets the follower', async () => {
    respond = () => json({ name: 'Ana', isChild: false, alreadyConfirmed: false })
    renderAt(`/follow/confirm?token=${TOKEN}`, <FollowConfirmPage />)
    expect(await screen.findByText("You're following Mochi!")).toBeTruthy()
    expect(screen.getByText('Hooray, Ana! Garden updates will buzz into your inbox.')).toBeTruthy()
    expect(requests).toEqual([{ url: '/api/follow/confirm', body: { token: TOKEN } }])
  })

  it('thanks a parent who confirmed for a child', async () => {
    respond = () => json({ name: 'Leo', isChild: true, alreadyConfirmed: false })
    renderAt(`/follow/confirm?token=${TOKEN}`, <FollowConfirmPage />)
    expect(await screen.findByText('Thank you!')).toBeTruthy()
    expect(screen.getByText('Leo will now receive garden updates at your address.')).toBeTruthy()
  })

  it('explains a link that is no longer valid', async () => {
    respond = () => json({ error: { code: 'invalid:token', message: 'gone' } }, 404)
    renderAt(`/follow/confirm?token=${TOKEN}`, <FollowConfirmPage />)
    expect((await screen.findByText(en.confirm.invalidTitle)).tagName).toBe('H1')
    expect(requests).toHaveLength(1)
  })

  it('does not call the server for a missing or cut-off token', async () => {
    renderAt('/follow/confirm?token=short', <FollowConfirmPage />)
    expect((await heading()).textContent).toBe(en.confirm.invalidTitle)
    expect(requests).toEqual([])
  })
})

describe('FollowUnsubscribePage', () => {
  it('waits for a click, then confirms a child is unsubscribed', async () => {
    respond = () => json({ unsubscribed: true, isChild: true })
    renderAt(`/follow/unsubscribe?token=${TOKEN}`, <FollowUnsubscribePage />)
    expect((await heading()).textContent).toBe(en.unsubscribe.title)
    expect(requests).toEqual([])
    fireEvent.click(screen.getByText(en.unsubscribe.button, { selector: 'button' }))
    expect(await screen.findByText("You're unsubscribed")).toBeTruthy()
    expect(screen.getByText("Your consent is withdrawn; we've stopped all updates.")).toBeTruthy()
    expect(requests).toEqual([{ url: '/api/follow/unsubscribe', body: { token: TOKEN } }])
  })

  it('tells an adult the updates stopped', async () => {
    respond = () => json({ unsubscribed: true, isChild: false })
    renderAt(`/follow/unsubscribe?token=${TOKEN}`, <FollowUnsubscribePage />)
    fireEvent.click(await screen.findByText(en.unsubscribe.button, { selector: 'button' }))
    expect(await screen.findByText(en.unsubscribe.done)).toBeTruthy()
  })
})
