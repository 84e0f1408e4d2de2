// Voice benchmark over loopback with the offline pipeline: synthesis real-time factor, time to Mochi's first audio
// on the realtime socket, and time to the audio of a Listen (tts of a 40-word fact). Run: npx tsx bench/voice.ts
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { WebSocket } from 'undici'
import { synthesize } from '../src/server/ai/local/speech/synthesize'
import { createModels } from '../src/server/ai/providers'
import { createApp } from '../src/server/app'
import { createAuth } from '../src/server/auth/auth'
import type { AppDeps, AppEnv } from '../src/server/context'
import { openDatabase } from '../src/server/db/client'
import { publicUrl, testEnv } from '../src/server/env'
import { createRecognizer } from '../src/server/features/voice/recognizer'
import { VOICE_FUNCTIONS } from '../src/server/functions/voice-functions'
import { createLogger } from '../src/server/lib/logger'
import { createMailer } from '../src/server/mail/mailer'
import { REALTIME_PATH, registerRealtime } from '../src/server/realtime/route'
import { createRealtimeSocketServer } from '../src/server/realtime/socket-server'

const TURNS = 10
const QUESTIONS = [
  'Why do bees make honey?',
  'How do I grow sunflowers?',
  'What flowers do bees like?',
  '¿Por qué las abejas bailan?',
  'When should I plant tomatoes?',
]
const FACT =
  'Honey bees are amazing helpers in the garden. A single bee can visit up to five thousand flowers in one day, ' +
  'carrying pollen from bloom to bloom. This helps apples, berries, pumpkins and many other plants make fruit and seeds for us.'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

async function main() {
  const base = testEnv()
  const env = testEnv({ ai: { ...base.ai, chatProvider: 'local', reasoningProvider: 'local' } })
  const database = await openDatabase({})
  const logger = createLogger(env)
  const mailer = createMailer(database.db, { smtpUrl: undefined, from: env.mailFrom, logger })
  const auth = createAuth({ env, db: database.db, mailer, secret: env.authSecret! })
  const deps: AppDeps = {
    env,
    database,
    logger,
    startedAt: new Date(),
    auth,
    mailer,
    models: createModels(env),
  }
  const app = createApp(deps, { functions: VOICE_FUNCTIONS })
  const outer = new Hono<AppEnv>()
  registerRealtime(outer, deps)
  outer.route('/', app)
  const websocket = createRealtimeSocketServer()
  const server = serve({ fetch: outer.fetch, port: 0, hostname: '127.0.0.1', websocket })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const origin = publicUrl(env)

  // 1. Synthesis real-time factor (after one warm-up run).
  await synthesize({ text: 'Warm up.', language: 'en' })
  let synthSeconds = 0
  let audioSeconds = 0
  for (const text of [FACT, ...QUESTIONS]) {
    const started = performance.now()
    const { pcm, sampleRate } = await synthesize({ text, language: /¿/.test(text) ? 'es' : 'en' })
    synthSeconds += (performance.now() - started) / 1000
    audioSeconds += pcm.length / sampleRate
  }
  const rtf = synthSeconds / audioSeconds

  // 2. A signed-in browser, then text turns over the socket: response.create → first audio delta.
  const email = `bench-${Date.now()}@garden.test`
  const signUp = await app.request(`${origin}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email,
      displayName: 'Bench',
      age: 30,
      password: 'sunflower',
      confirmPassword: 'sunflower',
      language: 'en',
      consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
    }),
  })
  if (!signUp.ok) throw new Error(`sign-up failed ${signUp.status}`)
  const signIn = await app.request(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: 'sunflower' }),
  })
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, { headers: { cookie, origin } })
  let onEvent: (event: { type: string }) => void = () => {}
  socket.addEventListener('message', (message) => onEvent(JSON.parse(String(message.data))))
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve())
    socket.addEventListener('error', () => reject(new Error('socket failed')))
  })
  const firstAudio: number[] = []
  const wholeTurn: number[] = []
  for (let turn = 0; turn < TURNS; turn++) {
    const text = QUESTIONS[turn % QUESTIONS.length]!
    await new Promise<void>((resolve) => {
      let started = 0
      let first = 0
      onEvent = (event) => {
        if (event.type === 'response.audio.delta' && !first) first = performance.now() - started
        if (event.type === 'response.done') {
          firstAudio.push(first)
          wholeTurn.push(performance.now() - started)
          resolve()
        }
      }
      socket.send(
        JSON.stringify({
          type: 'conversation.item.create',
          item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
        }),
      )
      started = performance.now()
      socket.send(JSON.stringify({ type: 'response.create' }))
    })
    await new Promise((resolve) => setTimeout(resolve, 250)) // stay well inside 10 events a second
  }
  socket.close()

  // 3. Listen: the whole MP3 of a 40-word fact from the tts function.
  const listen: number[] = []
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    const response = await app.request(`${origin}/functions/v1/tts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ text: FACT }),
    })
    await response.json()
    listen.push(performance.now() - started)
  }

  const recognition = createRecognizer(env)?.provider ?? 'none'
  const results = {
    synthesisRealTimeFactor: round(rtf, 3),
    firstAudioFrom: 'response.create (text turn)',
    recognition,
    firstAudioMs: { p50: round(percentile(firstAudio, 50)), p95: round(percentile(firstAudio, 95)) },
    wholeTurnMs: { p50: round(percentile(wholeTurn, 50)), p95: round(percentile(wholeTurn, 95)) },
    listen40WordsMs: { p50: round(percentile(listen, 50)), p95: round(percentile(listen, 95)) },
    turns: TURNS,
    factWords: FACT.split(/\s+/).length,
  }
  console.log(
    `synthesis real-time factor: ${results.synthesisRealTimeFactor} (${round(audioSeconds)} s of speech)`,
  )
  console.log(
    `recognition available: ${recognition}; first audio measured from response.create of a text turn`,
  )
  console.log(`first audio delta: p50 ${results.firstAudioMs.p50} ms, p95 ${results.firstAudioMs.p95} ms`)
  console.log(`whole turn: p50 ${results.wholeTurnMs.p50} ms, p95 ${results.wholeTurnMs.p95} ms`)
  console.log(`Listen (${results.factWords}-word fact, tts MP3): p50 ${results.listen40WordsMs.p50} ms`)
  console.log(`BENCH_JSON ${JSON.stringify({ bench: 'voice', ...results })}`)

  websocket.server.terminate()
  server.close()
  mailer.stop()
  await database.close()
  process.exit(0)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
