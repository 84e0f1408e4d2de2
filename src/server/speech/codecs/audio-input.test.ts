import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/errors'
import { encodeWav } from '../synthesis/encode'
import {
  audioMimeType,
  MAX_RECOGNITION_SECONDS,
  RECOGNITION_SAMPLE_RATE,
  sniffAudio,
  toRecognitionPcm,
} from './audio-input'
import { buildWebm, opusHead } from './fixtures/webm-builder'
import { splitOggPages } from './ogg-pages'
import { demuxWebmOpus } from './webm-demux'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)))
/**
 * The same 2.48 s of our synthesiser saying "Hello Mochi, my sunflower is growing.", recorded by Chromium
 * 156's MediaRecorder (WebM/Opus, stereo, 32 kbps) and encoded by opusenc (Ogg/Opus, mono, 24 kbps); and
 * 1.2 s of a 1 kHz sine recorded by the same MediaRecorder (WebM/Opus, mono).
 */
const SPEECH_SECONDS = 2.48
const webm = fixture('speech.webm')
const ogg = fixture('speech.ogg')
const tone = fixture('tone-1khz.webm')
/** OpusHead and OpusTags, each on its own page. */
const oggHeaderBytes = splitOggPages(ogg)
  .slice(0, 2)
  .reduce((total, page) => total + page.bytes.length, 0)

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (error instanceof ApiError) return error
  throw new Error(`expected an ApiError, got ${String(error)}`)
}

function rms(pcm: Int16Array): number {
  let sum = 0
  for (const sample of pcm) sum += sample * sample
  return Math.sqrt(sum / pcm.length)
}

/** Power at one frequency (Goertzel), over the whole signal. */
function powerAt(pcm: Int16Array, hz: number, sampleRate: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * hz) / sampleRate)
  let previous = 0
  let beforePrevious = 0
  for (const sample of pcm) {
    const current = sample + coefficient * previous - beforePrevious
    beforePrevious = previous
    previous = current
  }
  return previous * previous + beforePrevious * beforePrevious - coefficient * previous * beforePrevious
}

function dominantFrequency(pcm: Int16Array, sampleRate: number): number {
  const candidates = Array.from({ length: 159 }, (_, i) => 50 * (i + 1)) // 50 Hz … 7950 Hz
  const powers = candidates.map((hz) => powerAt(pcm, hz, sampleRate))
  return candidates[powers.indexOf(Math.max(...powers))]!
}

/** Loudness per 10 ms, the shape of the words regardless of codec details. */
function envelope(pcm: Int16Array): number[] {
  const frame = RECOGNITION_SAMPLE_RATE / 100
  return Array.from({ length: Math.floor(pcm.length / frame) }, (_, i) =>
    rms(pcm.subarray(i * frame, (i + 1) * frame)),
  )
}

/** The best Pearson correlation of two envelopes, shifting one by up to `maxLag` frames. */
function bestCorrelation(a: number[], b: number[], maxLag: number): number {
  let best = -1
  for (let lag = -maxLag; lag <= maxLag; lag++) {
    const pairs: [number, number][] = []
    for (let i = 0; i < a.length; i++) if (b[i + lag] !== undefined) pairs.push([a[i]!, b[i + lag]!])
    const mean = (values: number[]) => values.reduce((total, v) => total + v, 0) / values.length
    const meanA = mean(pairs.map(([x]) => x))
    const meanB = mean(pairs.map(([, y]) => y))
    let cov = 0
    let varA = 0
    let varB = 0
    for (const [x, y] of pairs) {
      cov += (x - meanA) * (y - meanB)
      varA += (x - meanA) ** 2
      varB += (y - meanB) ** 2
    }
    best = Math.max(best, cov / Math.sqrt(varA * varB))
  }
  return best
}

function sine(hz: number, seconds: number, sampleRate: number): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / sampleRate)),
  )
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('sniffAudio and audioMimeType', () => {
  it('recognises each container by its first bytes', () => {
    expect(sniffAudio(webm)).toBe('webm')
    expect(sniffAudio(ogg)).toBe('ogg')
    expect(sniffAudio(encodeWav(new Int16Array(10), 16_000))).toBe('wav')
    expect(sniffAudio(new TextEncoder().encode('\0\0\0\x20ftypM4A isom'))).toBe('mp4')
    expect(sniffAudio(new TextEncoder().encode('hello'))).toBe('unknown')
    expect(audioMimeType('ogg')).toBe('audio/ogg')
  })
})

describe('toRecognitionPcm with browser recordings', () => {
  it.each([
    ['WebM/Opus from Chromium', webm],
    ['Ogg/Opus from opusenc', ogg],
  ])('turns %s into 16 kHz mono speech of the recorded length', async (_, bytes) => {
    const pcm = await toRecognitionPcm(bytes)
    const seconds = pcm.length / RECOGNITION_SAMPLE_RATE
    expect(seconds).toBeGreaterThan(SPEECH_SECONDS * 0.9)
    expect(seconds).toBeLessThan(SPEECH_SECONDS * 1.1)
    expect(rms(pcm)).toBeGreaterThan(1000)
    // Speech has pauses: a good share of 10 ms frames is much quieter than the loudest.
    const loudness = envelope(pcm)
    const loudest = Math.max(...loudness)
    expect(loudness.filter((value) => value < loudest / 10).length).toBeGreaterThan(loudness.length / 10)
  })

  it('hears the same words in both recordings', async () => {
    const fromWebm = envelope(await toRecognitionPcm(webm))
    const fromOgg = envelope(await toRecognitionPcm(ogg))
    expect(bestCorrelation(fromWebm, fromOgg, 20)).toBeGreaterThan(0.9)
    // Reversed speech has the same loudness overall but not the same shape.
    expect(bestCorrelation(fromWebm, [...fromOgg].reverse(), 20)).toBeLessThan(0.6)
  })

  it('keeps a recorded 1 kHz tone at 1 kHz', async () => {
    const pcm = await toRecognitionPcm(tone)
    expect(pcm.length / RECOGNITION_SAMPLE_RATE).toBeCloseTo(1.2, 1)
    expect(dominantFrequency(pcm, RECOGNITION_SAMPLE_RATE)).toBe(1000)
  })
})

describe('toRecognitionPcm with WAV', () => {
  it('resamples to 16 kHz and keeps the pitch', async () => {
    const pcm = await toRecognitionPcm(encodeWav(sine(500, 1, 22_050), 22_050))
    expect(pcm.length).toBe(16_000)
    expect(dominantFrequency(pcm, RECOGNITION_SAMPLE_RATE)).toBe(500)
  })

  it('refuses more than the limit, and damaged or empty files', async () => {
    const long = encodeWav(new Int16Array((MAX_RECOGNITION_SECONDS + 1) * 8000), 8000)
    expect((await apiError(toRecognitionPcm(long))).code).toBe('too_long:stt_audio')
    const notPcm = encodeWav(new Int16Array(100), 16_000)
    notPcm[20] = 3 // float samples
    const error = await apiError(toRecognitionPcm(notPcm))
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'invalid:stt_audio',
      'The audio could not be read: Only 16-bit PCM WAV is supported',
    ])
    expect((await apiError(toRecognitionPcm(encodeWav(new Int16Array(0), 16_000)))).code).toBe(
      'invalid:stt_audio',
    )
  })
})

describe('toRecognitionPcm refusals', () => {
  it('refuses speech over the limit, before decoding it', async () => {
    const { packets } = demuxWebmOpus(tone)
    const repeats = Math.ceil((MAX_RECOGNITION_SECONDS + 1) / 1.2)
    const long = buildWebm({
      packets: Array.from({ length: repeats }, () => packets).flat(),
      codecPrivate: opusHead(1, 0),
    })
    const started = performance.now()
    const error = await apiError(toRecognitionPcm(long))
    expect([error.status, error.code]).toEqual([400, 'too_long:stt_audio'])
    expect(error.message).toBe('Speech can be at most 60 seconds long')
    expect(performance.now() - started).toBeLessThan(500)
  })

  it.each([
    ['a WebM cut short', webm.subarray(0, Math.floor(webm.length * 0.6))],
    ['an Ogg cut short', ogg.subarray(0, Math.floor(ogg.length * 0.6))],
    [
      'garbage after a WebM signature',
      Uint8Array.from({ length: 500 }, (_, i) => (i < 4 ? webm[i]! : (i * 131) % 256)),
    ],
    [
      'garbage after an Ogg signature',
      Uint8Array.from({ length: 500 }, (_, i) => (i < 4 ? ogg[i]! : (i * 131) % 256)),
    ],
    ['garbage after a WAV signature', new TextEncoder().encode('RIFF\0\0\0\0WAVEjunkjunkjunkjunkjunkjunk')],
    ['an Ogg with headers but no audio', ogg.subarray(0, oggHeaderBytes)],
  ])('answers %s with a 400', async (_, bytes) => {
    const error = await apiError(toRecognitionPcm(bytes))
    expect([error.status, error.code]).toEqual([400, 'invalid:stt_audio'])
  })

  it('answers MP4 with a 415 when ffmpeg is not installed, and unknown bytes with a 415', async () => {
    vi.stubEnv('PATH', '')
    const mp4 = new TextEncoder().encode('\0\0\0\x20ftypM4A isom and some more')
    const error = await apiError(toRecognitionPcm(mp4))
    expect([error.status, error.code]).toEqual([415, 'unsupported:stt_audio'])
    expect(error.message).toMatch(/install ffmpeg/)
    expect((await apiError(toRecognitionPcm(new TextEncoder().encode('hello there')))).status).toBe(415)
  })
})
