// The chat and reasoning adapters end to end: the real app talks to loopback servers speaking OpenAI's and
// Anthropic's wire formats, streaming included; failures fall back to the offline guide with a visible note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Env, testEnv } from '../env'
import { type FakeAiServer, startFakeAiServer } from '../test/fake-ai-server'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { readUiStream, userMessage } from '../test/ui-stream'

const REPLY = 'Bees sip nectar from flowers and turn it into honey in the hive. '

function aiEnv(overrides: Partial<Env['ai']>): Partial<Env> {
  const base = testEnv().ai
  return {
    ai: {
      ...base,
      ...overrides,
      openai: { ...base.openai, ...overrides.openai },
      anthropic: { ...base.anthropic, ...overrides.anthropic },
    },
  }
}

async function chat(ctx: TestContext, text: string) {
  const response = await ctx.client({ guestId: crypto.randomUUID() }).request('/api/chat', {
    method: 'POST',
    json: { language: 'en', messages: [userMessage(text)] },
  })
  expect(response.status).toBe(200)
  return readUiStream(response)
}

describe(`OpenAI-compatible provider (${databaseKind})`, () => {
  let fake: FakeAiServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeAiServer({ reply: REPLY })
    ctx = await createTestContext({
      env: aiEnv({
        chatProvider: 'openai',
        reasoningProvider: 'openai',
        openai: {
          apiKey: 'sk-test',
          baseUrl: `${fake.url}/v1`,
          chatModel: 'fake-chat',
          reasoningModel: 'fake-reason',
        },
      }),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it('streams the model’s words and sends Mochi’s persona and garden-book facts with every request', async () => {
    const reply = await chat(ctx, 'How do bees make honey?')
    expect(reply.text.trim()).toBe(REPLY.trim())
    expect(reply.deltas.length).toBeGreaterThan(1)
    expect(reply.metadata.provider).toBe('openai')
    expect((reply.metadata.citations as unknown[]).length).toBeGreaterThan(0)
    const request = fake.requests.at(-1)!
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe('Bearer sk-test')
    expect(request.body.model).toBe('fake-chat')
    expect(request.body.stream).toBe(true)
    const system = (request.body.messages as Array<{ role: string; content: string }>).find(
      (m) => m.role === 'system',
    )!
    expect(system.content).toContain('You are Mochi')
    expect(system.content).toContain('Garden book facts')
    expect(system.content.toLowerCase()).toContain('nectar')
  })

  it('asks the provider’s moderation endpoint too, and refuses kindly when it flags the message', async () => {
    const before = fake.requests.length
    const reply = await chat(ctx, 'Tell me about FLAG-ME bees')
    expect(reply.metadata.note).toBe('safety')
    const sent = fake.requests.slice(before)
    expect(sent.map((request) => request.path)).toEqual(['/v1/moderations'])
    expect(sent[0]?.body).toMatchObject({
      model: 'omni-moderation-latest',
      input: 'Tell me about FLAG-ME bees',
    })
  })

  it('answers claude_reasoning with the reasoning model', async () => {
    const response = await ctx.request('/functions/v1/claude_reasoning', {
      method: 'POST',
      json: { prompt: 'Why do bees dance?', reasoning_type: 'educational' },
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      response: REPLY,
      reasoning_type: 'educational',
      provider: 'openai',
      model: 'fake-reason',
    })
    const request = fake.requests.at(-1)!
    expect(request.body.model).toBe('fake-reason')
    expect(JSON.stringify(request.body.messages)).toContain('kind teacher')
  })
})

describe(`Anthropic provider (${databaseKind})`, () => {
  let fake: FakeAiServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeAiServer({ reply: REPLY })
    ctx = await createTestContext({
      env: aiEnv({
        chatProvider: 'anthropic',
        anthropic: { apiKey: 'sk-ant-test', baseUrl: `${fake.url}/v1`, model: 'claude-fake' },
      }),
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it('streams the model’s words through the Messages API', async () => {
    const reply = await chat(ctx, 'How do bees make honey?')
    expect(reply.text.trim()).toBe(REPLY.trim())
    expect(reply.metadata.provider).toBe('anthropic')
    const request = fake.requests.at(-1)!
    expect(request.path).toBe('/v1/messages')
    expect(request.headers['x-api-key']).toBe('sk-ant-test')
    expect(request.body.model).toBe('claude-fake')
    expect(JSON.stringify(request.body.system)).toContain('You are Mochi')
  })
})

describe(`provider failures and unsafe output (${databaseKind})`, () => {
  it('falls back to the offline guide with a visible note when the provider fails', async () => {
    const fake = await startFakeAiServer({ reply: REPLY, failWith: 500 })
    const ctx = await createTestContext({
      env: aiEnv({
        chatProvider: 'openai',
        openai: { apiKey: 'sk-test', baseUrl: `${fake.url}/v1`, chatModel: 'x', reasoningModel: 'x' },
      }),
    })
    try {
      const reply = await chat(ctx, 'How do bees make honey?')
      expect(reply.metadata.note).toBe('fallback')
      expect(reply.metadata.provider).toBe('local')
      expect(reply.text.toLowerCase()).toContain('nectar')
      expect(fake.requests.length).toBeGreaterThan(0)
    } finally {
      await ctx.close()
      await fake.close()
    }
  })

  it('stops a model that says something unsuitable, sentence by sentence', async () => {
    const fake = await startFakeAiServer({
      reply: 'Bees are great. This is fucking awesome shit. Plant flowers!',
    })
    const ctx = await createTestContext({
      env: aiEnv({
        chatProvider: 'openai',
        openai: { apiKey: 'sk-test', baseUrl: `${fake.url}/v1`, chatModel: 'x', reasoningModel: 'x' },
      }),
    })
    try {
      const reply = await chat(ctx, 'Tell me about bees')
      expect(reply.text).toContain('Bees are great.')
      expect(reply.text.toLowerCase()).not.toContain('fucking')
      expect(reply.text).not.toContain('Plant flowers!')
      expect(reply.metadata.note).toBe('safety')
    } finally {
      await ctx.close()
      await fake.close()
    }
  })
})
