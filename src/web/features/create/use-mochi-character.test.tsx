// @vitest-environment jsdom
// The mascot character hook: the active asset, the bundled default, the one-time extraction 2 s after load,
// and the emoji (null) after an error.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { json, stubFetch } from './create-test-helpers'
import { DEFAULT_CHARACTER_URL, useMochiCharacter } from './use-mochi-character'

const CLIP_URL = '/api/creations/c1/media?t=tok'
const operatorSession = () =>
  json({ user: { id: 'u1', email: 'ops@garden.test', name: 'Ops', role: 'admin' } })
const asset = { id: 'a1', asset_type: 'character', is_active: true, url: '/api/creations/assets/a1/media' }

function renderCharacter() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useMochiCharacter(), { wrapper })
}

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useMochiCharacter', () => {
  it('uses the active character asset and extracts nothing', async () => {
    const seen = stubFetch({ 'GET /api/creations/assets': () => json({ assets: [asset] }) })
    const { result } = renderCharacter()
    await waitFor(() => expect(result.current).toBe(asset.url))
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(seen.map((request) => request.url)).toEqual(['/api/creations/assets'])
  })

  it('extracts once from my newest clip 2 s after load, sets the flag, then shows the new character', async () => {
    let assets: unknown[] = []
    const seen = stubFetch({
      'GET /api/auth/get-session': operatorSession,
      'GET /api/creations/assets': () => json({ assets }),
      'GET /api/creations?': () => json({ creations: [{ id: 'c1', url: CLIP_URL }] }),
      'POST /functions/v1/extract_mochi_character': () => {
        assets = [asset]
        return json({ success: true, asset })
      },
    })
    const { result } = renderCharacter()
    await waitFor(() => expect(result.current).toBe(DEFAULT_CHARACTER_URL))
    await act(() => vi.advanceTimersByTimeAsync(1900))
    expect(seen.some((request) => request.method === 'POST')).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(200))
    await waitFor(() => expect(result.current).toBe(asset.url))
    expect(seen.find((request) => request.method === 'POST')).toMatchObject({ body: { videoUrl: CLIP_URL } })
    expect(seen.find((request) => request.url.startsWith('/api/creations?'))?.url).toBe(
      '/api/creations?kind=video&limit=1',
    )
    expect(localStorage.getItem('mochi_character_processed')).toBe('true')
  })

  it('does not run again once the flag is set, and keeps the bundled drawing', async () => {
    localStorage.setItem('mochi_character_processed', 'true')
    const seen = stubFetch({ 'GET /api/creations/assets': () => json({ assets: [] }) })
    const { result } = renderCharacter()
    await waitFor(() => expect(result.current).toBe(DEFAULT_CHARACTER_URL))
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(seen).toHaveLength(1)
  })

  it('falls back to the emoji (null) when extraction fails', async () => {
    stubFetch({
      'GET /api/auth/get-session': operatorSession,
      'GET /api/creations/assets': () => json({ assets: [] }),
      'GET /api/creations?': () => json({ creations: [{ id: 'c1', url: CLIP_URL }] }),
      'POST /functions/v1/extract_mochi_character': () =>
        json({ error: { code: 'unreadable:video', message: 'no' } }, 422),
    })
    const { result } = renderCharacter()
    await waitFor(() => expect(result.current).toBe(DEFAULT_CHARACTER_URL))
    await act(() => vi.advanceTimersByTimeAsync(2100))
    await waitFor(() => expect(result.current).toBeNull())
    expect(localStorage.getItem('mochi_character_processed')).toBe('true')
  })

  it('never asks to change Mochi for a guest or a family account', async () => {
    for (const session of [null, { id: 'u2', email: 'mum@garden.test', name: 'Mum', role: 'user' }]) {
      localStorage.clear()
      const seen = stubFetch({
        'GET /api/auth/get-session': () => json(session ? { user: session } : null),
        'GET /api/creations/assets': () => json({ assets: [] }),
        'GET /api/creations?': () => json({ creations: [{ id: 'c1', url: CLIP_URL }] }),
      })
      const { result, unmount } = renderCharacter()
      await waitFor(() => expect(result.current).toBe(DEFAULT_CHARACTER_URL))
      await act(() => vi.advanceTimersByTimeAsync(2500))
      expect(seen.some((request) => request.method === 'POST')).toBe(false)
      expect(result.current).toBe(DEFAULT_CHARACTER_URL)
      unmount()
    }
  })
})
