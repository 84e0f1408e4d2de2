// Unit tests of the offline realtime session: early speech, barge-in, early recognition and its failures, the
// listener's language, voice, sliders and text-only replies set by session.update, and ElevenLabs' voice.
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../shared/constants'
import { createModels, type ModelChoice, type Models } from '../ai/providers'
import { warmUpModeration } from '../ai/safety/moderate'
import { testEnv } from '../env'
import { createLogger } from '../lib/logger'
import { type Recognizer, sttUnavailable } from '../speech/recognition/recognizer'
import { speakPcm24k as speakSentence } from '../speech/speak'
import { resample } from '../speech/synthesis/encode'
import { synthesize } from '../speech/synthesis/synthesize'
import { type FakeSpeechServer, startFakeSpeechServer } from '../speech/voice-fakes'
import { RealtimeSession, type ServerEvent } from './session'

const env = testEnv()
const logger = createLogger(env)
const FIRST = 'Ooh, a bee question, '
const REST = 'my favourite thing to talk about! Bees dance to share where flowers are.'

/**
 * A remote-like model that writes `first`, then waits for `gate` before writing `rest`; every call's options are
 * kept in `calls`, so a test can read the prompt it was given.
 */
function scriptedModels(
  { first, rest = '', gate = Promise.resolve() }: { first: string; rest?: string; gate?: Promise<void> },
  calls: LanguageModelV4CallOptions[] = [],
): Models {
  const usage = {
    inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 1, text: 1, reasoning: 0 },
  }
  const model: LanguageModelV4 = {
    specificationVersion: 'v4',
    provider: 'test',
    modelId: 'slow-writer',
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error('only streaming is used')),
    doStream: async (options) => ({
      stream: new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          calls.push(options)
          controller.enqueue({ type: 'stream-start', warnings: [] })
          controller.enqueue({ type: 'text-start', id: 't' })
          controller.enqueue({ type: 'text-delta', id: 't', delta: first })
          await gate
          if (rest) controller.enqueue({ type: 'text-delta', id: 't', delta: rest })
          controller.enqueue({ type: 'text-end', id: 't' })
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage })
          controller.close()
        },
      }),
    }),
  }
  // Marked local, so the reply pipeline passes its words straight on, as it does for the offline guide.
  const choice: ModelChoice = { model, provider: 'local', modelId: model.modelId, isLocal: true }
  return { chat: choice, reasoning: choice, local: choice }
}

const slowModels = (gate: Promise<void>) => scriptedModels({ first: FIRST, rest: REST, gate })

function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

function startSession(deps: Partial<ConstructorParameters<typeof RealtimeSession>[0]>) {
  const events: ServerEvent[] = []
  // Events 200 ms apart on the session's clock, so the 10-a-second limit never interferes.
  let clock = 0
  const session = new RealtimeSession(
    { models: createModels(env), logger, env, now: () => (clock += 200), ...deps },
    { send: (event) => events.push(event) },
  )
  session.start()
  const send = (event: object) => session.receive(JSON.stringify(event))
  const types = () => events.map((event) => event.type)
  /** The `nth` (from 1) event of that type, once it has come. */
  const waitFor = (type: string, nth = 1) =>
    vi.waitFor(
      () => {
        const found = events.filter((event) => event.type === type)[nth - 1]
        if (!found) throw new Error(`no ${type} #${nth} yet`)
        return found
      },
      { timeout: 8000, interval: 5 },
    )
  return { session, events, send, types, waitFor }
}

/** The events of one response, by its id. */
const ofResponse = (events: ServerEvent[], id: unknown) =>
  events.filter((event) => event.response_id === id || (event.response as { id?: unknown })?.id === id)

/** Every audio delta of a response, joined back into one PCM16 buffer. */
function audioOf(events: ServerEvent[], id: unknown): Int16Array {
  const bytes = Buffer.concat(
    ofResponse(events, id)
      .filter((event) => event.type === 'response.audio.delta')
      .map((event) => Buffer.from(event.delta as string, 'base64')),
  )
  return new Int16Array(new Uint8Array(bytes).buffer, 0, bytes.length / 2)
}

const transcriptOf = (events: ServerEvent[], id: unknown) =>
  ofResponse(events, id)
    .filter((event) => event.type === 'response.audio_transcript.delta')
    .map((event) => event.delta)
    .join('')

const ask = (send: (event: object) => void, text: string) => {
  send({
    type: 'conversation.item.create',
    item: { type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
  })
  send({ type: 'response.create' })
}

/** A child's question as the microphone hears it: our own synthesised voice (WebRTC's VAD takes no pure tone for speech). */
let spoken: Int16Array
/** The question after `leadMs` of silence, then a second of silence; and where its speech really is. */
function question(leadMs: number) {
  const lead = (HUB_SAMPLE_RATE * leadMs) / 1000
  const audio = new Int16Array(lead + spoken.length + HUB_SAMPLE_RATE)
  audio.set(spoken, lead)
  const audible = (sample: number) => Math.abs(sample) > 100
  const ms = (samples: number) => (samples / HUB_SAMPLE_RATE) * 1000
  return { audio, startMs: ms(audio.findIndex(audible)), endMs: ms(audio.findLastIndex(audible) + 1) }
}
const appends = (pcm: Int16Array) => {
  const step = HUB_SAMPLE_RATE / 5
  const events = []
  for (let at = 0; at < pcm.length; at += step) {
    const part = pcm.slice(at, at + step)
    events.push({ type: 'input_audio_buffer.append', audio: Buffer.from(part.buffer).toString('base64') })
  }
  return events
}

/** What the fake ElevenLabs says for every sentence: a fifth of a second of a 330 Hz tone, PCM16 LE at 24 kHz. */
const ELEVEN_PCM = Int16Array.from({ length: 4800 }, (_, i) =>
  Math.round(9000 * Math.sin((2 * Math.PI * 330 * i) / 24_000)),
)
let elevenLabs: FakeSpeechServer
let elevenLabsDown: FakeSpeechServer

beforeAll(async () => {
  // Every turn passes the safety gate; its learned classifier trains once here, not inside the first test.
  warmUpModeration()
  const speech = await synthesize({ text: 'Why do bees make honey?', language: 'en', voiceId: 'Roger' })
  spoken = resample(speech.pcm, speech.sampleRate, HUB_SAMPLE_RATE)
  const pcm = Buffer.alloc(ELEVEN_PCM.length * 2)
  for (const [i, sample] of ELEVEN_PCM.entries()) pcm.writeInt16LE(sample, i * 2)
  elevenLabs = await startFakeSpeechServer({ pcm })
  elevenLabsDown = await startFakeSpeechServer({ failWith: 500 })
}, 30_000)
afterAll(async () => {
  await elevenLabs.close()
  await elevenLabsDown.close()
})

describe('RealtimeSession', () => {
  it('speaks the first clause while the model is still writing the rest of the sentence', async () => {
    const writing = gate()
    const { send, events, types, waitFor } = startSession({ models: slowModels(writing.opened) })
    ask(send, 'Tell me about bees')
    await waitFor('response.audio.delta')
    const transcriptSoFar = events
      .filter((event) => event.type === 'response.audio_transcript.delta')
      .map((event) => event.delta)
      .join('')
    expect(transcriptSoFar).toBe(FIRST)
    writing.open()
    const done = await waitFor('response.done')
    expect(done.response).toMatchObject({ status: 'completed' })
    const finished = events.find((event) => event.type === 'response.audio_transcript.done')
    expect(finished?.transcript).toBe(FIRST + REST)
    const order = types()
    expect(order.indexOf('response.audio.done')).toBeGreaterThan(order.lastIndexOf('response.audio.delta'))
    expect(order.indexOf('response.audio.done')).toBeLessThan(order.indexOf('response.done'))
  })

  it('stops all audio at once when the child starts talking (barge-in)', async () => {
    const writing = gate()
    const { send, events, waitFor } = startSession({ models: slowModels(writing.opened) })
    ask(send, 'Tell me about bees')
    await waitFor('response.audio.delta')
    for (const event of appends(spoken)) send(event)
    await waitFor('input_audio_buffer.speech_started')
    const done = await waitFor('response.done')
    expect(done.response).toMatchObject({ status: 'cancelled' })
    const cancelledAt = events.indexOf(done)
    writing.open()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(events.slice(cancelledAt).some((event) => event.type === 'response.audio.delta')).toBe(false)
    expect(events.some((event) => event.type === 'response.audio.done')).toBe(false)
  })

  it('has the transcript ready from the pause before the turn ends, recognising the turn only once', async () => {
    /** How many events the session had sent when each recognition began. */
    const calls: number[] = []
    let sent: ServerEvent[] = []
    const recognizer: Recognizer = {
      provider: 'pocketsphinx',
      transcribe: async () => {
        calls.push(sent.length)
        return { text: 'Why do bees make honey?', language: 'en', provider: 'pocketsphinx' }
      },
    }
    const { send, events, types, waitFor } = startSession({ recognizer })
    sent = events
    const speech = question(200)
    for (const event of appends(speech.audio)) send(event)
    const heard = await waitFor('conversation.item.input_audio_transcription.completed')
    expect(heard.transcript).toBe('Why do bees make honey?')
    await waitFor('response.done')
    expect(calls).toHaveLength(1)
    // Recognition began before the session declared the end of the turn.
    const stoppedAt = types().indexOf('input_audio_buffer.speech_stopped')
    expect(calls[0]).toBeLessThanOrEqual(stoppedAt)
    expect(types().slice(0, 4)).toEqual([
      'session.created',
      'input_audio_buffer.speech_started',
      'input_audio_buffer.speech_stopped',
      'conversation.item.input_audio_transcription.completed',
    ])
    expect(types()).toContain('response.audio.delta')
    // The audio was sent before the voice detector had loaded, and none of it was lost: the times are right.
    const started = events.find((event) => event.type === 'input_audio_buffer.speech_started')!
    const stopped = events.find((event) => event.type === 'input_audio_buffer.speech_stopped')!
    expect(Math.abs((started.audio_start_ms as number) - speech.startMs)).toBeLessThanOrEqual(40)
    expect(Math.abs((stopped.audio_end_ms as number) - speech.endMs)).toBeLessThanOrEqual(100)
  })

  it('answers the second listen of an unsure turn, not the words its speculative reply began from', async () => {
    const again: number[] = []
    const calls: LanguageModelV4CallOptions[] = []
    const recognizer: Recognizer = {
      provider: 'pocketsphinx',
      transcribe: async () => ({
        text: 'why do bees like sunny',
        language: 'en',
        provider: 'pocketsphinx',
        confidence: 0.2,
      }),
      hearAgain: async (pcm, first) => {
        again.push(pcm.length)
        return { ...first, text: 'why do bees make honey' }
      },
    }
    const { send, events, waitFor } = startSession({
      recognizer,
      models: scriptedModels({ first: 'Bees make honey.' }, calls),
    })
    const speech = question(200)
    for (const event of appends(speech.audio)) send(event)
    const heard = await waitFor('conversation.item.input_audio_transcription.completed')
    expect(heard.transcript).toBe('why do bees make honey')
    await waitFor('response.done')
    // The turn's audio, at the recogniser's 16 kHz, heard once more.
    expect(again).toHaveLength(1)
    expect(again[0]).toBeGreaterThan(16_000 * 0.5)
    // Only the reply to the second listen's words was sent (a speculative one began from the first words).
    expect(events.filter((event) => event.type === 'response.created')).toHaveLength(1)
    const prompt = JSON.stringify(calls.at(-1)?.prompt)
    expect(prompt).toContain('why do bees make honey')
  })

  it('says recognition is unavailable when the recogniser cannot hear the session’s language', async () => {
    const heard: string[] = []
    const recognizer: Recognizer = {
      provider: 'pocketsphinx',
      transcribe: async (_audio, hint = 'en') => {
        heard.push(hint)
        if (hint !== 'en') throw sttUnavailable(hint)
        return { text: 'Hello', language: 'en', provider: 'pocketsphinx' }
      },
    }
    const { send, events, waitFor } = startSession({ recognizer, language: 'es' })
    for (const event of appends(question(200).audio)) send(event)
    const error = await waitFor('error')
    expect(error.error).toEqual({
      type: 'invalid_request_error',
      code: 'stt_unavailable',
      message: 'Speech recognition is not configured for Spanish',
    })
    expect(heard).toEqual(['es'])
    expect(events.filter((event) => event.type === 'error')).toHaveLength(1)
    expect(events.some((event) => event.type === 'response.created')).toBe(false)
  })

  it('speaks with the voice and sliders of a session.update, and echoes what it applied', async () => {
    const reply = 'Bees dance.'
    const { send, events, waitFor } = startSession({ models: scriptedModels({ first: reply }) })
    ask(send, 'Tell me about bees')
    const before = (await waitFor('response.done')).response as { id: string }

    send({
      type: 'session.update',
      session: { voice: 'Daniel', voice_settings: { stability: 0.2, similarity_boost: 5, style: 'lively' } },
    })
    const updated = await waitFor('session.updated')
    expect(updated.session).toEqual({
      input_sample_rate: HUB_SAMPLE_RATE,
      language: 'en',
      voice: 'onwK4e9ZLuTAKqWW03F9',
      voice_settings: { stability: 0.2, similarity_boost: 1, style: 0.2, use_speaker_boost: true },
      modalities: ['audio', 'text'],
    })
    ask(send, 'Tell me about bees')
    const after = (await waitFor('response.done', 2)).response as { id: string }

    const aria = await speakSentence(reply, 'en')
    const daniel = await speakSentence(reply, 'en', 'Daniel', { stability: 0.2, similarity_boost: 1 })
    const danielUnchanged = await speakSentence(reply, 'en', 'Daniel')
    expect(danielUnchanged).not.toEqual(daniel)
    expect(audioOf(events, before.id)).toEqual(aria)
    expect(audioOf(events, after.id)).toEqual(daniel)
    expect(daniel).not.toEqual(aria)

    // An unknown voice and broken sliders keep what was set; the session carries on.
    send({ type: 'session.update', session: { voice: 'Nobody', voice_settings: 'loud', modalities: 'x' } })
    const kept = await waitFor('session.updated', 2)
    expect(kept.session).toEqual(updated.session)
  })

  it('answers in text only while the client has voice replies off, and speaks again once they are on', async () => {
    const reply = 'Bees dance.'
    const { send, events, waitFor } = startSession({ models: scriptedModels({ first: reply }) })
    send({ type: 'session.update', session: { modalities: ['text'] } })
    expect((await waitFor('session.updated')).session).toMatchObject({ modalities: ['text'] })
    ask(send, 'Tell me about bees')
    const silent = (await waitFor('response.done')).response as { id: string; status: string }
    expect(silent.status).toBe('completed')
    expect(transcriptOf(events, silent.id)).toBe(reply)
    expect(ofResponse(events, silent.id).map((event) => event.type)).toEqual([
      'response.created',
      'response.audio_transcript.delta',
      'response.audio_transcript.done',
      'response.done',
    ])

    send({ type: 'session.update', session: { modalities: ['audio', 'text'] } })
    expect((await waitFor('session.updated', 2)).session).toMatchObject({ modalities: ['audio', 'text'] })
    ask(send, 'Tell me about bees')
    const spoken = (await waitFor('response.done', 2)).response as { id: string }
    expect(audioOf(events, spoken.id)).toEqual(await speakSentence(reply, 'en'))
    expect(ofResponse(events, spoken.id).map((event) => event.type)).toContain('response.audio.done')
  })

  it('hears, answers and speaks in the language the client set', async () => {
    const reply = 'Las abejas bailan.'
    const hints: string[] = []
    const calls: LanguageModelV4CallOptions[] = []
    const recognizer: Recognizer = {
      provider: 'pocketsphinx',
      transcribe: async (_audio, hint = 'en') => {
        hints.push(hint)
        // Words of neither language, so the reply's language is the session's.
        return { text: 'Mochi?', language: hint, provider: 'pocketsphinx' }
      },
    }
    const { send, events, waitFor } = startSession({
      recognizer,
      models: scriptedModels({ first: reply }, calls),
    })
    send({ type: 'session.update', session: { language: 'es' } })
    expect((await waitFor('session.updated')).session).toMatchObject({ language: 'es' })
    for (const event of appends(question(200).audio)) send(event)
    const done = (await waitFor('response.done')).response as { id: string }
    expect(hints).toEqual(['es'])
    // The offline guide is told the language this way; a remote model gets it in Mochi's system prompt.
    expect(calls[0]?.providerOptions).toMatchObject({ gardenGuide: { language: 'es' } })
    expect(audioOf(events, done.id)).toEqual(await speakSentence(reply, 'es'))
    expect(await speakSentence(reply, 'es')).not.toEqual(await speakSentence(reply, 'en'))
  })

  it('speaks with ElevenLabs when it is configured, in the voice and sliders the client chose', async () => {
    const reply = 'Bees dance.'
    const providerErrors: string[] = []
    const { send, events, waitFor } = startSession({
      models: scriptedModels({ first: reply }),
      env: { ...env, elevenLabs: { apiKey: 'xi-session', baseUrl: elevenLabs.url } },
      onProviderError: (provider) => providerErrors.push(provider),
    })
    send({
      type: 'session.update',
      session: { voice: 'Lily', voice_settings: { stability: 0.3, style: 0.6 } },
    })
    const voice = ((await waitFor('session.updated')).session as { voice: string }).voice
    const before = elevenLabs.requests.length
    ask(send, 'Tell me about bees')
    const done = (await waitFor('response.done')).response as { id: string; status: string }
    expect(done.status).toBe('completed')
    expect(audioOf(events, done.id)).toEqual(ELEVEN_PCM)
    const sent = elevenLabs.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe(`/v1/text-to-speech/${voice}?output_format=pcm_24000`)
    expect(sent[0]!.headers['xi-api-key']).toBe('xi-session')
    const body = JSON.parse(sent[0]!.body.toString('utf8'))
    expect(body.text).toBe(reply)
    expect(body.voice_settings).toMatchObject({ stability: 0.3, style: 0.6 })
    expect(providerErrors).toEqual([])
  })

  it('still speaks every reply with eSpeak when ElevenLabs fails, asking it only once', async () => {
    const reply = 'Bees dance.'
    const providerErrors: string[] = []
    const { send, events, waitFor } = startSession({
      models: scriptedModels({ first: reply }),
      env: { ...env, elevenLabs: { apiKey: 'xi-session', baseUrl: elevenLabsDown.url } },
      onProviderError: (provider) => providerErrors.push(provider),
    })
    const before = elevenLabsDown.requests.length
    ask(send, 'Tell me about bees')
    const first = (await waitFor('response.done')).response as { id: string; status: string }
    ask(send, 'Tell me about bees')
    const second = (await waitFor('response.done', 2)).response as { id: string; status: string }
    const offline = await speakSentence(reply, 'en')
    expect([first.status, second.status]).toEqual(['completed', 'completed'])
    expect(audioOf(events, first.id)).toEqual(offline)
    expect(audioOf(events, second.id)).toEqual(offline)
    expect(elevenLabsDown.requests.length - before).toBe(1)
    expect(providerErrors).toEqual(['elevenlabs'])
  })
})
