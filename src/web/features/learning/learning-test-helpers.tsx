// Shared set-up for the Beeducation component tests: the learning and games strings, a fast query client,
// a router, a real Toaster, and a fake server behind a stubbed fetch that records what was sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { Toaster } from 'sonner'
import { vi } from 'vitest'
import { preloadToasts } from '../../lib/toast'
import enGames from '../../locales/en/games.json'
import enLearning from '../../locales/en/learning.json'
import esGames from '../../locales/es/games.json'
import esLearning from '../../locales/es/learning.json'

// Components toast through lib/toast; with sonner loaded first, toasts show at once as the tests expect.
await preloadToasts()

export interface FakeFact {
  id: string
  title: string
  content: string
  category: string
  difficulty_level: number
  fun_fact: string | null
}

export const FACTS: FakeFact[] = [
  {
    id: 'five-eyes',
    title: 'Bees have five eyes',
    content: 'Two big eyes and three small ones.',
    category: 'bee_biology',
    difficulty_level: 1,
    fun_fact: 'Bees see ultraviolet light.',
  },
  {
    id: 'pollen-baskets',
    title: 'Pollen baskets',
    content: 'Bees carry pollen on their back legs.',
    category: 'pollination',
    difficulty_level: 2,
    fun_fact: null,
  },
  {
    id: 'fruit-needs-bees',
    title: 'Fruit needs bees',
    content: 'Apples grow after bees visit the flowers.',
    category: 'pollination',
    difficulty_level: 3,
    fun_fact: null,
  },
]

export interface SentRequest {
  method: string
  path: string
  body: unknown
}

interface FakeServerOptions {
  factsStatus?: number
  games?: Record<string, { completed: boolean; bestScore: number }>
  /** Steps already saved on the server, by lesson id. */
  lessonSteps?: Record<string, number>
  /** The signed-in user the session check reports; a guest by default. */
  user?: { id: string; email: string; name: string }
  functions?: Record<string, () => Response>
}

export function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } })
}

/** Answers the hub's calls like the real API would for one guest; records every request. */
export function stubServer({
  factsStatus = 200,
  games = {},
  user,
  functions = {},
  lessonSteps: savedSteps = {},
}: FakeServerOptions = {}) {
  const sent: SentRequest[] = []
  const topics = new Map<string, string[]>()
  const lessons = new Set<string>()
  const lessonSteps: Record<string, number> = { ...savedSteps }
  const summary = () => ({
    progress: [...topics].map(([topic, learned]) => ({
      id: topic,
      topic,
      level: learned.length,
      completed_lessons: learned,
    })),
    games,
    lessons: [...lessons].sort(),
    lessonSteps: { ...lessonSteps },
  })

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://garden.test'), init)
    const url = new URL(request.url, 'http://garden.test')
    const text = await request.text()
    const body = text ? JSON.parse(text) : undefined
    sent.push({ method: request.method, path: url.pathname + url.search, body })

    if (url.pathname === '/api/auth/get-session') return json(user ? { user } : null)
    if (url.pathname === '/api/learning/claim-guest') {
      // The guest's learned fact arrives in the account.
      topics.set('bee_biology', ['five-eyes'])
      return json({ claimed: { topics: 1, games: 0, lessons: 0 }, ...summary() })
    }
    if (url.pathname === '/api/facts') {
      if (factsStatus !== 200) return json({ error: { code: 'internal:api', message: 'down' } }, factsStatus)
      return json({ facts: FACTS })
    }
    if (url.pathname === '/api/learning/progress') return json(summary())
    if (url.pathname === '/api/learning/progress/learned') {
      const fact = FACTS.find((candidate) => candidate.id === body.factId)!
      const learned = topics.get(fact.category) ?? []
      if (!learned.includes(fact.id)) topics.set(fact.category, [...learned, fact.id])
      return json({ progress: summary().progress.find((record) => record.topic === fact.category) })
    }
    const step = /^\/api\/learning\/lessons\/([\w-]+)\/step$/.exec(url.pathname)
    if (step?.[1]) {
      lessonSteps[step[1]] = body.step
      return json({ lessonId: step[1], step: body.step })
    }
    const lesson = /^\/api\/learning\/lessons\/([\w-]+)\/complete$/.exec(url.pathname)
    if (lesson?.[1]) {
      lessons.add(lesson[1])
      delete lessonSteps[lesson[1]]
      return json({ lessons: [...lessons].sort() })
    }
    const fn = /^\/functions\/v1\/([\w-]+)$/.exec(url.pathname)?.[1]
    if (fn && functions[fn]) return functions[fn]()
    return json({ error: { code: 'not_found:function', message: 'No function' } }, 404)
  })
  vi.stubGlobal('fetch', fetchStub)
  return {
    sent,
    posts: (path: string) => sent.filter((entry) => entry.method === 'POST' && entry.path === path),
  }
}

export function createLearningI18n(language: 'en' | 'es') {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'learning',
    resources: { en: { learning: enLearning, games: enGames }, es: { learning: esLearning, games: esGames } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return i18n
}

export function renderWithApp(
  page: ReactNode,
  { language = 'en' as 'en' | 'es', path = '/learning-hub' } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createLearningI18n(language)}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  )
}
