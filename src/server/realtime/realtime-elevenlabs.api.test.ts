// API tests of the realtime voice socket with ElevenLabs configured (a loopback fake of its PCM wire format):
// Mochi's reply is spoken in ElevenLabs' audio, and by eSpeak when ElevenLabs is down, counted in the health figures.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../shared/constants'
import { createModels } from '../ai/providers'
import { createAuth } from '../auth/auth'
import type { AppDeps, AppEnv } from '../context'
import { publicUrl } from '../env'
import { createLogger } from '../lib/logger'
import { recorderFor } from '../operator/metrics'
import { prepareSpeech } from '../speech/synthesis/speech-request'
import { rms } from '../speech/turn-detection/vad'
import { type FakeSpeechServer, startFakeSpeechServer } from '../speech/voice-fakes'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import {
  connectVoiceClient,
  type RealtimeTestServer,
  signedInCookie,
  startRealtimeServer,
  type VoiceClient,
} from './realtime-test-server'
import { REALTIME_PATH, registerRealtime } from './route'
import { createRealtimeSocketServer, terminateSockets } from './socket-server'

/** A third of a second of a 523 Hz tone as little-endian PCM16 bytes at 24 kHz: what the fake says per sentence. */
const SENTENCE_AUDIO = (() => {
  const bytes = Buffer.alloc(8000 * 2)
  for (let i = 0; i < 8000; i++) {
    bytes.writeInt16LE(Math.round(10_000 * Math.sin((2 * Math.PI * 523 * i) / HUB_SAMPLE_RATE)), i * 2)
  }
  return bytes
})()

let ctx: TestContext
let fake: FakeSpeechServer
let down: FakeSpeechServer
let premium: RealtimeTestServer
let fallback: RealtimeTestServer
/** The deps of the app whose ElevenLabs is down, for its health figures. */
let fallbackDeps: AppDeps
let headers: Record<string, string>
const clients: VoiceClient[] = []

beforeAll(async () => {
  ctx = await createTestContext()
  fake = await startFakeSpeechServer({ pcm: SENTENCE_AUDIO })
  down = await startFakeSpeechServer({ failWith: 500 })
  premium = await startRealtimeServer(ctx, {
    recognizer: { disabled: true },
    env: { ...ctx.env, elevenLabs: { apiKey: 'xi-realtime', baseUrl: fake.url } },
  })
  fallback = await startWithDeps({ ...ctx.env, elevenLabs: { apiKey: 'xi-realtime', baseUrl: down.url } })
  headers = { cookie: await signedInCookie(ctx), origin: publicUrl(ctx.env) }
})
afterAll(async () => {
  for (const client of clients) client.close()
  await premium.close()
  await fallback.close()
  await fake.close()
  await down.close()
  await ctx.close()
})

/** As startRealtimeServer, keeping the deps so a test can read the recorder of the app built with them. */
async function startWithDeps(env: AppDeps['env']): Promise<RealtimeTestServer> {
  fallbackDeps = {
    env,
    database: ctx.database,
    logger: createLogger(env),
    startedAt: new Date(),
    auth: createAuth({ env, db: ctx.database.db, mailer: ctx.mailer, secret: env.authSecret! }),
    mailer: ctx.mailer,
    models: createModels(env),
  }
  const app = new Hono<AppEnv>()
  registerRealtime(app, fallbackDeps, { recognizer: { disabled: true } })
  const websocket = createRealtimeSocketServer()
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', websocket })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    url: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        terminateSockets(websocket.server)
        if ('closeAllConnections' in server) server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Asks a typed question and waits for the whole reply; returns its transcript and its audio bytes. */
async function askAloud(server: RealtimeTestServer, session: object, question: string) {
  const client = await connectVoiceClient(server.url, headers)
  clients.push(client)
  await client.waitFor((event) => event.type === 'session.created')
  client.send({ type: 'session.update', session })
  await client.waitFor((event) => event.type === 'session.updated')
  client.send({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: question }] },
  })
  client.send({ type: 'response.create' })
  const done = await client.waitFor((event) => event.type === 'response.done', 20_000)
  const transcript = client.events.find(
    (event) => event.type === 'response.audio_transcript.done',
  )?.transcript
  const audio = Buffer.concat(
    client.events
      .filter((event) => event.type === 'response.audio.delta')
      .map((event) => Buffer.from(event.delta as string, 'base64')),
  )
  return { status: (done.response as { status: string }).status, transcript: String(transcript), audio }
}

describe(`realtime voice with ElevenLabs (${databaseKind})`, () => {
  it('speaks each piece of the reply in ElevenLabs’ own PCM, with the chosen voice and sliders', async () => {
    const before = fake.requests.length
    const reply = await askAloud(
      premium,
      { voice: 'Charlotte', voice_settings: { stability: 0.25, similarity_boost: 0.9 } },
      'Why do bees make honey?',
    )
    expect(reply.status).toBe('completed')
    const sent = fake.requests.slice(before)
    expect(sent.length).toBeGreaterThan(0)
    // Every delta is ElevenLabs' audio, byte for byte: one answer per piece, in order, nothing of eSpeak.
    expect(reply.audio.equals(Buffer.concat(sent.map(() => SENTENCE_AUDIO)))).toBe(true)
    const spokenTexts: string[] = []
    for (const request of sent) {
      expect(request.path).toBe('/v1/text-to-speech/XB0fDUnXU5powFXDhCwa?output_format=pcm_24000')
      expect(request.headers['xi-api-key']).toBe('xi-realtime')
      const body = JSON.parse(request.body.toString('utf8'))
      expect(body.voice_settings).toMatchObject({ stability: 0.25, similarity_boost: 0.9 })
      spokenTexts.push(body.text)
    }
    // Together the pieces say the whole transcript, without its emoji and markdown.
    const squeeze = (text: string) => text.replace(/\s+/g, '')
    expect(squeeze(spokenTexts.join(''))).toBe(
      squeeze(prepareSpeech({ text: reply.transcript, language: 'en' }).text),
    )
  })

  it('speaks the reply with eSpeak when ElevenLabs answers 500, and stops asking it', async () => {
    const before = down.requests.length
    const reply = await askAloud(fallback, { voice: 'Charlotte' }, 'Why do bees make honey?')
    expect(reply.status).toBe('completed')
    expect(reply.transcript.toLowerCase()).toMatch(/honey|nectar/)
    expect(reply.audio.length).toBeGreaterThan(HUB_SAMPLE_RATE)
    const pcm = new Int16Array(new Uint8Array(reply.audio).buffer, 0, reply.audio.length / 2)
    expect(rms(pcm)).toBeGreaterThan(200)
    expect(reply.audio.includes(SENTENCE_AUDIO.subarray(0, 64))).toBe(false)
    expect(down.requests.length - before).toBe(1)
    expect(recorderFor(fallbackDeps).snapshot().providerErrors).toEqual({ elevenlabs: 1 })
  })
})
