// API tests of child safety on the offline realtime voice socket: a typed and a spoken turn in distress are answered
// by the safety path out loud, the verdict rides on the reply's closing events, and the family keeps the moment.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../shared/constants'
import { user } from '../db/schema/auth'
import { safetyMoments } from '../db/schema/safety'
import { publicUrl, testEnv } from '../env'
import { resample } from '../speech/synthesis/encode'
import { synthesize } from '../speech/synthesis/synthesize'
import { type FakeSpeechServer, startFakeSpeechServer } from '../speech/voice-fakes'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import {
  connectVoiceClient,
  type RealtimeTestServer,
  signedInCookie,
  startRealtimeServer,
  type VoiceClient,
} from './realtime-test-server'

const EMAIL = 'voice.safety@garden.test'
const DISTRESS = 'I want to kill myself'

let ctx: TestContext
let server: RealtimeTestServer
let withStt: RealtimeTestServer
let fake: FakeSpeechServer
let headers: Record<string, string>
const clients: VoiceClient[] = []

beforeAll(async () => {
  ctx = await createTestContext()
  // A loopback stand-in for the transcription endpoint hears the distress sentence.
  fake = await startFakeSpeechServer({ transcript: DISTRESS })
  server = await startRealtimeServer(ctx, { recognizer: { disabled: true } })
  const base = testEnv()
  withStt = await startRealtimeServer(ctx, {
    recognizer: { offline: false },
    env: {
      ...ctx.env,
      ai: { ...base.ai, chatProvider: 'local', openai: { ...base.ai.openai, baseUrl: `${fake.url}/v1` } },
    },
  })
  headers = { cookie: await signedInCookie(ctx, EMAIL), origin: publicUrl(ctx.env) }
})
afterAll(async () => {
  for (const client of clients) client.close()
  await server.close()
  await withStt.close()
  await fake.close()
  await ctx.close()
})

async function connect(url = server.url) {
  const client = await connectVoiceClient(url, headers)
  clients.push(client)
  await client.waitFor((event) => event.type === 'session.created')
  return client
}

function typedTurn(client: VoiceClient, text: string) {
  client.send({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  })
  client.send({ type: 'response.create' })
}

const transcriptOf = (client: VoiceClient) =>
  client.events
    .filter((event) => event.type === 'response.audio_transcript.delta')
    .map((event) => event.delta)
    .join('')

async function voiceMoments() {
  const [account] = await ctx.database.db.select().from(user).where(eq(user.email, EMAIL))
  return ctx.database.db
    .select()
    .from(safetyMoments)
    .where(and(eq(safetyMoments.userId, account!.id), eq(safetyMoments.source, 'voice')))
}

describe(`realtime voice socket, child safety (${databaseKind})`, () => {
  it('answers a typed turn in distress with care, out loud, with `safety` on the closing events', async () => {
    const client = await connect()
    typedTurn(client, DISTRESS)
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    expect(done.safety).toEqual({ category: 'self_harm' })
    const transcriptDone = client.events.find((event) => event.type === 'response.audio_transcript.done')
    expect(transcriptDone?.safety).toEqual({ category: 'self_harm' })
    const said = transcriptOf(client)
    expect(said).toMatch(/trust/i)
    expect(said).toMatch(/emergency/i)
    expect(client.events.filter((event) => event.type === 'response.audio.delta').length).toBeGreaterThan(2)
    // Kept while Mochi speaks, so it may land a moment after the reply.
    await expect.poll(async () => (await voiceMoments()).map((moment) => moment.text)).toContain(DISTRESS)
  })

  it('answers a spoken turn in distress the same way', async () => {
    const client = await connect(withStt.url)
    const speech = await synthesize({ text: DISTRESS, language: 'en' })
    const pcm = resample(speech.pcm, speech.sampleRate, HUB_SAMPLE_RATE)
    const audio = new Int16Array(pcm.length + HUB_SAMPLE_RATE)
    audio.set(pcm)
    for (let at = 0; at < audio.length; at += HUB_SAMPLE_RATE / 2) {
      const part = audio.slice(at, at + HUB_SAMPLE_RATE / 2)
      client.send({ type: 'input_audio_buffer.append', audio: Buffer.from(part.buffer).toString('base64') })
    }
    const heard = await client.waitFor(
      (event) => event.type === 'conversation.item.input_audio_transcription.completed',
    )
    expect(heard.transcript).toBe(DISTRESS)
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.safety).toEqual({ category: 'self_harm' })
    expect(transcriptOf(client)).toMatch(/emergency/i)
    expect(client.events.some((event) => event.type === 'response.audio.delta')).toBe(true)
    await expect.poll(async () => (await voiceMoments()).length).toBe(2)
  })

  it('sends no verdict for a garden question', async () => {
    const client = await connect()
    typedTurn(client, 'Why do bees make honey?')
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done).not.toHaveProperty('safety')
    const transcriptDone = client.events.find((event) => event.type === 'response.audio_transcript.done')
    expect(transcriptDone).not.toHaveProperty('safety')
  })
})
