// @vitest-environment jsdom
// Game results reach the cache at once (optimistic) and are rolled back when the server refuses them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LEARNING_PROGRESS_KEY, type LearningSummary } from './learning-api'
import { json } from './learning-test-helpers'
import { useCompleteGame } from './use-learning-progress'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const stored: LearningSummary = {
  progress: [],
  games: { 'bee-trivia': { completed: true, bestScore: 100 } },
  lessons: [],
  lessonSteps: {},
}

function setUp(answer: Promise<Response>) {
  const sent: Array<{ url: string; body: unknown }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (url.includes('/complete')) {
        sent.push({ url, body: JSON.parse(String(init?.body)) })
        return answer
      }
      return json(stored)
    }),
  )
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(LEARNING_PROGRESS_KEY, stored)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  const { result } = renderHook(() => useCompleteGame(), { wrapper })
  const games = () => client.getQueryData<LearningSummary>(LEARNING_PROGRESS_KEY)?.games
  return { result, sent, games }
}

describe('useCompleteGame', () => {
  it('shows the new best score before the server answers and sends whole points', async () => {
    let reply!: (response: Response) => void
    const { result, sent, games } = setUp(new Promise((resolve) => (reply = resolve)))
    act(() => result.current.mutate({ gameId: 'flower-match', score: 612.4 }))
    await vi.waitFor(() => expect(games()?.['flower-match']).toEqual({ completed: true, bestScore: 612.4 }))
    expect(games()?.['bee-trivia']).toEqual({ completed: true, bestScore: 100 })
    expect(sent).toEqual([{ url: '/api/learning/games/flower-match/complete', body: { score: 612 } }])
    reply(json({ gameId: 'flower-match', game: { completed: true, bestScore: 612, timesCompleted: 1 } }))
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true))
  })

  it('rolls back when the server refuses the result', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result, games } = setUp(
      Promise.resolve(json({ error: { code: 'invalid:body', message: 'no' } }, 400)),
    )
    act(() => result.current.mutate({ gameId: 'bee-trivia', score: 150 }))
    await vi.waitFor(() => expect(result.current.isError).toBe(true))
    expect(games()?.['bee-trivia']).toEqual({ completed: true, bestScore: 100 })
  })
})
