// GET and PUT /api/voice-settings: defaults, per-owner rows, the 0.1 steps, the guest claim, export and deletion.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { voiceSettings } from '../../db/schema/voice-settings'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const DANIEL = 'onwK4e9ZLuTAKqWW03F9'
const LILY = 'pFZP5JQG7iQjIQuC4Bku'
const ROGER = 'CwhRBWXzGAHq8TQ4Fs17'
const DEFAULTS = {
  enabled: true,
  voiceId: '9BWtsMINqrJLrRacOk9x',
  volume: 0.8,
  stability: 0.7,
  similarityBoost: 0.8,
  style: 0.2,
}
const CHOSEN = {
  enabled: false,
  voiceId: DANIEL,
  volume: 0.3,
  stability: 0.7,
  similarityBoost: 0.1,
  style: 1,
}

const guest = (guestId: string = crypto.randomUUID()) => ctx.client({ guestId })

async function read(browser: TestClient) {
  const response = await browser.request('/api/voice-settings')
  expect(response.status).toBe(200)
  return response.json()
}

function save(browser: TestClient, settings: unknown) {
  return browser.request('/api/voice-settings', { method: 'PUT', json: settings })
}

let accounts = 0
async function signedIn(guestId?: string) {
  accounts++
  const email = `voice${accounts}@garden.test`
  const signUp = await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Listener',
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
  return { browser, email }
}

describe(`voice settings (${databaseKind})`, () => {
  it('answers the spec defaults until the owner saves, and refuses callers with no identity', async () => {
    expect(await read(guest())).toEqual({ settings: DEFAULTS, saved: false })
    expect((await ctx.request('/api/voice-settings')).status).toBe(401)
    expect((await save(ctx, CHOSEN)).status).toBe(401)
  })

  it('keeps a guest’s settings and reads them back exactly, sliders included', async () => {
    const guestId = crypto.randomUUID()
    const saved = await save(guest(guestId), CHOSEN)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ settings: CHOSEN, saved: true })
    expect(await read(guest(guestId))).toEqual({ settings: CHOSEN, saved: true })

    const changed = { ...CHOSEN, enabled: true, voiceId: LILY, stability: 0.4 }
    expect((await save(guest(guestId), changed)).status).toBe(200)
    expect(await read(guest(guestId))).toEqual({ settings: changed, saved: true })
    expect(
      await ctx.database.db.select().from(voiceSettings).where(eq(voiceSettings.guestId, guestId)),
    ).toHaveLength(1)
    // Another browser's guest id sees only the defaults.
    expect((await read(guest())).saved).toBe(false)
  })

  it('refuses a slider off the 0.1 steps or outside 0..1, and a voice the card does not offer', async () => {
    const browser = guest()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ stability: 0.55 }, 'stability'],
      [{ volume: 1.1 }, 'volume'],
      [{ similarityBoost: -0.1 }, 'similarityBoost'],
      [{ style: '0.5' }, 'style'],
      [{ voiceId: ROGER }, 'voiceId'],
      [{ voiceId: 'not-a-voice' }, 'voiceId'],
      [{ enabled: 'yes' }, 'enabled'],
    ]
    for (const [change, field] of cases) {
      const response = await save(browser, { ...CHOSEN, ...change })
      expect(response.status, field).toBe(400)
      const { error } = await response.json()
      expect(error).toMatchObject({ code: 'invalid:body', field })
      expect(error.message).toContain(field)
    }
    const { volume: _, ...missing } = CHOSEN
    expect((await (await save(browser, missing)).json()).error.field).toBe('volume')
    expect((await read(browser)).saved).toBe(false)
  })

  it('keeps each user’s settings private to that user', async () => {
    const first = await signedIn()
    const second = await signedIn()
    expect((await save(first.browser, CHOSEN)).status).toBe(200)
    expect(await read(first.browser)).toEqual({ settings: CHOSEN, saved: true })
    expect(await read(second.browser)).toEqual({ settings: DEFAULTS, saved: false })

    const mine = { ...DEFAULTS, voiceId: LILY }
    expect((await save(second.browser, mine)).status).toBe(200)
    expect((await read(first.browser)).settings).toEqual(CHOSEN)
    expect((await read(second.browser)).settings).toEqual(mine)
  })

  it('brings the guest’s settings into an account that has none, at the first read after sign-in', async () => {
    const guestId = crypto.randomUUID()
    await save(guest(guestId), CHOSEN)
    const { browser } = await signedIn(guestId)
    expect(await read(browser)).toEqual({ settings: CHOSEN, saved: true })
    const rows = await ctx.database.db.select().from(voiceSettings).where(eq(voiceSettings.guestId, guestId))
    expect(rows).toEqual([])
    expect((await read(guest(guestId))).saved).toBe(false)
  })

  it('claims them with the learning progress, and never over the account’s own settings', async () => {
    const guestId = crypto.randomUUID()
    await save(guest(guestId), CHOSEN)
    const { browser } = await signedIn(guestId)
    expect((await browser.request('/api/learning/claim-guest', { method: 'POST' })).status).toBe(200)
    // Moved by the claim itself, before any read of the settings.
    const guestRows = await ctx.database.db
      .select()
      .from(voiceSettings)
      .where(eq(voiceSettings.guestId, guestId))
    expect(guestRows).toEqual([])
    expect(await read(browser)).toEqual({ settings: CHOSEN, saved: true })

    const ownGuest = crypto.randomUUID()
    const asGuest = { ...DEFAULTS, voiceId: LILY, volume: 0.1 }
    await save(guest(ownGuest), asGuest)
    const other = await signedIn()
    const accountOwn = { ...DEFAULTS, style: 0.9 }
    await save(other.browser, accountOwn)
    const again = ctx.client({ guestId: ownGuest })
    again.cookies.clear()
    for (const [name, value] of other.browser.cookies) again.cookies.set(name, value)
    expect(await read(again)).toEqual({ settings: accountOwn, saved: true })
    expect((await again.request('/api/learning/claim-guest', { method: 'POST' })).status).toBe(200)
    expect((await read(again)).settings).toEqual(accountOwn)
    expect(await read(guest(ownGuest))).toEqual({ settings: asGuest, saved: true })
  })

  it('is in the data export and goes with the deleted account', async () => {
    const { browser, email } = await signedIn()
    expect((await browser.request('/api/account/export')).status).toBe(200)
    expect((await (await browser.request('/api/account/export')).json()).voiceSettings).toBeNull()
    await save(browser, CHOSEN)
    const exported = await (await browser.request('/api/account/export')).json()
    expect(exported.voiceSettings).toMatchObject(CHOSEN)
    expect(Date.parse(exported.voiceSettings.updatedAt)).not.toBeNaN()

    const userId = exported.account.id as string
    const owned = () => ctx.database.db.select().from(voiceSettings).where(eq(voiceSettings.userId, userId))
    expect(await owned()).toHaveLength(1)
    const deleted = await browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email, password: 'sunflower' },
    })
    expect(deleted.status).toBe(200)
    expect(await owned()).toEqual([])
  })
})
