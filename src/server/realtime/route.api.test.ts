import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../shared/constants'
import { publicUrl, testEnv } from '../env'
import { resample } from '../speech/synthesis/encode'
import { synthesize } from '../speech/synthesis/synthesize'
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

let ctx: TestContext
let server: RealtimeTestServer
let withStt: RealtimeTestServer
let fake: FakeSpeechServer
let headers: Record<string, string>
const clients: VoiceClient[] = []

beforeAll(async () => {
  ctx = await createTestContext()
  fake = await startFakeSpeechServer({ transcript: 'Why do bees love flowers?' })
  server = await startRealtimeServer(ctx, { recognizer: { disabled: true } })
  const base = testEnv()
  withStt = await startRealtimeServer(ctx, {
    recognizer: { offline: false },
    env: {
      ...ctx.env,
      ai: { ...base.ai, chatProvider: 'local', openai: { ...base.ai.openai, baseUrl: `${fake.url}/v1` } },
    },
  })
  headers = { cookie: await signedInCookie(ctx), origin: publicUrl(ctx.env) }
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

function decodePcm(base64: string) {
  const bytes = Buffer.from(base64, 'base64')
  return new Int16Array(new Uint8Array(bytes).buffer, 0, bytes.length / 2)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Our own voice saying something, as a microphone would send it: half-second appends, then silence. */
async function speechAppends(text: string) {
  const speech = await synthesize({ text, language: 'en' })
  const pcm = resample(speech.pcm, speech.sampleRate, HUB_SAMPLE_RATE)
  const audio = new Int16Array(pcm.length + HUB_SAMPLE_RATE)
  audio.set(pcm)
  const chunk = HUB_SAMPLE_RATE / 2
  const events = []
  for (let at = 0; at < audio.length; at += chunk) {
    const part = audio.slice(at, at + chunk)
    events.push({ type: 'input_audio_buffer.append', audio: Buffer.from(part.buffer).toString('base64') })
  }
  return events
}

async function sendSpeech(client: VoiceClient, text: string) {
  for (const event of await speechAppends(text)) client.send(event)
}

function upgradeStatus(origin: string | undefined, cookie?: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: server.port,
      path: '/functions/v1/realtime_session',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
        ...(origin ? { origin } : {}),
        ...(cookie ? { cookie } : {}),
      },
    })
    request.on('response', (response) => resolve(response.statusCode ?? 0))
    request.on('upgrade', (_response, socket) => {
      socket.destroy()
      resolve(101)
    })
    request.on('error', reject)
    request.end()
  })
}

describe(`realtime voice socket (${databaseKind})`, () => {
  it('answers every heartbeat ping with a pong at once, outside the control-event limit', async () => {
    const client = await connect()
    for (let i = 0; i < 30; i++) client.send({ type: 'mochi.ping' })
    await client.waitFor(() => client.events.filter((event) => event.type === 'mochi.pong').length === 30)
    expect(client.events.filter((event) => event.type === 'error')).toEqual([])
    expect(client.events.find((event) => event.type === 'mochi.pong')).toMatchObject({
      event_id: expect.any(String),
    })
  })

  it('answers a typed turn with transcript deltas and audible 24 kHz audio', async () => {
    const client = await connect()
    client.send({
      type: 'conversation.item.create',
      item: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: 'Why do bees make honey?' }],
      },
    })
    client.send({ type: 'response.create' })
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    const types = client.events.map((event) => event.type)
    const transcript = client.events
      .filter((event) => event.type === 'response.audio_transcript.delta')
      .map((event) => event.delta)
      .join('')
    expect(transcript.toLowerCase()).toMatch(/honey|nectar/)
    const audio = client.events.filter((event) => event.type === 'response.audio.delta')
    expect(audio.length).toBeGreaterThan(2)
    const pcm = decodePcm(audio[1]!.delta as string)
    expect(pcm.length).toBe(HUB_SAMPLE_RATE / 4)
    expect(rms(pcm)).toBeGreaterThan(200)
    expect(types.indexOf('response.audio.done')).toBeGreaterThan(types.lastIndexOf('response.audio.delta'))
    expect(types.indexOf('response.audio.done')).toBeLessThan(types.indexOf('response.done'))
  })

  it('hears speech (VAD) and says clearly when recognition is not configured', async () => {
    const client = await connect()
    await sendSpeech(client, 'Bees love flowers')
    await client.waitFor((event) => event.type === 'input_audio_buffer.speech_started')
    await client.waitFor((event) => event.type === 'input_audio_buffer.speech_stopped')
    const error = await client.waitFor((event) => event.type === 'error')
    expect(error.error).toMatchObject({
      code: 'stt_unavailable',
      message: 'Speech recognition is not configured',
    })
    expect(client.socket.readyState).toBe(1)
  })

  it('transcribes a spoken turn and answers it out loud', async () => {
    const client = await connect(withStt.url)
    await sendSpeech(client, 'Why do bees love flowers?')
    const heard = await client.waitFor(
      (event) => event.type === 'conversation.item.input_audio_transcription.completed',
    )
    expect(heard.transcript).toBe('Why do bees love flowers?')
    const upload = fake.requests.at(-1)!.body.toString('latin1')
    expect(upload).toContain('RIFF')
    await client.waitFor((event) => event.type === 'response.done')
    expect(client.events.some((event) => event.type === 'response.audio.delta')).toBe(true)
  })

  it('cancels Mochi’s reply when the child starts talking (barge-in)', async () => {
    const client = await connect()
    client.send({
      type: 'conversation.item.create',
      item: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Tell me about bees' }] },
    })
    const interruption = await speechAppends('Wait a moment')
    client.send({ type: 'response.create' })
    for (const event of interruption) client.send(event)
    await client.waitFor((event) => event.type === 'input_audio_buffer.speech_started')
    const done = await client.waitFor((event) => event.type === 'response.done')
    expect(done.response).toMatchObject({ status: 'cancelled' })
  })

  it('never refuses a 44.1 kHz microphone sending 40 ms frames at real-time pace', async () => {
    const client = await connect()
    client.send({ type: 'session.update', session: { input_sample_rate: 44_100 } })
    await client.waitFor((event) => event.type === 'session.updated')
    const frame = Buffer.alloc(1764 * 2).toString('base64')
    const started = Date.now()
    for (let i = 0; i < 50; i++) {
      client.send({ type: 'input_audio_buffer.append', audio: frame })
      await sleep(Math.max(0, started + (i + 1) * 40 - Date.now()))
    }
    await sleep(200)
    const refused = client.events.filter((event) => event.type === 'error')
    expect(refused).toEqual([])
    expect(client.socket.readyState).toBe(1)
  })

  it('limits a socket to 10 events a second without closing it', async () => {
    const client = await connect()
    for (let i = 0; i < 20; i++) client.send({ type: 'session.update', session: { language: 'en' } })
    await client.waitFor(
      (event) => event.type === 'error' && (event.error as { code: string }).code === 'rate_limited',
    )
    await sleep(300)
    const limited = client.events.filter(
      (event) => event.type === 'error' && (event.error as { code: string }).code === 'rate_limited',
    )
    const updated = client.events.filter((event) => event.type === 'session.updated')
    expect(updated).toHaveLength(10)
    expect(limited).toHaveLength(10)
    await sleep(1000)
    client.send({ type: 'session.update', session: { language: 'es' } })
    const later = await client.waitFor(
      (event) =>
        event.type === 'session.updated' && (event.session as { language: string }).language === 'es',
    )
    expect(later).toBeDefined()
    expect(client.socket.readyState).toBe(1)
  })

  it('answers garbage and oversized frames with error events', async () => {
    const client = await connect()
    client.socket.send('this is not json')
    client.socket.send(JSON.stringify({ type: 'input_audio_buffer.append', audio: 'A'.repeat(300 * 1024) }))
    client.send({ type: 'no.such.event' })
    client.send({ type: 'response.create' })
    await sleep(300)
    const codes = client.events
      .filter((event) => event.type === 'error')
      .map((event) => (event.error as { code: string }).code)
    expect(codes).toEqual(['invalid_json', 'message_too_large', 'unknown_event', 'no_input'])
    expect(client.socket.readyState).toBe(1)
  })

  it('refuses foreign origins and anonymous callers at the handshake', async () => {
    expect(await upgradeStatus('https://evil.example', headers.cookie)).toBe(403)
    expect(await upgradeStatus(publicUrl(ctx.env))).toBe(401)
    expect(await upgradeStatus(publicUrl(ctx.env), headers.cookie)).toBe(101)
  })
})
