import { beforeAll, describe, expect, it } from 'vitest'
import { concatBytes, encodeMp3, leadingMp3Frames, mp3DurationSeconds, type Pcm } from './encode'
import { warmUpEspeak } from './espeak-engine'
import { encodeMp3Stream, synthesizeMp3Stream } from './mp3-stream'
import { SpeechInputError } from './speech-request'
import { synthesize } from './synthesize'

const RATE = 22_050
const tone = (hz: number, seconds: number, sampleRate = RATE) =>
  Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) =>
    Math.round(9000 * Math.sin((2 * Math.PI * hz * i) / sampleRate)),
  )
const FACT = 'Bees are busy. They visit many flowers.'

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: Uint8Array[] = []
  for await (const chunk of chunks) parts.push(chunk)
  return parts
}

/** Whole frames and nothing else: what a player can decode the moment the chunk arrives. */
const isWholeFrames = (bytes: Uint8Array) => {
  const frames = leadingMp3Frames(bytes)
  return frames.count > 0 && frames.bytes === bytes.length
}

beforeAll(() => warmUpEspeak(), 30_000)

describe('encodeMp3Stream', () => {
  it('makes exactly the MP3 of the joined pieces, in chunks of whole frames', async () => {
    const pieces: Pcm[] = [
      { pcm: tone(220, 0.3), sampleRate: RATE },
      { pcm: tone(330, 0.5), sampleRate: RATE },
    ]
    const chunks = await collect(encodeMp3Stream(pieces))
    const joined = new Int16Array([...pieces[0]!.pcm, ...pieces[1]!.pcm])
    expect(concatBytes(chunks)).toEqual(encodeMp3(joined, RATE))
    expect(chunks.every(isWholeFrames)).toBe(true)
    // The first frame goes out alone, then about a quarter second at a time, then what the encoder held back.
    expect(leadingMp3Frames(chunks[0]!).count).toBe(1)
    const batches = chunks.slice(1, -1).map((chunk) => leadingMp3Frames(chunk).seconds)
    expect(batches.length).toBeGreaterThanOrEqual(2)
    for (const seconds of batches) {
      expect(seconds).toBeGreaterThan(0.2)
      expect(seconds).toBeLessThan(0.35)
    }
  })

  it('hands out the first frames before the next piece exists', async () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let secondAsked = false
    async function* pieces(): AsyncGenerator<Pcm> {
      yield { pcm: tone(220, 0.3), sampleRate: RATE }
      secondAsked = true
      await gate
      yield { pcm: tone(330, 0.3), sampleRate: RATE }
    }
    const stream = encodeMp3Stream(pieces())
    const first = await stream.next()
    expect(secondAsked).toBe(false)
    expect(isWholeFrames(first.value as Uint8Array)).toBe(true)
    release()
    const rest = await collect(stream)
    const seconds = mp3DurationSeconds(concatBytes([first.value as Uint8Array, ...rest]))
    expect(seconds).toBeGreaterThan(0.59)
    expect(seconds).toBeLessThan(0.72)
  })

  it('resamples a piece at another rate to the first piece’s rate', async () => {
    const chunks = await collect(
      encodeMp3Stream([
        { pcm: tone(220, 0.3), sampleRate: RATE },
        { pcm: tone(220, 0.3, 24_000), sampleRate: 24_000 },
      ]),
    )
    const seconds = mp3DurationSeconds(concatBytes(chunks))
    expect(seconds).toBeGreaterThan(0.59)
    expect(seconds).toBeLessThan(0.72)
  })

  it('yields nothing for no audio', async () => {
    expect(await collect(encodeMp3Stream([]))).toEqual([])
  })
})

describe('synthesizeMp3Stream', () => {
  it('streams speech whose first chunk plays on its own and whose whole matches the spoken clip', async () => {
    const chunks = await collect(synthesizeMp3Stream({ text: FACT, language: 'en' }))
    expect(isWholeFrames(chunks[0]!)).toBe(true)
    const seconds = mp3DurationSeconds(concatBytes(chunks))
    const clip = await synthesize({ text: FACT, language: 'en' })
    expect(Math.abs(seconds / (clip.pcm.length / clip.sampleRate) - 1)).toBeLessThan(0.05)
    expect(chunks.length).toBeGreaterThan(seconds * 2)
  })

  it('refuses text with nothing to say at the first read', async () => {
    await expect(synthesizeMp3Stream({ text: '🐝🌻', language: 'en' }).next()).rejects.toBeInstanceOf(
      SpeechInputError,
    )
  })
})
