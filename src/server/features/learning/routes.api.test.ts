import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beeLearningProgress, gameScores, lessonCompletions } from '../../db/schema/learning'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'

let ctx: TestContext
let factsByCategory: Map<string, string[]>
beforeAll(async () => {
  ctx = await createTestContext()
  const { facts } = (await (await ctx.request('/api/facts')).json()) as {
    facts: Array<{ id: string; category: string }>
  }
  factsByCategory = new Map()
  for (const fact of facts)
    factsByCategory.set(fact.category, [...(factsByCategory.get(fact.category) ?? []), fact.id])
})
afterAll(() => ctx.close())

const guest = () => ctx.client({ guestId: crypto.randomUUID() })
const factsOf = (category: string) => factsByCategory.get(category) ?? []

interface Summary {
  progress: Array<{ id: string; topic: string; level: number; completed_lessons: string[] }>
  games: Record<string, { completed: boolean; bestScore: number }>
  lessons: string[]
}

async function summary(browser: TestClient): Promise<Summary> {
  const response = await browser.request('/api/learning/progress')
  expect(response.status).toBe(200)
  return response.json()
}

async function learn(browser: TestClient, factId: unknown) {
  return browser.request('/api/learning/progress/learned', { method: 'POST', json: { factId } })
}

async function play(browser: TestClient, gameId: string, score: unknown) {
  return browser.request(`/api/learning/games/${gameId}/complete`, { method: 'POST', json: { score } })
}

let accounts = 0
async function signedIn(guestId?: string): Promise<TestClient> {
  accounts++
  const email = `learner${accounts}@garden.test`
  const signUp = await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Learner',
      age: 30,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(signUp.status).toBe(201)
  const browser = ctx.client({ guestId })
  const signIn = await browser.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'sunflower' },
  })
  expect(signIn.status).toBe(200)
  return browser
}

describe(`learning progress (${databaseKind})`, () => {
  it('starts empty and refuses callers with no identity', async () => {
    expect(await summary(guest())).toEqual({ progress: [], games: {}, lessons: [], lessonSteps: {} })
    expect((await ctx.request('/api/learning/progress')).status).toBe(401)
    expect((await learn(ctx, factsOf('pollination')[0])).status).toBe(401)
  })

  it('creates a topic at level 1, raises it once per new fact, and ignores a fact learned twice', async () => {
    const browser = guest()
    const [first, second] = factsOf('pollination')
    const created = await learn(browser, first)
    expect(created.status).toBe(200)
    const { progress } = await created.json()
    expect(progress).toMatchObject({ topic: 'pollination', level: 1, completed_lessons: [first] })

    const again = await (await learn(browser, first)).json()
    expect(again.progress).toMatchObject({ id: progress.id, level: 1, completed_lessons: [first] })

    const raised = await (await learn(browser, second)).json()
    expect(raised.progress).toMatchObject({ id: progress.id, level: 2, completed_lessons: [first, second] })
    expect((await summary(browser)).progress).toEqual([raised.progress])
  })

  it('uses the fact category as the topic and stops the level at 10', async () => {
    const browser = guest()
    const facts = factsOf('conservation')
    expect(facts.length).toBeGreaterThan(10)
    for (const id of facts) await learn(browser, id)
    await learn(browser, factsOf('bee_biology')[0])
    const { progress } = await summary(browser)
    expect(progress.map((record) => [record.topic, record.level])).toEqual([
      ['bee_biology', 1],
      ['conservation', 10],
    ])
    expect(progress[1]?.completed_lessons).toEqual(facts)
  })

  it('answers 400 for a bad body or an unknown fact, and stores nothing', async () => {
    const browser = guest()
    const missing = await browser.request('/api/learning/progress/learned', { method: 'POST', json: {} })
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.field).toBe('factId')
    expect((await learn(browser, 42)).status).toBe(400)
    const unknown = await learn(browser, 'bees-can-drive-cars')
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error).toMatchObject({ code: 'invalid:body', field: 'factId' })
    expect((await summary(browser)).progress).toEqual([])
  })
})

describe(`game scores (${databaseKind})`, () => {
  it('keeps the best score and counts every completion', async () => {
    const browser = guest()
    expect(await (await play(browser, 'bee-trivia', 90)).json()).toEqual({
      gameId: 'bee-trivia',
      game: { completed: true, bestScore: 90, timesCompleted: 1 },
    })
    expect((await (await play(browser, 'bee-trivia', 40)).json()).game).toEqual({
      completed: true,
      bestScore: 90,
      timesCompleted: 2,
    })
    expect((await (await play(browser, 'bee-trivia', 150)).json()).game.bestScore).toBe(150)
    await play(browser, 'flower-match', 0)
    expect((await summary(browser)).games).toEqual({
      'bee-trivia': { completed: true, bestScore: 150 },
      'flower-match': { completed: true, bestScore: 0 },
    })
  })

  it('stores the four round-based games like the first two, and still refuses Coming Soon games', async () => {
    const browser = guest()
    for (const [gameId, score] of [
      ['pollination-quest', 150],
      ['bee-dance-decoder', 75],
      ['bee-lifecycle-lab', 0],
      ['garden-planner', 120],
    ] as const)
      expect((await play(browser, gameId, score)).status).toBe(200)
    expect((await summary(browser)).games).toEqual({
      'pollination-quest': { completed: true, bestScore: 150 },
      'bee-dance-decoder': { completed: true, bestScore: 75 },
      'bee-lifecycle-lab': { completed: true, bestScore: 0 },
      'garden-planner': { completed: true, bestScore: 120 },
    })
    expect((await play(browser, 'species-spotter', 10)).status).toBe(400)
  })

  it.each([
    ['hive-builder', 10, 'gameId'],
    ['space-invaders', 10, 'gameId'],
    ['bee-trivia', -1, 'score'],
    ['bee-trivia', 10_001, 'score'],
    ['bee-trivia', 12.5, 'score'],
    ['bee-trivia', '90', 'score'],
  ])('refuses %s with score %j (400 naming %s)', async (gameId, score, field) => {
    const browser = guest()
    const response = await play(browser, gameId, score)
    expect(response.status).toBe(400)
    expect((await response.json()).error.field).toBe(field)
    expect((await summary(browser)).games).toEqual({})
  })
})

describe(`lessons (${databaseKind})`, () => {
  it('records a finished lesson once and refuses unknown lessons', async () => {
    const browser = guest()
    const complete = (id: string) =>
      browser.request(`/api/learning/lessons/${id}/complete`, { method: 'POST' })
    expect(await (await complete('garden-basics')).json()).toEqual({ lessons: ['garden-basics'] })
    expect(await (await complete('garden-basics')).json()).toEqual({ lessons: ['garden-basics'] })
    expect(await (await complete('bee-basics')).json()).toEqual({ lessons: ['bee-basics', 'garden-basics'] })
    expect(await (await complete('conservation')).json()).toEqual({
      lessons: ['bee-basics', 'conservation', 'garden-basics'],
    })
    expect((await complete('rocket-science')).status).toBe(400)
    expect((await summary(browser)).lessons).toEqual(['bee-basics', 'conservation', 'garden-basics'])
  })
})

describe(`scoping (${databaseKind})`, () => {
  it('keeps guests apart: guest Y never sees nor changes guest X', async () => {
    const x = guest()
    const y = guest()
    const fact = factsOf('bee_species')[0]
    await learn(x, fact)
    await play(x, 'flower-match', 120)
    await x.request('/api/learning/lessons/bee-basics/complete', { method: 'POST' })
    expect(await summary(y)).toEqual({ progress: [], games: {}, lessons: [], lessonSteps: {} })
    const mine = await (await learn(y, fact)).json()
    expect(mine.progress.level).toBe(1)
    await learn(y, factsOf('bee_species')[1])
    expect((await summary(x)).progress[0]).toMatchObject({ level: 1, completed_lessons: [fact] })
  })

  it('keeps users apart, and a user apart from the guest id their browser sends', async () => {
    const guestId = crypto.randomUUID()
    const asGuest = ctx.client({ guestId })
    await learn(asGuest, factsOf('honey_and_hive')[0])
    const a = await signedIn(guestId)
    const b = await signedIn()
    await learn(a, factsOf('garden_basics')[0])
    await play(a, 'bee-trivia', 60)
    const seenByA = await summary(a)
    expect(seenByA.progress.map((record) => record.topic)).toEqual(['garden_basics'])
    expect(await summary(b)).toEqual({ progress: [], games: {}, lessons: [], lessonSteps: {} })
    await learn(b, factsOf('garden_basics')[0])
    expect((await summary(a)).progress[0]?.level).toBe(1)
    expect((await summary(asGuest)).progress.map((record) => record.topic)).toEqual(['honey_and_hive'])
  })
})

describe(`claiming guest progress (${databaseKind})`, () => {
  it('merges the guest progress into the account and deletes the guest rows', async () => {
    const guestId = crypto.randomUUID()
    const asGuest = ctx.client({ guestId })
    const [g1, g2, g3] = factsOf('pollination')
    await learn(asGuest, g1)
    await learn(asGuest, g2)
    await learn(asGuest, g3)
    await learn(asGuest, factsOf('bee_biology')[0])
    await play(asGuest, 'bee-trivia', 120)
    await play(asGuest, 'flower-match', 300)
    await asGuest.request('/api/learning/lessons/bee-basics/complete', { method: 'POST' })

    const user = await signedIn(guestId)
    await learn(user, g2)
    await learn(user, factsOf('pollination')[5])
    await play(user, 'bee-trivia', 140)
    await user.request('/api/learning/lessons/bee-basics/complete', { method: 'POST' })
    await user.request('/api/learning/lessons/garden-basics/complete', { method: 'POST' })

    const response = await user.request('/api/learning/claim-guest', { method: 'POST' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.claimed).toEqual({ topics: 2, games: 2, lessons: 1 })
    const pollination = body.progress.find((record: { topic: string }) => record.topic === 'pollination')
    expect(pollination.level).toBe(3)
    expect(pollination.completed_lessons).toEqual([g2, factsOf('pollination')[5], g1, g3])
    expect(body.progress.map((record: { topic: string }) => record.topic)).toEqual([
      'bee_biology',
      'pollination',
    ])
    expect(body.games).toEqual({
      'bee-trivia': { completed: true, bestScore: 140 },
      'flower-match': { completed: true, bestScore: 300 },
    })
    expect(body.lessons).toEqual(['bee-basics', 'garden-basics'])

    // Plays add up: one as a guest, one signed in, and this one.
    expect((await (await play(user, 'bee-trivia', 0)).json()).game.timesCompleted).toBe(3)
    for (const table of [beeLearningProgress, gameScores, lessonCompletions]) {
      expect(await ctx.database.db.select().from(table).where(eq(table.guestId, guestId))).toEqual([])
    }
    expect(await summary(asGuest)).toEqual({ progress: [], games: {}, lessons: [], lessonSteps: {} })
    expect(await (await user.request('/api/learning/claim-guest', { method: 'POST' })).json()).toMatchObject({
      claimed: { topics: 0, games: 0, lessons: 0 },
      lessons: ['bee-basics', 'garden-basics'],
    })
  })

  it('is for signed-in users only', async () => {
    expect((await guest().request('/api/learning/claim-guest', { method: 'POST' })).status).toBe(401)
  })
})
