// Voice benchmark over loopback with the offline pipeline: synthesis real-time factor, Mochi's first audio on the
// realtime socket (after a typed turn, and from the last voiced sample of a spoken one, for 24 kHz and 44.1 kHz
// clients), how soon a barge-in stops Mochi, and how soon a Listen starts to play. The server runs in a child
// process, so arrival times are the client's, never held up by the server's own work on a shared event loop.
// Run: npx tsx bench/voice.ts
import { type ChildProcess, fork } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
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
import {
  COMPLETE_PAUSE_MS,
  SPECULATE_PAUSE_MS,
  UNSURE_PAUSE_MS,
} from '../src/server/speech/turn-detection/endpointing'
import { HUB_SAMPLE_RATE, VOICE_PAGE_SAMPLE_RATE } from '../src/shared/constants'

const TURNS = 10
const BARGE_INS = 6
/** The web client's microphone frames: at most this long whatever the device's rate (use-realtime-voice.ts). */
const CLIENT_FRAME_MS = 40
/** The rates of the clients measured: the protocol's own, and the voice page's (it sends 44.1 kHz frames). */
const CLIENT_RATES = [HUB_SAMPLE_RATE, VOICE_PAGE_SAMPLE_RATE]
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

type LoggedEvent = { type: string; at: number }

/** Mochi's audio, by the beta name (the spec's, our browser's) and the GA name (the official client's). */
const AUDIO_DELTAS = ['response.audio.delta', 'response.output_audio.delta']
/** What tells a client to stop playing Mochi: the child's speech began, the reply was cancelled, or cleared. */
const STOPS = ['input_audio_buffer.speech_started', 'response.cancelled', 'output_audio_buffer.cleared']

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
        // A cancelled reply counts as `response.cancelled`, and never as the `response.done` awaited.
        const type =
          event.type === 'response.done' && event.response?.status === 'cancelled'
            ? 'response.cancelled'
            : event.type
        if (AUDIO_DELTAS.includes(type)) seen.lastAudio = at
        const name = AUDIO_DELTAS.includes(type) ? 'audio' : type
        if ([...types, until].includes(name) && seen[name] === undefined) seen[name] = at
        if (type === until) done(seen)
      }
      const timer = setTimeout(() => done(seen), TURN_TIMEOUT_MS)
      listeners.add(listener)
    })
  /** Every event from now on, with its arrival time, until `stop()`. */
  const collect = () => {
    const events: LoggedEvent[] = []
    const listener = (event: ServerEvent, at: number) => {
      const cancelled = event.type === 'response.done' && event.response?.status === 'cancelled'
      events.push({ type: cancelled ? 'response.cancelled' : event.type, at })
    }
    listeners.add(listener)
    return { events, stop: () => listeners.delete(listener) }
  }
  return { socket, record, collect, send: (event: object) => socket.send(JSON.stringify(event)) }
}

type Client = Awaited<ReturnType<typeof connect>>

async function typedTurn(client: Client, text: string) {
  const recorded = client.record(['audio'], 'response.done')
  client.send({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  })
  const started = performance.now()
  client.send({ type: 'response.create' })
  const seen = await recorded
  const first = seen.audio
  const done = seen['response.done']
  await sleep(250) // stay well inside 10 events a second
  return first && done ? { firstAudio: first - started, whole: done - started } : undefined
}

interface SpokenQuestion {
  pcm: Int16Array
  rate: number
  /** Where the child's voice really is, in ms of the microphone's audio. */
  firstVoiceMs: number
  lastVoiceMs: number
}

/** A question as a microphone at `rate` hears it: the child's voice after 0.3 s of silence. */
async function spokenQuestion(text: string, rate: number): Promise<SpokenQuestion> {
  const speech = await synthesize({ text, language: 'en', voiceId: CHILD_VOICE })
  const voice = resample(speech.pcm, speech.sampleRate, rate)
  const lead = Math.round(rate * 0.3)
  const pcm = new Int16Array(lead + voice.length)
  pcm.set(voice, lead)
  const voiced = (sample: number) => Math.abs(sample) >= VOICED_SAMPLE
  const ms = (samples: number) => (samples / rate) * 1000
  return {
    pcm,
    rate,
    firstVoiceMs: ms(pcm.findIndex(voiced)),
    lastVoiceMs: ms(pcm.findLastIndex(voiced) + 1),
  }
}

/**
 * Streams a question as the web client does: frames of CLIENT_FRAME_MS at real-time pace (frame k, holding audio
 * [k, k+1) frames long, leaves when it is full), then silence until `finished()`. Returns the microphone's time zero.
 */
function streamQuestion(client: Client, question: SpokenQuestion, finished: () => boolean) {
  const frame = Math.round((question.rate * CLIENT_FRAME_MS) / 1000)
  const frameMs = (frame / question.rate) * 1000
  const silence = new Int16Array(frame)
  const micStart = performance.now()
  const sent = (async () => {
    for (let k = 0; !finished() && performance.now() - micStart < TURN_TIMEOUT_MS; k++) {
      const at = k * frame
      const buffer = at < question.pcm.length ? question.pcm.slice(at, at + frame) : silence
      await sleep(Math.max(0, micStart + (k + 1) * frameMs - performance.now()))
      client.send({ type: 'input_audio_buffer.append', audio: Buffer.from(buffer.buffer).toString('base64') })
    }
  })()
  return { micStart, sent }
}

/** One spoken turn: from the last voiced sample of the question to Mochi's first audio delta, at the client. */
async function spokenTurn(client: Client, question: SpokenQuestion) {
  const recorded = client.record(
    ['input_audio_buffer.speech_stopped', 'conversation.item.input_audio_transcription.completed', 'audio'],
    'response.done',
  )
  let finished = false
  void recorded.then(() => {
    finished = true
  })
  const { micStart, sent } = streamQuestion(client, question, () => finished)
  const seen = await recorded
  await sent
  const stopped = seen['input_audio_buffer.speech_stopped']
  const heard = seen['conversation.item.input_audio_transcription.completed']
  const first = seen.audio
  await sleep(250)
  if (!stopped || !heard || !first) return undefined
  const lastVoice = micStart + question.lastVoiceMs
  return {
    fromLastVoice: first - lastVoice,
    stoppedAfterLastVoice: stopped - lastVoice,
    fromStopped: first - stopped,
    replyAfterTranscript: first - heard,
  }
}

/** Waits until `test` holds (checked every 5 ms), or the turn's time is up. */
async function until(test: () => boolean) {
  const deadline = performance.now() + TURN_TIMEOUT_MS
  while (!test() && performance.now() < deadline) await sleep(5)
  return test()
}

/**
 * A barge-in: a typed question gets a long answer; once its first audio has arrived the child starts talking.
 * Measured from the child's first voiced sample to the first event that stops Mochi at the client, and whether
 * audio of the interrupted reply still came after it.
 */
async function bargeIn(client: Client, question: SpokenQuestion) {
  const log = client.collect()
  client.send({
    type: 'conversation.item.create',
    item: {
      type: 'message',
      role: 'user',
      content: [{ type: 'input_text', text: 'Tell me all about bees' }],
    },
  })
  client.send({ type: 'response.create' })
  const has = (test: (event: LoggedEvent) => boolean) => log.events.some(test)
  await until(() => has((event) => AUDIO_DELTAS.includes(event.type)))
  let spokenDone = false
  const { micStart, sent } = streamQuestion(client, question, () => spokenDone)
  // The child's question is answered in its turn; the trial ends with that answer.
  const stoppedAt = () => log.events.find((event) => event.type === 'input_audio_buffer.speech_stopped')?.at
  await until(() => {
    const stopped = stoppedAt()
    return stopped !== undefined && has((event) => event.type === 'response.done' && event.at > stopped)
  })
  spokenDone = true
  await sent
  log.stop()
  await sleep(250)
  const firstVoice = micStart + question.firstVoiceMs
  const stop = log.events.find((event) => STOPS.includes(event.type) && event.at >= firstVoice)?.at
  if (stop === undefined) return undefined
  const interruptedAudio = log.events.filter(
    (event) => AUDIO_DELTAS.includes(event.type) && event.at > stop && event.at < (stoppedAt() ?? Infinity),
  )
  return {
    toStop: stop - firstVoice,
    cancelled: has((event) => event.type === 'response.cancelled'),
    audioAfterStop: interruptedAudio.length,
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

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')

async function main() {
  const env = benchEnv()
  const origin = publicUrl(env)
  const withListen = !process.argv.includes('--turns-only')
  const loadAtStart = load()

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
  const questionsAt = new Map<number, SpokenQuestion[]>()
  for (const rate of CLIENT_RATES) {
    questionsAt.set(rate, await Promise.all(SPOKEN_QUESTIONS.map((text) => spokenQuestion(text, rate))))
  }

  const { child, port } = await startServer()
  const base = `http://127.0.0.1:${port}`
  try {
    const cookie = await signedInCookie(base, origin)
    const url = `ws://127.0.0.1:${port}${REALTIME_PATH}`
    const client = await connect(url, { cookie, origin })

    // 2. Typed turns: response.create → first audio delta. One warm-up turn first.
    await typedTurn(client, QUESTIONS[0]!)
    const typed = []
    for (let turn = 0; turn < TURNS; turn++) {
      const result = await typedTurn(client, QUESTIONS[turn % QUESTIONS.length]!)
      if (result) typed.push(result)
    }
    client.socket.close()

    // 3. Spoken turns, when this machine can recognise speech: last voiced sample → first audio delta, per client
    // rate (24 kHz speaking the GA dialect as the official client does, 44.1 kHz the beta one as the voice page).
    const recognizer = createRecognizer(env)
    const recognition = recognizer?.provider ?? 'none'
    const spoken = new Map<number, NonNullable<Awaited<ReturnType<typeof spokenTurn>>>[]>()
    const unanswered = new Map<number, number>()
    const bargeIns: NonNullable<Awaited<ReturnType<typeof bargeIn>>>[] = []
    const recognitionItself = []
    if (recognizer) {
      for (const question of questionsAt.get(HUB_SAMPLE_RATE)!) {
        const started = performance.now()
        await recognizer.transcribe(encodeWav(question.pcm, HUB_SAMPLE_RATE))
        recognitionItself.push(performance.now() - started)
      }
      for (const rate of CLIENT_RATES) {
        const dialect = rate === HUB_SAMPLE_RATE ? 'ga' : 'beta'
        const voice = await connect(`${url}?events=${dialect}`, { cookie, origin })
        if (rate !== HUB_SAMPLE_RATE) {
          voice.send({ type: 'session.update', session: { input_sample_rate: rate } })
          await sleep(250)
        }
        const questions = questionsAt.get(rate)!
        const results = []
        let missed = 0
        await spokenTurn(voice, questions[0]!)
        for (let turn = 0; turn < TURNS; turn++) {
          const result = await spokenTurn(voice, questions[turn % questions.length]!)
          if (result) results.push(result)
          else missed++
        }
        spoken.set(rate, results)
        unanswered.set(rate, missed)
        if (rate === HUB_SAMPLE_RATE) {
          for (let trial = 0; trial < BARGE_INS; trial++) {
            const result = await bargeIn(voice, questions[trial % questions.length]!)
            if (result) bargeIns.push(result)
          }
        }
        voice.socket.close()
      }
    }

    // 4. Listen of the 40-word fact: the first playable MP3 bytes at the client, streamed; and the whole JSON.
    const tts = `${base}/functions/v1/tts`
    const streamed = []
    const whole = []
    if (withListen) {
      await streamedListen(tts)
      await jsonListen(tts)
      for (let i = 0; i < LISTENS; i++) streamed.push(await streamedListen(tts))
      for (let i = 0; i < 3; i++) whole.push(await jsonListen(tts))
    }

    const perRate = Object.fromEntries(
      CLIENT_RATES.map((rate) => {
        const turns = spoken.get(rate) ?? []
        return [
          rate,
          {
            answered: turns.length,
            unanswered: unanswered.get(rate) ?? 0,
            firstAudioFromLastVoiceMs: stats(turns.map((turn) => turn.fromLastVoice)),
            speechStoppedAfterLastVoiceMs: stats(turns.map((turn) => turn.stoppedAfterLastVoice)),
            firstAudioFromSpeechStoppedMs: stats(turns.map((turn) => turn.fromStopped)),
            replyAfterTranscriptMs: stats(turns.map((turn) => turn.replyAfterTranscript)),
          },
        ]
      }),
    )
    const results = {
      loadAverage: { start: loadAtStart, end: load() },
      synthesisRealTimeFactor: round(rtf, 3),
      typedFirstAudioMs: stats(typed.map((turn) => turn.firstAudio)),
      typedWholeTurnMs: stats(typed.map((turn) => turn.whole)),
      recognition,
      recognitionItselfMs: stats(recognitionItself),
      spoken: perRate,
      bargeIns: bargeIns.length,
      bargeInToStopMs: stats(bargeIns.map((trial) => trial.toStop)),
      bargeInCancelledReplies: bargeIns.filter((trial) => trial.cancelled).length,
      bargeInAudioAfterStop: bargeIns.reduce((sum, trial) => sum + trial.audioAfterStop, 0),
      listenFirstFrameMs: stats(streamed.map((listen) => listen.firstFrame)),
      listenQuarterSecondMs: stats(streamed.map((listen) => listen.quarterSecond)),
      listenStreamWholeMs: stats(streamed.map((listen) => listen.whole)),
      listenMaxStallMs: round(Math.max(...streamed.map((listen) => listen.stall))),
      listenJsonWholeMs: stats(whole.map((listen) => listen.ms)),
      listenSeconds: streamed[0] ? round(streamed[0].seconds, 2) : null,
      factWords: FACT.split(/\s+/).length,
      turns: TURNS,
    }
    const line = (label: string, value: { p50: number; p95: number }) =>
      console.log(`${label}: p50 ${value.p50} ms, p95 ${value.p95} ms`)
    console.log(
      `load average (1 / 5 / 15 min) at start ${results.loadAverage.start}, at end ${results.loadAverage.end}`,
    )
    console.log(
      `synthesis real-time factor: ${results.synthesisRealTimeFactor} (${round(audioSeconds)} s of speech)`,
    )
    line('typed turn, response.create → first audio delta', results.typedFirstAudioMs)
    line('typed turn, response.create → response.done', results.typedWholeTurnMs)
    if (recognition === 'none') {
      console.log('spoken turns: not measured, no speech recogniser on this machine')
    } else {
      console.log(
        `spoken turns (${recognition}): a synthesised child's question ("${CHILD_VOICE}"), sent in ` +
          `${CLIENT_FRAME_MS} ms frames at real-time pace; the clock starts at the question's last sample louder ` +
          `than ${VOICED_SAMPLE} (known from the audio sent) and stops at the first audio delta to arrive. Recognition ` +
          `and the reply begin at a ${SPECULATE_PAUSE_MS} ms pause; the turn ends ${COMPLETE_PAUSE_MS} ms after a ` +
          `complete question (${UNSURE_PAUSE_MS} ms while unsure)`,
      )
      line(`  (one ${recognition} recognition of a question takes)`, results.recognitionItselfMs)
      for (const rate of CLIENT_RATES) {
        const figures = perRate[rate]!
        const label = `  ${rate / 1000} kHz client`
        console.log(`${label}: ${figures.answered} answered, ${figures.unanswered} unanswered or timed out`)
        line(`${label}, last voiced sample → first audio delta`, figures.firstAudioFromLastVoiceMs)
        line(`${label}, last voiced sample → speech_stopped`, figures.speechStoppedAfterLastVoiceMs)
        line(`${label}, speech_stopped → first audio delta`, figures.firstAudioFromSpeechStoppedMs)
        line(`${label}, transcript → first audio delta`, figures.replyAfterTranscriptMs)
      }
      console.log(
        `barge-in (24 kHz, the child talks once Mochi's first audio has arrived): ${results.bargeIns} trials, ` +
          `${results.bargeInCancelledReplies} replies cancelled mid-way, ` +
          `${results.bargeInAudioAfterStop} audio deltas of the interrupted reply after the stop`,
      )
      line(
        "  child's first voiced sample → first stop event (speech_started / cancelled)",
        results.bargeInToStopMs,
      )
    }
    if (withListen) {
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
    }
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
