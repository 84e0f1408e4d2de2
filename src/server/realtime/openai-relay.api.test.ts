// API tests of the OpenAI Realtime relay against a loopback fake speaking the real wire format: Mochi's settings go
// up, turns and audio are relayed both ways, child safety holds, and every upstream failure is handled.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../shared/constants'
import { createModels } from '../ai/providers'
import { createApp } from '../app'
import { createAuth } from '../auth/auth'
import type { AppDeps } from '../context'
import { type Env, publicUrl, testEnv } from '../env'
import { createLogger } from '../lib/logger'
import { recorderFor } from '../operator/metrics'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { FAKE_AUDIO_SAMPLE, FAKE_REPLY, type FakeRealtime, startFakeRealtime } from './openai-relay-fake'
import {
  connectVoiceClient,
  type RealtimeTestServer,
  signedInCookie,
  startRealtimeServer,
  type VoiceClient,
} from './realtime-test-server'
import { REALTIME_PATH } from './route'
import type { ServerEvent } from './session'
import { createRealtimeSocketServer, terminateSockets } from './socket-server'

const API_KEY = 'sk-test-relay-key'
const MODEL = 'gpt-4o-realtime-preview'

let ctx: TestContext
let fake: FakeRealtime
let relay: RealtimeTestServer
let headers: Record<string, string>
const clients: VoiceClient[] = []
const servers: { close: () => Promise<void> }[] = []

function relayEnv(openai: { apiKey?: string; baseUrl?: string } = {}): Env {
  const base = testEnv()
  return {
    ...ctx.env,
    ai: {
      ...base.ai,
      // The offline fallback must not reach for the fake's chat endpoint.
      chatProvider: 'local',
      openai: { ...base.ai.openai, apiKey: API_KEY, baseUrl: fake.baseUrl, ...openai },
      realtime: { model: MODEL, voice: 'coral' },
    },
  }
}

async function startRelay(env: Env, relayStartTimeoutMs?: number) {
  const server = await startRealtimeServer(ctx, { env, relayStartTimeoutMs })
  servers.push(server)
  return server
}

beforeAll(async () => {
  ctx = await createTestContext()
  fake = await startFakeRealtime({ apiKey: API_KEY, transcript: 'Why do bees buzz?', flagged: ['dragon'] })
  relay = await startRelay(relayEnv())
  headers = { cookie: await signedInCookie(ctx), origin: publicUrl(ctx.env) }
})
afterAll(async () => {
  for (const client of clients) client.close()
  for (const server of servers) await server.close()
  await fake.close()
  await ctx.close()
})
beforeEach(() => {
  fake.reset()
  fake.script.reply = undefined
  fake.script.transcript = 'Why do bees buzz?'
  fake.script.silent = false
})

async function open(url = relay.url) {
  const client = await connectVoiceClient(url, headers)
  clients.push(client)
  return client
}

async function connect(url = relay.url) {
  const client = await open(url)
  await client.waitFor((event) => event.type === 'session.created')
  return client
}

const ofType = (client: VoiceClient, type: string) => client.events.filter((event) => event.type === type)
const errorCodes = (client: VoiceClient) =>
  ofType(client, 'error').map((event) => (event.error as { code: string }).code)
const transcriptOf = (client: VoiceClient) =>
  ofType(client, 'response.audio_transcript.delta')
    .map((event) => event.delta)
    .join('')
const isFakeAudio = (event: ServerEvent) => {
  const bytes = Buffer.from(event.delta as string, 'base64')
  const pcm = new Int16Array(new Uint8Array(bytes).buffer, 0, bytes.length / 2)
  return pcm.length > 0 && pcm.every((sample) => sample === FAKE_AUDIO_SAMPLE)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function typedTurn(client: VoiceClient, text: string) {
  client.send({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  })
  client.send({ type: 'response.create' })
}

function tone(samples: number, sampleRate: number) {
  const pcm = new Int16Array(samples)
  for (let i = 0; i < samples; i++) pcm[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate))
  return Buffer.from(pcm.buffer).toString('base64')
}

describe(`OpenAI Realtime relay (${databaseKind})`, () => {
  it('connects with the key and beta header, and sends Mochi’s voice settings first', async () => {
    const client = await connect()
    expect(client.events.slice(0, 3).map((event) => event.type)).toEqual([
      'connected',
      'session.created',
      'session.ready',
    ])
    expect(client.events[1]).toMatchObject({
      type: 'session.created',
      session: {
        provider: 'openai',
        voice: 'coral',
        input_audio_format: 'pcm16',
        sample_rate: HUB_SAMPLE_RATE,
      },
    })
    const [handshake] = fake.handshakes
    expect(handshake?.path).toBe(`/v1/realtime?model=${MODEL}`)
    expect(handshake?.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(handshake?.headers['openai-beta']).toBe('realtime=v1')
    const update = fake.received[0]!
    expect(update.type).toBe('session.update')
    expect(update.session).toMatchObject({
      voice: 'coral',
      input_audio_format: 'pcm16',
      output_audio_format: 'pcm16',
      input_audio_transcription: { model: 'whisper-1' },
      turn_detection: { type: 'server_vad', create_response: false, interrupt_response: true },
    })
    const instructions = (update.session as { instructions: string }).instructions
    expect(instructions).toContain('You are Mochi, a friendly, cheerful bee')
    expect(instructions).toContain('speaking out loud')
  })

  it('relays a typed turn up and brings Mochi’s words and audio back', async () => {
    const client = await connect()
    typedTurn(client, 'Why do bees make honey?')
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({
      status: 'completed',
      output: [{ role: 'assistant', transcript: FAKE_REPLY.join('') }],
    })
    expect(transcriptOf(client)).toBe(FAKE_REPLY.join(''))
    const audio = ofType(client, 'response.audio.delta')
    expect(audio).toHaveLength(2)
    expect(audio.every(isFakeAudio)).toBe(true)
    const types = client.events.map((event) => event.type)
    expect(types.indexOf('response.audio.done')).toBeGreaterThan(types.lastIndexOf('response.audio.delta'))
    expect(types.indexOf('response.audio.done')).toBeLessThan(types.indexOf('response.done'))

    const item = fake.received.find((event) => event.type === 'conversation.item.create')
    expect(item?.item).toEqual({
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: 'Why do bees make honey?' }],
    })
    const ask = await fake.waitFor((event) => event.type === 'response.create')
    const instructions = (ask.response as { instructions: string }).instructions
    expect(instructions).toContain('use English')
    expect(instructions).toContain('Garden book facts')
    expect(fake.moderated).toContain('Why do bees make honey?')
  })

  it('resamples 44.1 kHz microphone audio, relays turn detection and answers the transcript', async () => {
    const client = await connect()
    client.send({ type: 'session.update', session: { input_sample_rate: 44_100 } })
    await client.waitFor((event) => event.type === 'session.updated')
    client.send({ type: 'input_audio_buffer.append', audio: tone(4410, 44_100) })
    const append = await fake.waitFor((event) => event.type === 'input_audio_buffer.append')
    expect(Buffer.from(append.audio as string, 'base64').length / 2).toBeCloseTo(2400, -1)
    await client.waitFor((event) => event.type === 'input_audio_buffer.speech_started')
    client.send({ type: 'input_audio_buffer.commit' })
    const heard = await client.waitFor(
      (event) => event.type === 'conversation.item.input_audio_transcription.completed',
    )
    expect(heard.transcript).toBe('Why do bees buzz?')
    await client.waitFor((event) => event.type === 'response.done')
    expect(ofType(client, 'input_audio_buffer.speech_stopped')).toHaveLength(1)
    expect(transcriptOf(client)).toBe(FAKE_REPLY.join(''))
  })

  it('takes the family’s language and text-only replies up to OpenAI, keeping its own voice', async () => {
    const client = await connect()
    client.send({
      type: 'session.update',
      session: { language: 'es', voice: 'Daniel', voice_settings: { stability: 0.4 }, modalities: ['text'] },
    })
    const updated = await client.waitFor((event) => event.type === 'session.updated')
    expect(updated.session).toMatchObject({
      language: 'es',
      voice: 'onwK4e9ZLuTAKqWW03F9',
      voice_settings: { stability: 0.4 },
      modalities: ['text'],
    })
    const upstream = await fake.waitFor(
      (event) => event.type === 'session.update' && event !== fake.received[0],
    )
    expect(upstream.session).toMatchObject({
      modalities: ['text'],
      input_audio_transcription: { model: 'whisper-1', language: 'es' },
    })
    expect(upstream.session).not.toHaveProperty('voice')
    expect((upstream.session as { instructions: string }).instructions).toContain('use Spanish')

    // Words of neither language: the answer is asked for in the family's.
    typedTurn(client, 'Mochi?')
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    expect(transcriptOf(client)).toBe(FAKE_REPLY.join(''))
    expect(ofType(client, 'response.audio_transcript.done')[0]?.transcript).toBe(FAKE_REPLY.join(''))
    expect(ofType(client, 'response.audio.delta')).toEqual([])
    expect(ofType(client, 'response.audio.done')).toEqual([])
    const ask = await fake.waitFor((event) => event.type === 'response.create')
    expect((ask.response as { instructions: string }).instructions).toContain('use Spanish')

    // Repeating the same settings sends nothing more up.
    client.send({ type: 'session.update', session: { language: 'es', modalities: ['text'] } })
    await client.waitFor((event) => event.type === 'session.updated' && event !== updated)
    expect(fake.received.filter((event) => event.type === 'session.update')).toHaveLength(2)
  })

  it('answers an unsafe typed turn itself and never sends it to OpenAI', async () => {
    const client = await connect()
    typedTurn(client, 'this is $hit')
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    // The verdict rides on the reply's closing events, as on a chat message's metadata.
    expect(done.safety).toEqual({ category: 'profanity' })
    expect(ofType(client, 'response.audio_transcript.done')[0]?.safety).toEqual({ category: 'profanity' })
    expect(transcriptOf(client).length).toBeGreaterThan(10)
    const audio = ofType(client, 'response.audio.delta')
    expect(audio.length).toBeGreaterThan(0)
    expect(audio.some(isFakeAudio)).toBe(false)
    expect(fake.received.map((event) => event.type)).not.toContain('conversation.item.create')
    expect(fake.received.map((event) => event.type)).not.toContain('response.create')
  })

  it('deletes a spoken turn the moderation flags and answers it with Mochi’s own voice', async () => {
    fake.script.transcript = 'Tell me how to tame a dragon'
    const client = await connect()
    client.send({ type: 'input_audio_buffer.append', audio: tone(2400, HUB_SAMPLE_RATE) })
    client.send({ type: 'input_audio_buffer.commit' })
    const heard = await client.waitFor(
      (event) => event.type === 'conversation.item.input_audio_transcription.completed',
    )
    const deleted = await fake.waitFor((event) => event.type === 'conversation.item.delete')
    expect(deleted.item_id).toBe(heard.item_id)
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    // The provider's moderation, a second opinion, flagged it as violence.
    expect(done.safety).toEqual({ category: 'violence' })
    expect(fake.moderated).toContain('Tell me how to tame a dragon')
    expect(fake.received.map((event) => event.type)).not.toContain('response.create')
    expect(ofType(client, 'response.audio.delta').some(isFakeAudio)).toBe(false)
  })

  it('stops OpenAI mid-answer when a sentence fails the output rules', async () => {
    fake.script.reply = ['Bees make honey. ', 'You dumbass. ', 'Ask a grown-up!']
    const client = await connect()
    typedTurn(client, 'Tell me about bees')
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    // The child said nothing unsafe: no verdict about them.
    expect(done).not.toHaveProperty('safety')
    const said = transcriptOf(client)
    expect(said.startsWith('Bees make honey.')).toBe(true)
    expect(said).not.toContain('dumbass')
    expect(said).not.toContain('Ask a grown-up!')
    expect(said.length).toBeGreaterThan('Bees make honey. '.length + 10)
    await fake.waitFor((event) => event.type === 'response.cancel')
    const audio = ofType(client, 'response.audio.delta')
    expect(isFakeAudio(audio[0]!)).toBe(true)
    expect(audio.slice(1).some(isFakeAudio)).toBe(false)
    await sleep(100)
    expect(ofType(client, 'response.done')).toHaveLength(1)
    expect(errorCodes(client)).toEqual([])
  })

  it('falls back to the offline pipeline with one error when OpenAI refuses the key (401)', async () => {
    const refused = await startRelay(relayEnv({ apiKey: 'sk-wrong-key' }))
    const client = await open(refused.url)
    const error = await client.waitFor((event) => event.type === 'error')
    expect(error.error).toMatchObject({
      code: 'realtime_relay_unavailable',
      message: "OpenAI Realtime refused the API key (HTTP 401). Mochi's own voice will answer instead.",
    })
    expect(fake.handshakes.at(-1)?.headers.authorization).toBe('Bearer sk-wrong-key')
    await client.waitFor((event) => event.type === 'session.created')
    typedTurn(client, 'Why do bees make honey?')
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    expect(transcriptOf(client).toLowerCase()).toMatch(/honey|nectar/)
    expect(errorCodes(client)).toEqual(['realtime_relay_unavailable'])
    expect(client.socket.readyState).toBe(1)
  })

  it('falls back when OpenAI cannot be reached or never confirms the session', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const unreachable = await startRelay(relayEnv({ baseUrl: `http://127.0.0.1:${port}/v1` }))
    const first = await open(unreachable.url)
    await first.waitFor((event) => event.type === 'session.created')
    expect(ofType(first, 'error')[0]?.error).toMatchObject({
      code: 'realtime_relay_unavailable',
      message: "OpenAI Realtime could not be reached. Mochi's own voice will answer instead.",
    })

    fake.script.silent = true
    const stuck = await startRelay(relayEnv(), 300)
    const second = await open(stuck.url)
    await second.waitFor((event) => event.type === 'session.created')
    expect(ofType(second, 'error')[0]?.error).toMatchObject({
      message: "OpenAI Realtime did not answer in time. Mochi's own voice will answer instead.",
    })
  })

  it('ends the conversation with one clear error when OpenAI drops mid-session', async () => {
    const client = await connect()
    const closed = new Promise<number>((resolve) =>
      client.socket.addEventListener('close', (event) => resolve(event.code)),
    )
    fake.dropAll()
    expect(await closed).toBe(1011)
    expect(ofType(client, 'error').map((event) => event.error)).toEqual([
      {
        type: 'invalid_request_error',
        code: 'upstream_closed',
        message: 'The voice connection to OpenAI closed. Please start the voice chat again.',
      },
    ])
  })

  it('limits a relayed socket to 10 events a second and refuses unknown events', async () => {
    const client = await connect()
    client.send({ type: 'no.such.event' })
    for (let i = 0; i < 19; i++) client.send({ type: 'session.update', session: { language: 'en' } })
    await client.waitFor(
      (event) => event.type === 'error' && (event.error as { code: string }).code === 'rate_limited',
    )
    await sleep(300)
    expect(ofType(client, 'session.updated')).toHaveLength(9)
    expect(errorCodes(client).filter((code) => code === 'rate_limited')).toHaveLength(10)
    expect(errorCodes(client).filter((code) => code === 'unknown_event')).toHaveLength(1)
    expect(fake.received.map((event) => event.type)).toEqual(['session.update'])
    expect(client.socket.readyState).toBe(1)
  })
})

describe(`voice sockets in the operator health figures (${databaseKind})`, () => {
  it('counts open sockets and relay failures', async () => {
    const env = relayEnv({ apiKey: 'sk-wrong-key' })
    const deps: AppDeps = {
      env,
      database: ctx.database,
      logger: createLogger(env),
      startedAt: new Date(),
      auth: createAuth({ env, db: ctx.database.db, mailer: ctx.mailer, secret: env.authSecret! }),
      mailer: ctx.mailer,
      models: createModels(env),
    }
    const websocket = createRealtimeSocketServer()
    const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1', websocket })
    await new Promise<void>((resolve) => server.once('listening', resolve))
    servers.push({
      close: () =>
        new Promise<void>((resolve) => {
          terminateSockets(websocket.server)
          if ('closeAllConnections' in server) server.closeAllConnections()
          server.close(() => resolve())
        }),
    })
    const { port } = server.address() as AddressInfo
    const recorder = recorderFor(deps)
    expect(recorder.snapshot().websocketSessions).toBe(0)

    const client = await open(`ws://127.0.0.1:${port}${REALTIME_PATH}`)
    await client.waitFor((event) => event.type === 'session.created')
    expect(recorder.snapshot().websocketSessions).toBe(1)
    expect(recorder.snapshot().providerErrors).toEqual({ openai_realtime: 1 })

    client.close()
    for (let i = 0; i < 50 && recorder.snapshot().websocketSessions > 0; i++) await sleep(20)
    expect(recorder.snapshot().websocketSessions).toBe(0)
  })
})
