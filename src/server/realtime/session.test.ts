// Unit tests of the offline realtime session: early speech, barge-in, early recognition and its failures.
import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../shared/constants'
import { resample } from '../ai/local/speech/encode'
import { synthesize } from '../ai/local/speech/synthesize'
import { createModels, type ModelChoice, type Models } from '../ai/providers'
import { testEnv } from '../env'
import { type Recognizer, sttUnavailable } from '../features/voice/recognizer'
import { createLogger } from '../lib/logger'
import { RealtimeSession, type ServerEvent } from './session'

const env = testEnv()
const logger = createLogger(env)
const FIRST = 'Ooh, a bee question, '
const REST = 'my favourite thing to talk about! Bees dance to share where flowers are.'

/** A remote-like model that writes the first clause, then waits for `gate` before finishing its sentence. */
function slowModels(gate: Promise<void>): Models {
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
    doStream: async () => ({
      stream: new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] })
          controller.enqueue({ type: 'text-start', id: 't' })
          controller.enqueue({ type: 'text-delta', id: 't', delta: FIRST })
          await gate
          controller.enqueue({ type: 'text-delta', id: 't', delta: REST })
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
  const waitFor = (type: string) =>
    vi.waitFor(
      () => {
        const found = events.find((event) => event.type === type)
        if (!found) throw new Error(`no ${type} yet`)
        return found
      },
      { timeout: 8000, interval: 5 },
    )
  return { session, events, send, types, waitFor }
}

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

beforeAll(async () => {
  const speech = await synthesize({ text: 'Why do bees make honey?', language: 'en', voiceId: 'Roger' })
  spoken = resample(speech.pcm, speech.sampleRate, HUB_SAMPLE_RATE)
}, 30_000)

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
      languages: ['en'],
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

  it('says recognition is unavailable when the recogniser cannot hear the session’s language', async () => {
    const heard: string[] = []
    const recognizer: Recognizer = {
      provider: 'pocketsphinx',
      languages: ['en'],
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
})
