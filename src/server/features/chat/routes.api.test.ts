import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MOODS } from '../../../shared/schemas/chat'
import { chatMessages, chats } from '../../db/schema/chats'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'
import { readUiStream, userMessage } from '../../test/ui-stream'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    env: { ai: { ...(await import('../../env')).testEnv().ai, chatLimitPerMinute: 100 } },
  })
})
afterAll(() => ctx.close())

const ask = (client: TestClient, text: string, extra: Record<string, unknown> = {}) =>
  client.request('/api/chat', {
    method: 'POST',
    json: { language: 'en', messages: [userMessage(text)], ...extra },
  })

async function signedIn(email: string) {
  await ctx.request('/api/account/sign-up', {
    method: 'POST',
    json: {
      email,
      displayName: 'Chatter',
      age: 35,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    },
  })
  const browser = ctx.client()
  await browser.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'sunflower' } })
  return browser
}

describe(`POST /api/chat with the offline garden guide (${databaseKind})`, () => {
  it('streams an answer about nectar, with a mood and garden-book citations, and stores nothing for a guest', async () => {
    const guest = ctx.client({ guestId: crypto.randomUUID() })
    const response = await ask(guest, 'How do bees make honey?')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reply = await readUiStream(response)
    expect(reply.deltas.length).toBeGreaterThan(3)
    expect(reply.text.toLowerCase()).toContain('nectar')
    expect(MOODS).toContain(reply.metadata.mood)
    expect((reply.metadata.citations as unknown[]).length).toBeGreaterThan(0)
    // The start chunk carries only what was known before the answer: its time.
    expect(reply.chunks[0]).toEqual({
      type: 'start',
      messageId: expect.any(String),
      messageMetadata: { createdAt: reply.metadata.createdAt },
    })
    expect(await ctx.database.db.select().from(chats)).toHaveLength(0)
  })

  it('answers in Spanish', async () => {
    const reply = await readUiStream(
      await ask(ctx.client({ guestId: crypto.randomUUID() }), '¿Cómo hacen miel las abejas?', {
        language: 'es',
      }),
    )
    expect(reply.text.toLowerCase()).toContain('néctar')
  })

  it('answers unkind words with a kind refusal that never reaches the model', async () => {
    const reply = await readUiStream(
      await ask(ctx.client({ guestId: crypto.randomUUID() }), 'you are a stupid fucking bee'),
    )
    expect(reply.metadata.note).toBe('safety')
    // The start chunk already says it is the safety path, before any reply text.
    expect(reply.chunks[0]?.messageMetadata).toMatchObject({ note: 'safety', provider: 'safety' })
    expect(reply.chunks[1]?.type).toBe('text-start')
    expect(reply.text.length).toBeGreaterThan(10)
    expect(reply.text.toLowerCase()).not.toContain('fuck')
  })

  it.each([
    [{ language: 'en', messages: [] }, 'messages'],
    [
      { language: 'en', messages: [{ id: 'a', role: 'assistant', parts: [{ type: 'text', text: 'hi' }] }] },
      'messages',
    ],
    [{ language: 'en', messages: [userMessage('x'.repeat(2001))] }, 'messages'],
    [{ language: 'fr', messages: [userMessage('hello')] }, 'language'],
  ])('refuses a bad body with 400 naming the field (%#)', async (body, field) => {
    const response = await ctx
      .client({ guestId: crypto.randomUUID() })
      .request('/api/chat', { method: 'POST', json: body })
    expect(response.status).toBe(400)
    expect((await response.json()).error.field).toBe(field)
  })
})

describe(`saved chats (${databaseKind})`, () => {
  it('saves a signed-in family’s chat, continues it, and keeps it private to them', async () => {
    const alice = await signedIn('alice.chat@garden.test')
    const first = await ask(alice, 'When should I plant sunflowers? My phone is 555-123-4567')
    const chatId = first.headers.get('x-mochi-chat-id')!
    const firstReply = await readUiStream(first)
    expect(firstReply.metadata.note).toBe('personal_info')
    await readUiStream(await ask(alice, 'And how often should I water them?', { chatId }))

    const list = await (await alice.request('/api/chats')).json()
    expect(list.chats).toHaveLength(1)
    expect(list.chats[0].id).toBe(chatId)
    const detail = await (await alice.request(`/api/chats/${chatId}`)).json()
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ])
    // The phone number was redacted before it was stored.
    const stored = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId))
    expect(JSON.stringify(stored)).not.toContain('555-123-4567')

    const bob = await signedIn('bob.chat@garden.test')
    expect((await bob.request(`/api/chats/${chatId}`)).status).toBe(404)
    expect((await bob.request(`/api/chats/${chatId}`, { method: 'DELETE' })).status).toBe(404)
    expect((await ask(bob, 'hello', { chatId })).status).toBe(404)
    expect((await bob.request('/api/chats')).status).toBe(200)
    expect((await (await bob.request('/api/chats')).json()).chats).toHaveLength(0)

    const renamed = await alice.request(`/api/chats/${chatId}`, {
      method: 'PATCH',
      json: { title: 'Sunflower plans' },
    })
    expect((await renamed.json()).chat.title).toBe('Sunflower plans')
    expect((await alice.request(`/api/chats/${chatId}`, { method: 'DELETE' })).status).toBe(200)
    expect((await alice.request(`/api/chats/${chatId}`)).status).toBe(404)
  })

  it('needs a signed-in user to list chats', async () => {
    expect((await ctx.client({ guestId: crypto.randomUUID() }).request('/api/chats')).status).toBe(401)
  })
})

describe(`chat rate limit (${databaseKind})`, () => {
  it('answers too many messages from one guest with 429', async () => {
    const limited = await createTestContext({
      env: { ai: { ...(await import('../../env')).testEnv().ai, chatLimitPerMinute: 2 } },
    })
    try {
      const guest = limited.client({ guestId: crypto.randomUUID() })
      const statuses = []
      for (let i = 0; i < 3; i++) {
        const response = await guest.request('/api/chat', {
          method: 'POST',
          json: { language: 'en', messages: [userMessage('hi')] },
        })
        statuses.push(response.status)
        await response.text()
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
