import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEnv } from '../env'
import { encodeMp3, encodeWav, mp3DurationSeconds } from '../speech/synthesis/encode'
import { synthesize } from '../speech/synthesis/synthesize'
import { type FakeSpeechServer, startFakeSpeechServer } from '../speech/voice-fakes'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { createSttChatFunction } from './stt-chat'
import { createTtsFunction } from './tts'

const ROGER = 'CwhRBWXzGAHq8TQ4Fs17'
let ctx: TestContext
let fake: FakeSpeechServer
let failing: FakeSpeechServer
const fakeMp3 = encodeMp3(
  new Int16Array(22050).map((_, i) => Math.round(8000 * Math.sin(i / 8))),
  22050,
)
beforeAll(async () => {
  fake = await startFakeSpeechServer({ mp3: fakeMp3, transcript: 'Bees love flowers' })
  failing = await startFakeSpeechServer({ failWith: 500 })
  ctx = await createTestContext({
    functions: [
      createTtsFunction({ elevenLabs: () => undefined }),
      {
        ...createTtsFunction({ elevenLabs: () => ({ apiKey: 'xi-test', baseUrl: fake.url }) }),
        name: 'tts-eleven',
      },
      {
        ...createTtsFunction({ elevenLabs: () => ({ apiKey: 'xi', baseUrl: failing.url }) }),
        name: 'tts-down',
      },
      createSttChatFunction({ disabled: true }),
    ],
  })
})
afterAll(async () => {
  await ctx.close()
  await fake.close()
  await failing.close()
})

interface TtsBody {
  audioContent: string
  contentType: string
  durationSeconds: number
  voice_id: string
  provider: string
  error: { code: string; field?: string }
}

async function speak(body: unknown, name = 'tts') {
  const response = await ctx.request(`/functions/v1/${name}`, { method: 'POST', json: body })
  return { status: response.status, body: (await response.json()) as TtsBody }
}

function hasFrameSync(bytes: Uint8Array) {
  for (let i = 0; i < Math.min(bytes.length - 1, 2000); i++) {
    if (bytes[i] === 0xff && (bytes[i + 1]! & 0xe0) === 0xe0) return true
  }
  return false
}

describe(`tts function (${databaseKind})`, () => {
  it('speaks a short text as valid MP3 whose length follows the text', async () => {
    const short = await speak({ text: 'Bees are busy.' })
    const long = await speak({
      text: 'Honey bees visit thousands of flowers every single day, carrying pollen from one bloom to the next, which helps apples, berries and pumpkins grow in our gardens.',
    })
    expect(short.status).toBe(200)
    expect(short.body).toMatchObject({
      contentType: 'audio/mpeg',
      provider: 'local',
      model: 'espeak-ng',
      voice_id: '9BWtsMINqrJLrRacOk9x',
    })
    const bytes = new Uint8Array(Buffer.from(short.body.audioContent, 'base64'))
    expect(hasFrameSync(bytes)).toBe(true)
    expect(mp3DurationSeconds(bytes)).toBeCloseTo(short.body.durationSeconds, 1)
    const ratio = long.body.durationSeconds / short.body.durationSeconds
    expect(short.body.durationSeconds).toBeGreaterThan(0.4)
    expect(ratio).toBeGreaterThan(3)
    expect(ratio).toBeLessThan(20)
  })

  it('strips emoji and speaks in the voice asked for', async () => {
    const aria = await speak({ text: 'Hello garden friends 🐝🌻', voice_id: '9BWtsMINqrJLrRacOk9x' })
    const daniel = await speak({ text: 'Hello garden friends 🐝🌻', voice_id: 'onwK4e9ZLuTAKqWW03F9' })
    expect(daniel.body.voice_id).toBe('onwK4e9ZLuTAKqWW03F9')
    expect(aria.body.audioContent).not.toBe(daniel.body.audioContent)
    const plain = await speak({ text: 'Hello garden friends', voice_id: '9BWtsMINqrJLrRacOk9x' })
    expect(plain.body.audioContent).toBe(aria.body.audioContent)
  })

  it('answers bad bodies with 400 and the reason', async () => {
    expect((await speak({ text: '🐝🌻' })).body.error.code).toBe('empty:tts_text')
    expect((await speak({ text: 'buzz '.repeat(500) })).body.error.code).toBe('too_long:tts_text')
    const badSlider = await speak({ text: 'Hi', voice_settings: { stability: 3 } })
    expect(badSlider.status).toBe(400)
    expect(badSlider.body.error.field).toBe('voice_settings.stability')
    expect((await speak({})).status).toBe(400)
  })

  it('uses ElevenLabs when configured, with its wire format', async () => {
    const result = await speak(
      {
        text: 'Bees dance 💃 to talk.',
        voice_id: 'EXAVITQu4vr4xnSDxMaL',
        voice_settings: { stability: 0.5 },
      },
      'tts-eleven',
    )
    expect(result.body).toMatchObject({
      provider: 'elevenlabs',
      model: 'eleven_multilingual_v2',
      voice_id: 'EXAVITQu4vr4xnSDxMaL',
    })
    expect(Buffer.from(result.body.audioContent, 'base64').equals(Buffer.from(fakeMp3))).toBe(true)
    const sent = fake.requests.at(-1)!
    expect(sent.path).toBe('/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL?output_format=mp3_44100_128')
    expect(sent.headers['xi-api-key']).toBe('xi-test')
    expect(JSON.parse(sent.body.toString())).toEqual({
      text: 'Bees dance to talk.',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, similarity_boost: 0.8, style: 0.2, use_speaker_boost: true },
    })
  })

  it('falls back to the offline voice when ElevenLabs fails', async () => {
    const result = await speak({ text: 'Bees make honey.' }, 'tts-down')
    expect(result.status).toBe(200)
    expect(result.body.provider).toBe('local')
    expect(result.body).toMatchObject({ model: 'espeak-ng' })
    expect(failing.requests).toHaveLength(1)
  })
})

describe(`stt_chat function (${databaseKind})`, () => {
  const wavBase64 = async (text: string) => {
    const { pcm, sampleRate } = await synthesize({ text, language: 'en' })
    return Buffer.from(encodeWav(pcm, sampleRate)).toString('base64')
  }

  it('answers 503 when no recogniser is configured', async () => {
    const response = await ctx.request('/functions/v1/stt_chat', {
      method: 'POST',
      json: { audio: await wavBase64('bees love flowers') },
    })
    expect(response.status).toBe(503)
    expect((await response.json()).error).toMatchObject({
      code: 'unavailable:stt',
      message: 'Speech recognition is not configured',
    })
  })

  it('transcribes through an OpenAI-compatible endpoint', async () => {
    const remote = await createTestContext({
      env: {
        ai: {
          ...testEnv().ai,
          openai: { ...testEnv().ai.openai, apiKey: 'sk-test', baseUrl: `${fake.url}/v1` },
        },
      },
      functions: [createSttChatFunction({ offline: false })],
    })
    try {
      const audio = await wavBase64('bees love flowers')
      const response = await remote.request('/functions/v1/stt_chat', { method: 'POST', json: { audio } })
      expect(await response.json()).toEqual({
        text: 'Bees love flowers',
        language: 'en',
        provider: 'openai',
        model: 'whisper-1',
      })
      const sent = fake.requests.at(-1)!
      expect(sent.headers.authorization).toBe('Bearer sk-test')
      expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
      const body = sent.body.toString('latin1')
      expect(body).toContain('name="model"\r\n\r\nwhisper-1')
      expect(body).toContain('filename="audio.wav"')
      expect(body).toContain('RIFF')
    } finally {
      await remote.close()
    }
  })

  it('recognises a garden question offline with pocketsphinx and the garden language model', async () => {
    const offline = await createTestContext({
      env: {
        ai: { ...testEnv().ai, openai: { ...testEnv().ai.openai, apiKey: undefined, baseUrl: undefined } },
      },
      functions: [createSttChatFunction()],
    })
    try {
      // Roger is a male voice nothing in the recogniser was built from; the model is text only.
      const { pcm, sampleRate } = await synthesize({
        text: 'How do bees make honey?',
        language: 'en',
        voiceId: ROGER,
      })
      const audio = Buffer.from(encodeWav(pcm, sampleRate)).toString('base64')
      const response = await offline.request('/functions/v1/stt_chat', { method: 'POST', json: { audio } })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        text: 'how do bees make honey',
        language: 'en',
        provider: 'pocketsphinx',
        model: 'pocketsphinx-garden',
      })

      const spanish = await offline.request('/functions/v1/stt_chat', {
        method: 'POST',
        json: { audio, language: 'es' },
      })
      expect(spanish.status).toBe(503)
      expect((await spanish.json()).error).toMatchObject({
        code: 'unavailable:stt',
        message: 'Speech recognition is not configured for Spanish',
      })
    } finally {
      await offline.close()
    }
  })

  it('never turns Spanish speech into English words when no language is given', async () => {
    const offline = await createTestContext({
      env: {
        ai: { ...testEnv().ai, openai: { ...testEnv().ai.openai, apiKey: undefined, baseUrl: undefined } },
      },
      functions: [createSttChatFunction()],
    })
    try {
      const { pcm, sampleRate } = await synthesize({ text: '¿Cómo hacen miel las abejas?', language: 'es' })
      const audio = Buffer.from(encodeWav(pcm, sampleRate)).toString('base64')
      // The spec's body is only the audio. A Spanish-speaking family's browser says so: refused at once.
      const told = await offline.request('/functions/v1/stt_chat', {
        method: 'POST',
        json: { audio },
        headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      })
      expect(told.status).toBe(503)
      expect((await told.json()).error).toMatchObject({
        code: 'unavailable:stt',
        message: 'Speech recognition is not configured for Spanish',
      })
      // Nothing to go on but the audio: the English listener is not sure of what it heard, so it refuses.
      const untold = await offline.request('/functions/v1/stt_chat', { method: 'POST', json: { audio } })
      const body = await untold.json()
      expect(untold.status, JSON.stringify(body)).toBe(503)
      expect(body.error.message).toMatch(/^Speech recognition is not configured for this language/)
    } finally {
      await offline.close()
    }
  })

  it('rejects audio that is not base64', async () => {
    const response = await ctx.request('/functions/v1/stt_chat', {
      method: 'POST',
      json: { audio: 'not base64!' },
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error.field).toBe('audio')
  })
})
