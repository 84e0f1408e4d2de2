// Lesson progress per step (issue 18): saved per owner, resumed from another device, cleared when the lesson is
// finished, moved with a guest's progress, exported with the account and deleted with it.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LESSONS } from '../../../shared/lessons/lessons'
import { lessonSteps } from '../../db/schema/learning'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const guest = (guestId = crypto.randomUUID()) => ctx.client({ guestId })
const saveStep = (browser: TestClient, lessonId: string, step: unknown) =>
  browser.request(`/api/learning/lessons/${lessonId}/step`, { method: 'PUT', json: { step } })
const stepsOf = async (browser: TestClient) => {
  const response = await browser.request('/api/learning/progress')
  expect(response.status).toBe(200)
  return ((await response.json()) as { lessonSteps: Record<string, number> }).lessonSteps
}

let accounts = 0
async function newAccount(): Promise<string> {
  accounts++
  const email = `stepper${accounts}@garden.test`
  const signUp = await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Stepper',
      age: 35,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(signUp.status).toBe(201)
  return email
}
async function signIn(email: string, guestId?: string): Promise<TestClient> {
  const browser = ctx.client({ guestId })
  const response = await browser.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'sunflower' },
  })
  expect(response.status).toBe(200)
  return browser
}

describe(`lesson steps (${databaseKind})`, () => {
  it('keeps the latest step of each lesson for a guest, and a finished lesson starts over', async () => {
    const browser = guest()
    expect(await stepsOf(browser)).toEqual({})
    expect(await (await saveStep(browser, 'bee-basics', 2)).json()).toEqual({
      lessonId: 'bee-basics',
      step: 2,
    })
    await saveStep(browser, 'bee-basics', 4)
    await saveStep(browser, 'bee-basics', 3)
    await saveStep(browser, 'garden-seasons', 1)
    expect(await stepsOf(browser)).toEqual({ 'bee-basics': 3, 'garden-seasons': 1 })
    const rows = await ctx.database.db
      .select()
      .from(lessonSteps)
      .where(eq(lessonSteps.lessonId, 'bee-basics'))
    expect(rows.filter((row) => row.guestId !== null && row.step === 3)).toHaveLength(1)

    const done = await browser.request('/api/learning/lessons/bee-basics/complete', { method: 'POST' })
    expect(done.status).toBe(200)
    expect(await stepsOf(browser)).toEqual({ 'garden-seasons': 1 })
  })

  it('resumes a signed-in reader on another device, and keeps owners apart', async () => {
    const email = await newAccount()
    const laptop = await signIn(email)
    const tablet = await signIn(email)
    const stranger = guest()
    await saveStep(laptop, 'bee-talk', 5)
    await saveStep(stranger, 'bee-talk', 1)
    expect(await stepsOf(tablet)).toEqual({ 'bee-talk': 5 })
    expect(await stepsOf(stranger)).toEqual({ 'bee-talk': 1 })
    expect(await stepsOf(await signIn(await newAccount()))).toEqual({})
  })

  it('accepts the last quiz question and refuses steps past it, bad bodies, unknown lessons and no identity', async () => {
    const browser = guest()
    const { sections, quiz } = LESSONS.conservation
    const last = sections.length + quiz.length - 1
    expect((await saveStep(browser, 'conservation', last)).status).toBe(200)
    for (const step of [last + 1, -1, 1.5, '2', null]) {
      const refused = await saveStep(browser, 'conservation', step)
      expect(refused.status, String(step)).toBe(400)
      expect((await refused.json()).error).toMatchObject({ code: 'invalid:body', field: 'step' })
    }
    const unknown = await saveStep(browser, 'rocket-science', 1)
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error.field).toBe('lessonId')
    expect((await saveStep(ctx, 'conservation', 1)).status).toBe(401)
    expect(await stepsOf(browser)).toEqual({ conservation: last })
  })

  it("moves a guest's steps into the account, where the account's own place wins", async () => {
    const guestId = crypto.randomUUID()
    const asGuest = guest(guestId)
    await saveStep(asGuest, 'bee-senses', 2)
    await saveStep(asGuest, 'meet-the-bees', 4)
    const user = await signIn(await newAccount(), guestId)
    await saveStep(user, 'meet-the-bees', 1)
    const claim = await user.request('/api/learning/claim-guest', { method: 'POST' })
    expect(claim.status).toBe(200)
    expect((await claim.json()).lessonSteps).toEqual({ 'bee-senses': 2, 'meet-the-bees': 1 })
    expect(await ctx.database.db.select().from(lessonSteps).where(eq(lessonSteps.guestId, guestId))).toEqual(
      [],
    )
  })

  it('is in the account export and gone with the account', async () => {
    const email = await newAccount()
    const browser = await signIn(email)
    await saveStep(browser, 'honey-and-hive', 3)
    const exported = await (await browser.request('/api/account/export')).json()
    expect(exported.learning.lessonSteps).toEqual([
      expect.objectContaining({ lessonId: 'honey-and-hive', step: 3 }),
    ])
    const userId = exported.account.id as string
    const deleted = await browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email, password: 'sunflower' },
    })
    expect(deleted.status).toBe(200)
    expect(await ctx.database.db.select().from(lessonSteps).where(eq(lessonSteps.userId, userId))).toEqual([])
  })
})
