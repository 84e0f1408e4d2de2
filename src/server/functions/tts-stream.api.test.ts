import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { concatBytes, encodeMp3, leadingMp3Frames, mp3DurationSeconds } from '../speech/synthesis/encode'
import { type FakeSpeechServer, startFakeSpeechServer } from '../speech/voice-fakes'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { createTtsFunction } from './tts'

const FACT = 'Honey bees are helpers in the garden. They visit many flowers.'

let ctx: TestContext
let fake: FakeSpeechServer
const fakeMp3 = encodeMp3(
  new Int16Array(11025).map((_, i) => Math.round(8000 * Math.sin(i / 8))),
  22050,
)
beforeAll(async () => {
  fake = await startFakeSpeechServer({ mp3: fakeMp3 })
  ctx = await createTestContext({
    functions: [
      createTtsFunction({ elevenLabs: () => undefined }),
      {
        ...createTtsFunction({ elevenLabs: () => ({ apiKey: 'xi-test', baseUrl: fake.url }) }),
        name: 'tts-eleven',
      },
    ],
  })
})
afterAll(async () => {
  await ctx.close()
  await fake.close()
})

const post = (body: unknown, accept?: string, name = 'tts') =>
  ctx.request(`/functions/v1/${name}`, { method: 'POST', json: body, headers: accept ? { accept } : {} })

async function chunksOf(response: Response) {
  const chunks: Uint8Array[] = []
  const reader = response.body!.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value)
  return chunks
}

describe(`tts function, streamed (${databaseKind})`, () => {
  it('streams the MP3 for Accept: audio/mpeg: the first chunk plays alone, and all of it is the JSON clip', async () => {
    const response = await post({ text: FACT, voice_id: 'Charlotte' }, 'audio/mpeg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-voice-id')).toBe('XB0fDUnXU5powFXDhCwa')
    expect(response.headers.get('x-speech-provider')).toBe('local')
    const chunks = await chunksOf(response)
    const first = leadingMp3Frames(chunks[0]!)
    expect(first.count).toBeGreaterThan(0)
    expect(first.bytes).toBe(chunks[0]!.length)
    const streamed = concatBytes(chunks)
    const seconds = mp3DurationSeconds(streamed)
    expect(seconds).toBeGreaterThan(2.5)
    expect(chunks.length).toBeGreaterThan(seconds * 2)

    const json = (await (await post({ text: FACT, voice_id: 'Charlotte' })).json()) as {
      audioContent: string
      durationSeconds: number
    }
    expect(Buffer.from(streamed).equals(Buffer.from(json.audioContent, 'base64'))).toBe(true)
    expect(seconds).toBeCloseTo(json.durationSeconds, 2)
  })

  it('keeps answering JSON to everyone else, and refuses bad text with JSON before any audio', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const response = await post({ text: 'Bees are busy.' }, accept)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toMatchObject({ contentType: 'audio/mpeg', provider: 'local' })
    }
    const refused = await post({ text: '🐝🌻' }, 'audio/mpeg')
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.code).toBe('empty:tts_text')
  })

  it('streams the ElevenLabs MP3 as it came when ElevenLabs speaks', async () => {
    const response = await post({ text: 'Bees dance.' }, 'audio/mpeg, */*', 'tts-eleven')
    expect(response.headers.get('x-speech-provider')).toBe('elevenlabs')
    expect(Buffer.from(concatBytes(await chunksOf(response))).equals(Buffer.from(fakeMp3))).toBe(true)
  })
})
