// Voice benchmark over loopback with the offline pipeline: synthesis real-time factor, Mochi's first audio on the
// realtime socket (after a typed turn, and after the end of a spoken one), and how soon a Listen starts to play.
// The server runs in a child process, so arrival times are the client's, never held up by the server's own
// work on a shared event loop. Run: npx tsx bench/voice.ts
import { type ChildProcess, fork } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { WebSocket } from 'undici'
import { createModels } from '../src/server/ai/providers'
import { createApp } from '../src/server/app'
import { createAuth } from '../src/server/auth/auth'
import type { AppDeps, AppEnv } from '../src/server/context'
import { openDatabase } from '../src/server/db/client'
import { type Env, publicUrl, testEnv } from '../src/server/env'
import { VOICE_FUNCTIONS } from '../src/server/functions/voice-functions'
import { createLogger } from '../src/server/lib/logger'
import { createMailer } from '../src/server/mail/mailer'
import { REALTIME_PATH, registerRealtime } from '../src/server/realtime/route'
import { createRealtimeSocketServer } from '../src/server/realtime/socket-server'
import { createRecognizer } from '../src/server/speech/recognition/recognizer'
import {
  concatBytes,
  encodeWav,
  leadingMp3Frames,
  mp3DurationSeconds,
  resample,
} from '../src/server/speech/synthesis/encode'
import { warmUpEspeak } from '../src/server/speech/synthesis/espeak-engine'
import { warmUpMp3Encoder } from '../src/server/speech/synthesis/mp3-stream'
import { synthesize } from '../src/server/speech/synthesis/synthesize'
import { SPECULATE_PAUSE_MS } from '../src/server/speech/turn-detection/endpointing'
import { HUB_BUFFER_SAMPLES, HUB_SAMPLE_RATE } from '../src/shared/constants'

const TURNS = 10
const LISTENS = 8
const QUESTIONS = [
  'Why do bees make honey?',
  'How do I grow sunflowers?',
  'What flowers do bees like?',
  '¿Por qué las abejas bailan?',
  'When should I plant tomatoes?',
]
/** Spoken turns are English: the offline recogniser (pocketsphinx) only knows English. */
const SPOKEN_QUESTIONS = QUESTIONS.filter((question) => !/[¿¡]/.test(question))
const FACT =
  'Honey bees are amazing helpers in the garden. A single bee can visit up to five thousand flowers in one day, ' +
  'carrying pollen from bloom to bloom. This helps apples, berries, pumpkins and many other plants make fruit and seeds for us.'
/** The child asking is a different voice from Mochi's. */
const CHILD_VOICE = 'Roger'
/** Samples quieter than this are not speech (the VAD itself is WebRTC's, above a loudness floor of 100). */
const VOICED_SAMPLE = 600
const TURN_TIMEOUT_MS = 15_000

type ServerEvent = { type: string; transcript?: string; response?: { status?: string } }

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits
const stats = (values: number[]) => ({
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const benchEnv = (): Env => {
  const base = testEnv()
  return testEnv({ ai: { ...base.ai, chatProvider: 'local', reasoningProvider: 'local' } })
}

/** The server half: the app, the realtime socket and the voice functions on a loopback port. */
async function runServer() {
  const env = benchEnv()
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
  // As the server's start-up does.
  await warmUpEspeak()
  warmUpMp3Encoder()
  const server = serve({
    fetch: outer.fetch,
    port: 0,
    hostname: '127.0.0.1',
    websocket: createRealtimeSocketServer(),
  })
  await new Promise<void>((resolve) => server.once('listening', resolve))
  process.send?.({ port: (server.address() as AddressInfo).port })
  process.on('disconnect', () => process.exit(0))
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(process.argv[1]!, ['--serve'], { execArgv: process.execArgv })
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, port: (message as { port: number }).port }))
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)))
  })
}

async function signedInCookie(base: string, origin: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    })
  const email = `bench-${Date.now()}@garden.test`
  const signUp = await post('/api/account/sign-up', {
    email,
    displayName: 'Bench',
    age: 30,
    password: 'sunflower',
    confirmPassword: 'sunflower',
    language: 'en',
    consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
  })
  if (!signUp.ok) throw new Error(`sign-up failed ${signUp.status}`)
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'sunflower' })
  if (!signIn.ok) throw new Error(`sign-in failed ${signIn.status}`)
  return signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
}

/** A realtime client: events with their arrival times. */
async function connect(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers })
  const listeners = new Set<(event: ServerEvent, at: number) => void>()
  socket.addEventListener('message', (message) => {
    const at = performance.now()
    const event = JSON.parse(String(message.data)) as ServerEvent
    for (const listener of listeners) listener(event, at)
  })
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve())
    socket.addEventListener('error', () => reject(new Error('socket failed')))
  })
  /** The arrival time of the first event of each type asked for, and of `until`, once it arrives (or time is up). */
  const record = (types: string[], until: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const seen: Record<string, number> = {}
      const done = (value: Record<string, number>) => {
        listeners.delete(listener)
        clearTimeout(timer)
        resolve(value)
      }
      const listener = (event: ServerEvent, at: number) => {
        if ([...types, until].includes(event.type) && seen[event.type] === undefined) seen[event.type] = at
        if (event.type === until) done(seen)
      }
      const timer = setTimeout(() => done(seen), TURN_TIMEOUT_MS)
      listeners.add(listener)
    })
  return { socket, record, send: (event: object) => socket.send(JSON.stringify(event)) }
}

type Client = Awaited<ReturnType<typeof connect>>

async function typedTurn(client: Client, text: string) {
  const recorded = client.record(['response.audio.delta'], 'response.done')
  client.send({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  })
  const started = performance.now()
  client.send({ type: 'response.create' })
  const seen = await recorded
  const first = seen['response.audio.delta']
  const done = seen['response.done']
  await sleep(250) // stay well inside 10 events a second
  return first && done ? { firstAudio: first - started, whole: done - started } : undefined
}

/** A question as a microphone would send it: 24 kHz, in the web client's buffers, in real time. */
async function spokenQuestion(text: string) {
  const speech = await synthesize({ text, language: 'en', voiceId: CHILD_VOICE })
  const voice = resample(speech.pcm, speech.sampleRate, HUB_SAMPLE_RATE)
  const lead = HUB_SAMPLE_RATE * 0.3
  const pcm = new Int16Array(lead + voice.length)
  pcm.set(voice, lead)
  let lastVoiced = pcm.length - 1
  while (lastVoiced > 0 && Math.abs(pcm[lastVoiced]!) < VOICED_SAMPLE) lastVoiced--
  return { pcm, endOfSpeechMs: ((lastVoiced + 1) / HUB_SAMPLE_RATE) * 1000 }
}

async function spokenTurn(client: Client, question: { pcm: Int16Array; endOfSpeechMs: number }) {
  const recorded = client.record(
    [
      'input_audio_buffer.speech_stopped',
      'conversation.item.input_audio_transcription.completed',
      'response.audio.delta',
    ],
    'response.done',
  )
  let finished = false
  void recorded.then(() => {
    finished = true
  })
  const bufferMs = (HUB_BUFFER_SAMPLES / HUB_SAMPLE_RATE) * 1000
  // Time zero of the microphone: buffer k holds [k, k+1) buffers of audio and is sent when it is full.
  const micStart = performance.now()
  const silence = new Int16Array(HUB_BUFFER_SAMPLES)
  // The microphone stays open (silence after the question) until Mochi has answered.
  for (let k = 0; !finished && performance.now() - micStart < TURN_TIMEOUT_MS; k++) {
    const at = k * HUB_BUFFER_SAMPLES
    const buffer = at < question.pcm.length ? question.pcm.slice(at, at + HUB_BUFFER_SAMPLES) : silence
    await sleep(Math.max(0, micStart + (k + 1) * bufferMs - performance.now()))
    client.send({ type: 'input_audio_buffer.append', audio: Buffer.from(buffer.buffer).toString('base64') })
  }
  const seen = await recorded
  const stopped = seen['input_audio_buffer.speech_stopped']
  const heard = seen['conversation.item.input_audio_transcription.completed']
  const first = seen['response.audio.delta']
  await sleep(250)
  if (!stopped || !heard || !first) return undefined
  return {
    fromStopped: first - stopped,
    recognition: heard - stopped,
    replyAfterTranscript: first - heard,
    fromLastVoice: first - (micStart + question.endOfSpeechMs),
  }
}

/** A Listen as the web page does it: the MP3 streamed (Accept: audio/mpeg), timed at the client. */
async function streamedListen(url: string) {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'audio/mpeg' },
    body: JSON.stringify({ text: FACT }),
  })
  if (!response.ok || response.headers.get('content-type') !== 'audio/mpeg') {
    throw new Error(`streamed tts failed ${response.status}`)
  }
  const parts: Uint8Array[] = []
  let received: Uint8Array = new Uint8Array(0)
  let firstFrame = 0
  let quarterSecond = 0
  // How late a chunk came compared with a player that started at the first frame and never paused.
  let stall = 0
  for await (const chunk of response.body!) {
    const now = performance.now()
    if (firstFrame) stall = Math.max(stall, now - firstFrame - leadingMp3Frames(received).seconds * 1000)
    parts.push(chunk)
    received = concatBytes(parts)
    const playable = leadingMp3Frames(received)
    if (!firstFrame && playable.count > 0) firstFrame = now
    if (!quarterSecond && playable.seconds >= 0.25) quarterSecond = now
  }
  return {
    firstFrame: firstFrame - started,
    quarterSecond: quarterSecond - started,
    whole: performance.now() - started,
    stall,
    seconds: mp3DurationSeconds(received),
  }
}

async function jsonListen(url: string) {
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: FACT }),
  })
  const body = (await response.json()) as { durationSeconds: number }
  return { ms: performance.now() - started, seconds: body.durationSeconds }
}

async function main() {
  const env = benchEnv()
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
  const questions = await Promise.all(SPOKEN_QUESTIONS.map(spokenQuestion))

  const { child, port } = await startServer()
  const base = `http://127.0.0.1:${port}`
  try {
    const cookie = await signedInCookie(base, origin)
    const client = await connect(`ws://127.0.0.1:${port}${REALTIME_PATH}`, { cookie, origin })

    // 2. Typed turns: response.create → first audio delta. One warm-up turn first.
    await typedTurn(client, QUESTIONS[0]!)
    const typed = []
    for (let turn = 0; turn < TURNS; turn++) {
      const result = await typedTurn(client, QUESTIONS[turn % QUESTIONS.length]!)
      if (result) typed.push(result)
    }

    // 3. Spoken turns, when this machine can recognise speech: end of speech → first audio delta.
    const recognizer = createRecognizer(env)
    const recognition = recognizer?.provider ?? 'none'
    const spoken = []
    const recognitionItself = []
    let unanswered = 0
    if (recognizer) {
      for (const question of questions) {
        const started = performance.now()
        await recognizer.transcribe(encodeWav(question.pcm, HUB_SAMPLE_RATE))
        recognitionItself.push(performance.now() - started)
      }
      await spokenTurn(client, questions[0]!)
      for (let turn = 0; turn < TURNS; turn++) {
        const result = await spokenTurn(client, questions[turn % questions.length]!)
        if (result) spoken.push(result)
        else unanswered++
      }
    }
    client.socket.close()

    // 4. Listen of the 40-word fact: the first playable MP3 bytes at the client, streamed; and the whole JSON.
    const tts = `${base}/functions/v1/tts`
    await streamedListen(tts)
    await jsonListen(tts)
    const streamed = []
    for (let i = 0; i < LISTENS; i++) streamed.push(await streamedListen(tts))
    const whole = []
    for (let i = 0; i < 3; i++) whole.push(await jsonListen(tts))

    const results = {
      synthesisRealTimeFactor: round(rtf, 3),
      typedFirstAudioMs: stats(typed.map((turn) => turn.firstAudio)),
      typedWholeTurnMs: stats(typed.map((turn) => turn.whole)),
      recognition,
      spokenTurns: spoken.length,
      spokenUnanswered: unanswered,
      spokenFirstAudioFromSpeechStoppedMs: stats(spoken.map((turn) => turn.fromStopped)),
      spokenRecognitionMs: stats(spoken.map((turn) => turn.recognition)),
      spokenReplyAfterTranscriptMs: stats(spoken.map((turn) => turn.replyAfterTranscript)),
      recognitionItselfMs: stats(recognitionItself),
      spokenFirstAudioFromLastVoiceMs: stats(spoken.map((turn) => turn.fromLastVoice)),
      listenFirstFrameMs: stats(streamed.map((listen) => listen.firstFrame)),
      listenQuarterSecondMs: stats(streamed.map((listen) => listen.quarterSecond)),
      listenStreamWholeMs: stats(streamed.map((listen) => listen.whole)),
      listenMaxStallMs: round(Math.max(...streamed.map((listen) => listen.stall))),
      listenJsonWholeMs: stats(whole.map((listen) => listen.ms)),
      listenSeconds: round(streamed[0]!.seconds, 2),
      factWords: FACT.split(/\s+/).length,
      turns: TURNS,
    }
    const line = (label: string, value: { p50: number; p95: number }) =>
      console.log(`${label}: p50 ${value.p50} ms, p95 ${value.p95} ms`)
    console.log(
      `synthesis real-time factor: ${results.synthesisRealTimeFactor} (${round(audioSeconds)} s of speech)`,
    )
    line('typed turn, response.create → first audio delta', results.typedFirstAudioMs)
    line('typed turn, response.create → response.done', results.typedWholeTurnMs)
    if (recognition === 'none') {
      console.log('spoken turns: not measured, no speech recogniser on this machine')
    } else {
      console.log(
        `spoken turns (${recognition}): ${spoken.length} answered, ${unanswered} unanswered or timed out`,
      )
      line('spoken turn, speech_stopped → first audio delta', results.spokenFirstAudioFromSpeechStoppedMs)
      line(
        `  of which speech_stopped → transcript (recognition began at the ${SPECULATE_PAUSE_MS} ms pause)`,
        results.spokenRecognitionMs,
      )
      line('  of which transcript → first audio delta', results.spokenReplyAfterTranscriptMs)
      line(`  (one ${recognition} recognition of a question takes)`, results.recognitionItselfMs)
      line(
        'spoken turn, last voiced sample → first audio delta (VAD pause included)',
        results.spokenFirstAudioFromLastVoiceMs,
      )
    }
    line(
      `Listen (${results.factWords}-word fact, ${results.listenSeconds} s), first playable MP3 frame at the client`,
      results.listenFirstFrameMs,
    )
    // Chromium's MediaSource starts playing once about a quarter second is buffered.
    line('Listen, first 0.25 s of audio at the client', results.listenQuarterSecondMs)
    line('Listen, whole stream', results.listenStreamWholeMs)
    console.log(
      `Listen, longest wait a player would have had after it started: ${results.listenMaxStallMs} ms`,
    )
    line('Listen, whole JSON answer (the plain contract)', results.listenJsonWholeMs)
    console.log(`BENCH_JSON ${JSON.stringify({ bench: 'voice', ...results })}`)
  } finally {
    child.kill()
  }
  process.exit(0)
}

if (process.argv.includes('--serve')) {
  runServer().catch((error) => {
    console.error(error)
    process.exit(1)
  })
} else {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
