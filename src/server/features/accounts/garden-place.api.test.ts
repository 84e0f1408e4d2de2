// The signed-in family's garden place: remembered from the chat into the profile, used in later chats, edited and
// cleared via the profile API, exported with the account data and deleted with the account.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles } from '../../db/schema/profiles'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'
import { readUiStream, userMessage } from '../../test/ui-stream'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    env: { adminEmails: [], ai: { ...(await import('../../env')).testEnv().ai, chatLimitPerMinute: 100 } },
  })
})
afterAll(() => ctx.close())

let counter = 0
/** A new account, signed in, in its own cookie jar. */
async function signedInFamily(language: 'en' | 'es' = 'en') {
  counter++
  const email = `place${counter}@garden.test`
  const browser = ctx.client()
  const signUp = await browser.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Garden Family',
      age: 39,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language,
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  expect(signUp.status).toBe(201)
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id
  const signIn = await browser.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password: 'sunflower' },
  })
  expect(signIn.status).toBe(200)

  /** One question; continues the chat when chatId is given, as the browser does for signed-in families. */
  const ask = async (question: string, chatId?: string) => {
    const response = await browser.request('/api/chat', {
      method: 'POST',
      json: { language, messages: [userMessage(question)], ...(chatId ? { chatId } : {}) },
    })
    expect(response.status).toBe(200)
    const reply = await readUiStream(response)
    return { text: reply.text, chatId: response.headers.get('x-mochi-chat-id') ?? undefined }
  }
  const profile = async () =>
    (
      (await (await browser.request('/api/account/me')).json()) as {
        profile: { garden_place: string | null }
      }
    ).profile
  const patch = (json: object) => browser.request('/api/account/profile', { method: 'PATCH', json })
  return { browser, email, userId, ask, profile, patch }
}

describe(`the garden place in the profile (${databaseKind})`, () => {
  it('remembers where the family says they live and uses it in a new conversation', async () => {
    const family = await signedInFamily()
    expect((await family.profile()).garden_place).toBeNull()
    const first = await family.ask('we live in Ohio, when should I plant tomatoes?')
    expect(first.text).toMatch(/In Ohio/)
    expect((await family.profile()).garden_place).toBe('ohio')
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, family.userId))
    expect(row?.gardenPlace).toBe('ohio')

    // A new chat: no place named, none asked for; the months are Ohio's.
    const later = await family.ask('when do I plant peppers?')
    expect(later.chatId).not.toBe(first.chatId)
    expect(later.text).toMatch(/In Ohio/)
    expect(later.text).toMatch(/May|June/)
    expect(later.text).not.toMatch(/Which state, region or country/)
    // Asking about another place does not move the family's own place.
    const spain = await family.ask('when do I plant tomatoes in Spain?')
    expect(spain.text).toMatch(/In Spain/)
    expect((await family.profile()).garden_place).toBe('ohio')
  })

  it('keeps the answer to Mochi’s question about the place (Spanish)', async () => {
    const family = await signedInFamily('es')
    const ask = await family.ask('¿cuándo siembro judías?')
    expect(ask.text).toMatch(/¿En qué estado, región o país estás\?/)
    const answer = await family.ask('Jalisco', ask.chatId)
    expect(answer.text).toMatch(/En Jalisco/)
    expect((await family.profile()).garden_place).toBe('jalisco')
    const later = await family.ask('¿cuándo planto calabazas?')
    expect(later.text).toMatch(/En Jalisco/)
  })

  it('edits and clears the place through the profile API, refusing places it does not know', async () => {
    const family = await signedInFamily()
    const set = await family.patch({ gardenPlace: 'spain' })
    expect(set.status).toBe(200)
    expect(((await set.json()) as { profile: { garden_place: string } }).profile.garden_place).toBe('spain')
    expect((await family.ask('when should I sow carrots?')).text).toMatch(/In Spain/)

    for (const gardenPlace of ['atlantis', 'Not a place!', 42]) {
      const refused = await family.patch({ gardenPlace })
      expect(refused.status).toBe(400)
      const { error } = (await refused.json()) as { error: { field?: string; code: string } }
      expect(error).toMatchObject({ code: 'invalid:body', field: 'gardenPlace' })
    }
    expect((await family.profile()).garden_place).toBe('spain')
    // Other profile edits leave the place alone.
    expect((await family.patch({ displayName: 'Bee Family' })).status).toBe(200)
    expect((await family.profile()).garden_place).toBe('spain')

    const cleared = await family.patch({ gardenPlace: null })
    expect(cleared.status).toBe(200)
    expect((await family.profile()).garden_place).toBeNull()
    expect((await family.ask('when should I sow carrots?')).text).toMatch(/Which state, region or country/)
  })

  it('lists the places it knows in each language', async () => {
    const es = (await (await ctx.request('/api/account/garden-places?lang=es')).json()) as {
      places: { id: string; name: string }[]
    }
    expect(es.places).toContainEqual({ id: 'spain', name: 'España' })
    expect(es.places.length).toBeGreaterThan(100)
    expect((await ctx.request('/api/account/garden-places?lang=fr')).status).toBe(400)
  })

  it('exports the place with the account data and deletes it with the account', async () => {
    const family = await signedInFamily()
    await family.patch({ gardenPlace: 'texas' })
    const data = (await (await family.browser.request('/api/account/export')).json()) as {
      profile: { garden_place: string }
    }
    expect(data.profile.garden_place).toBe('texas')
    const deleted = await family.browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: family.email, password: 'sunflower' },
    })
    expect(deleted.status).toBe(200)
    expect(await ctx.database.db.select().from(profiles).where(eq(profiles.id, family.userId))).toHaveLength(
      0,
    )
  })
})
