// Unit tests of the session's turn-taking: a complete question ends the turn at the short pause, and a reply begun
// speculatively at a pause is dropped without a single event when the child goes on talking.
import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { HUB_SAMPLE_RATE } from '../../shared/constants'
import type { ModelChoice, Models } from '../ai/providers'
import { testEnv } from '../env'
import { createLogger } from '../lib/logger'
import { pocketsphinxLive } from '../speech/recognition/pocketsphinx-live'
import { createRecognizer, type Recognizer } from '../speech/recognition/recognizer'
import { concatPcm, resample } from '../speech/synthesis/encode'
import { synthesize } from '../speech/synthesis/synthesize'
import { COMPLETE_PAUSE_MS, UNSURE_PAUSE_MS } from '../speech/turn-detection/endpointing'
import { RealtimeSession, type ServerEvent } from './session'

const env = testEnv()
const logger = createLogger(env)
const REPLY = 'Bees dance to share where flowers are.'

/** A model that answers every question with REPLY, keeping each call's options so the prompt can be read. */
function replyingModels(calls: LanguageModelV4CallOptions[]): Models {
  const usage = {
    inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: 1, text: 1, reasoning: 0 },
  }
  const model: LanguageModelV4 = {
    specificationVersion: 'v4',
    provider: 'test',
    modelId: 'replier',
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error('only streaming is used')),
    doStream: async (options) => {
      calls.push(options)
      return {
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] })
            controller.enqueue({ type: 'text-start', id: 't' })
            controller.enqueue({ type: 'text-delta', id: 't', delta: REPLY })
            controller.enqueue({ type: 'text-end', id: 't' })
            controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage })
            controller.close()
          },
        }),
      }
    },
  }
  const choice: ModelChoice = { model, provider: 'local', modelId: model.modelId, isLocal: true }
  return { chat: choice, reasoning: choice, local: choice }
}

/** A recogniser that hears the given words, one answer per call, and counts its calls. */
function hearing(...answers: string[]) {
  let calls = 0
  const recognizer: Recognizer = {
    provider: 'pocketsphinx',
    transcribe: async () => {
      const text = answers[Math.min(calls, answers.length - 1)]!
      calls++
      return { text, language: 'en', provider: 'pocketsphinx' }
    },
  }
  return { recognizer, calls: () => calls }
}

const FRAME = (HUB_SAMPLE_RATE * 20) / 1000
const silence = (ms: number) => new Int16Array((HUB_SAMPLE_RATE * ms) / 1000)
const ms = (samples: number) => (samples / HUB_SAMPLE_RATE) * 1000
const tick = () => new Promise((resolve) => setTimeout(resolve, 2))

/** A child's question as the microphone hears it: our own synthesised voice. */
let spoken: Int16Array
beforeAll(async () => {
  const speech = await synthesize({ text: 'Why do bees make honey?', language: 'en', voiceId: 'Roger' })
  spoken = resample(speech.pcm, speech.sampleRate, HUB_SAMPLE_RATE)
}, 30_000)

function startSession(
  recognizer: Recognizer,
  calls: LanguageModelV4CallOptions[],
  listen?: ConstructorParameters<typeof RealtimeSession>[0]['listen'],
) {
  const events: ServerEvent[] = []
  let clock = 0
  const session = new RealtimeSession(
    { models: replyingModels(calls), logger, env, recognizer, listen, now: () => (clock += 200) },
    { send: (event) => events.push(event) },
  )
  session.start()
  /** Audio sent 20 ms at a time, each append given a moment, as a real-time client leaves the server. */
  const stream = async (pcm: Int16Array, until?: () => boolean) => {
    for (let at = 0; at < pcm.length; at += FRAME) {
      if (until?.()) return at
      const part = pcm.slice(at, at + FRAME)
      session.receive(
        JSON.stringify({
          type: 'input_audio_buffer.append',
          audio: Buffer.from(part.buffer).toString('base64'),
        }),
      )
      await tick()
    }
    return pcm.length
  }
  const waitFor = (type: string) =>
    vi.waitFor(
      () => {
        const found = events.find((event) => event.type === type)
        if (!found) throw new Error(`no ${type} yet`)
        return found
      },
      { timeout: 8000, interval: 5 },
    )
  return { events, stream, waitFor }
}

/** Where the question's last audible sample is, in ms of `pcm`. */
const lastAudibleMs = (pcm: Int16Array) => ms(pcm.findLastIndex((sample) => Math.abs(sample) > 100) + 1)

describe('turn-taking', () => {
  it('ends the turn at the short pause after a complete question, with the reply already on its way', async () => {
    const calls: LanguageModelV4CallOptions[] = []
    const { recognizer, calls: recognitions } = hearing('why do bees make honey')
    const { events, stream, waitFor } = startSession(recognizer, calls)
    // The voice detector loads first (a few milliseconds), so that the audio clock below is the session's.
    await stream(silence(300))
    const audio = concatPcm([spoken, silence(1500)])
    const sent = await stream(audio, () =>
      events.some((event) => event.type === 'input_audio_buffer.speech_stopped'),
    )
    const stopped = await waitFor('input_audio_buffer.speech_stopped')
    // The turn ended well before the old 600 ms pause: at the short one, give or take the voice detector's frames.
    const pauseMs = ms(sent) - lastAudibleMs(audio)
    expect(pauseMs).toBeGreaterThanOrEqual(COMPLETE_PAUSE_MS - 60)
    expect(pauseMs).toBeLessThan(UNSURE_PAUSE_MS - 100)
    expect(stopped.audio_end_ms).toBeLessThanOrEqual(300 + lastAudibleMs(audio) + 60)
    await waitFor('response.done')
    expect(recognitions()).toBe(1)
    expect(calls).toHaveLength(1)
    const types = events.map((event) => event.type)
    expect(types.slice(0, 5)).toEqual([
      'session.created',
      'input_audio_buffer.speech_started',
      'input_audio_buffer.speech_stopped',
      'conversation.item.input_audio_transcription.completed',
      'response.created',
    ])
    expect(types).toContain('response.audio.delta')
    expect(types.at(-1)).toBe('response.done')
  })

  it('drops a speculative reply without sending anything when the child goes on talking', async () => {
    const calls: LanguageModelV4CallOptions[] = []
    const { recognizer, calls: recognitions } = hearing(
      'tell me about bees and',
      'tell me about bees and flowers',
    )
    const { events, stream, waitFor } = startSession(recognizer, calls)
    await stream(silence(300))
    // The child says the first half, then pauses to think ("…and"): the words are heard and a reply is begun.
    await stream(concatPcm([spoken, silence(400)]))
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 8000, interval: 5 })
    // Long enough for the held reply to have been written and spoken.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(events.map((event) => event.type)).toEqual([
      'session.created',
      'input_audio_buffer.speech_started',
    ])
    // …then goes on, and stops.
    await stream(concatPcm([spoken, silence(1500)]))
    const done = await waitFor('response.done')
    expect(recognitions()).toBe(2)
    expect(calls).toHaveLength(2)
    const types = events.map((event) => event.type)
    expect(types.filter((type) => type === 'response.created')).toHaveLength(1)
    expect(types.slice(0, 5)).toEqual([
      'session.created',
      'input_audio_buffer.speech_started',
      'input_audio_buffer.speech_stopped',
      'conversation.item.input_audio_transcription.completed',
      'response.created',
    ])
    const heard = events.find(
      (event) => event.type === 'conversation.item.input_audio_transcription.completed',
    )
    expect(heard?.transcript).toBe('tell me about bees and flowers')
    // Every response event is the final reply's: nothing of the dropped one went out.
    const id = (done.response as { id: string }).id
    const responseEvents = events.filter((event) => event.type.startsWith('response.'))
    expect(
      responseEvents.every(
        (event) => event.response_id === id || (event.response as { id?: string })?.id === id,
      ),
    ).toBe(true)
    // And the dropped reply never joined the conversation: the second prompt has no answer of Mochi's in it.
    const prompt = JSON.stringify(calls[1]!.prompt)
    expect(JSON.stringify(calls[0]!.prompt)).toContain('tell me about bees and')
    expect(prompt).toContain('tell me about bees and flowers')
    expect(prompt).not.toContain(REPLY)
  })

  it('hears the question with pocketsphinx decoding live, and answers those words', async () => {
    const calls: LanguageModelV4CallOptions[] = []
    const { events, stream, waitFor } = startSession(createRecognizer(env)!, calls, pocketsphinxLive())
    await stream(silence(300))
    const audio = concatPcm([spoken, silence(1500)])
    await stream(audio, () => events.some((event) => event.type === 'response.done'))
    const heard = await waitFor('conversation.item.input_audio_transcription.completed')
    // Word for word what recognising the whole utterance gives (pocketsphinx-live.test.ts); accuracy is not tested here.
    expect(heard.transcript).toMatch(/^why do bees \w+ honey$/)
    const stopped = await waitFor('input_audio_buffer.speech_stopped')
    // (Audio is sent ten times faster than real time here, so when the turn ended is measured above, not here.)
    expect(stopped.audio_end_ms as number).toBeLessThanOrEqual(300 + lastAudibleMs(audio) + 60)
    await waitFor('response.done')
    expect(JSON.stringify(calls[0]!.prompt)).toContain(heard.transcript as string)
  }, 30_000)
})
