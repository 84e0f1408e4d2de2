import { describe, expect, it } from 'vitest'
import {
  decodeWav,
  encodeMp3,
  encodeWav,
  leadingMp3Frames,
  mp3DurationSeconds,
  pcmToBase64,
  resample,
} from './encode'

function tone(hz: number, seconds: number, sampleRate: number): Int16Array {
  const pcm = new Int16Array(Math.round(seconds * sampleRate))
  for (let i = 0; i < pcm.length; i++)
    pcm[i] = Math.round(10_000 * Math.sin((2 * Math.PI * hz * i) / sampleRate))
  return pcm
}

function zeroCrossings(pcm: Int16Array): number {
  let count = 0
  for (let i = 1; i < pcm.length; i++) if (pcm[i - 1]! < 0 !== pcm[i]! < 0) count++
  return count
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** Layer III frames with empty bodies; `header` is the 4-byte frame header. */
function frames(header: number[], frameBytes: number, count: number): number[] {
  const frame = [...header, ...new Array<number>(frameBytes - 4).fill(0)]
  return Array.from({ length: count }, () => frame).flat()
}

describe('encodeWav and decodeWav', () => {
  it('writes a 44-byte mono 16-bit PCM header with the right sizes and rates', () => {
    const pcm = Int16Array.from([0, 1000, -1000, 32767, -32768])
    const wav = encodeWav(pcm, 22_050)
    const view = new DataView(wav.buffer)
    expect(wav.length).toBe(44 + 10)
    expect(ascii(wav, 0, 4)).toBe('RIFF')
    expect(view.getUint32(4, true)).toBe(wav.length - 8)
    expect(ascii(wav, 8, 16)).toBe('WAVEfmt ')
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint16(34, true)]).toEqual([1, 1, 16])
    expect([view.getUint32(24, true), view.getUint32(28, true), view.getUint16(32, true)]).toEqual([
      22_050, 44_100, 2,
    ])
    expect(ascii(wav, 36, 40)).toBe('data')
    expect(view.getUint32(40, true)).toBe(10)
    expect(view.getInt16(44 + 6, true)).toBe(32767)
  })

  it('reads back what it wrote', () => {
    const pcm = tone(300, 0.05, 16_000)
    const decoded = decodeWav(encodeWav(pcm, 16_000))
    expect(decoded.sampleRate).toBe(16_000)
    expect(decoded.pcm).toEqual(pcm)
  })

  it('rejects bytes that are not a WAV', () => {
    expect(() => decodeWav(new Uint8Array(64))).toThrow('Not a WAV file')
  })
})

describe('resample', () => {
  it('turns 22050 Hz into 24 kHz with the right length and the same pitch', () => {
    const pcm = tone(441, 1, 22_050)
    const out = resample(pcm, 22_050, 24_000)
    expect(out.length).toBe(24_000)
    expect(zeroCrossings(out)).toBeGreaterThanOrEqual(zeroCrossings(pcm) - 2)
    expect(zeroCrossings(out)).toBeLessThanOrEqual(zeroCrossings(pcm) + 2)
  })

  it('interpolates between samples when raising the rate', () => {
    expect(Array.from(resample(Int16Array.from([0, 100, 200]), 1, 2))).toEqual([0, 50, 100, 150, 200, 200])
  })

  it('averages the covered samples when lowering the rate', () => {
    expect(Array.from(resample(Int16Array.from([0, 100, 200, 400]), 48_000, 24_000))).toEqual([50, 300])
    expect(resample(tone(440, 0.5, 44_100), 44_100, 24_000).length).toBe(12_000)
  })

  it('copies when the rates match', () => {
    const pcm = Int16Array.from([1, 2, 3])
    const out = resample(pcm, 24_000, 24_000)
    expect(out).toEqual(pcm)
    expect(out).not.toBe(pcm)
  })
})

describe('pcmToBase64', () => {
  it('encodes little-endian 16-bit samples', () => {
    expect(pcmToBase64(Int16Array.from([1, -2, 0x1234]))).toBe(
      Buffer.from([1, 0, 0xfe, 0xff, 0x34, 0x12]).toString('base64'),
    )
  })
})

describe('encodeMp3', () => {
  it('produces an MP3 whose frames add up to the length of the audio', () => {
    const pcm = tone(220, 1, 22_050)
    const mp3 = encodeMp3(pcm, 22_050, 64)
    const startsWithFrame = mp3[0] === 0xff && (mp3[1]! & 0xe0) === 0xe0
    expect(startsWithFrame || ascii(mp3, 0, 3) === 'ID3').toBe(true)
    // The encoder adds its delay and pads the last frame: a few tens of milliseconds.
    expect(mp3DurationSeconds(mp3)).toBeGreaterThan(0.99)
    expect(mp3DurationSeconds(mp3)).toBeLessThan(1.12)
    // 64 kbps for one second is 8 kB; a broken encoder gives far more or far less.
    expect(mp3.length).toBeGreaterThan(7000)
    expect(mp3.length).toBeLessThan(9500)
  })
})

describe('mp3DurationSeconds', () => {
  it('adds up MPEG-1 frames (1152 samples each)', () => {
    const mp3 = Uint8Array.from(frames([0xff, 0xfb, 0x90, 0xc0], 417, 10))
    expect(mp3DurationSeconds(mp3)).toBeCloseTo((10 * 1152) / 44_100, 6)
  })

  it('adds up MPEG-2 and MPEG-2.5 frames (576 samples each)', () => {
    expect(mp3DurationSeconds(Uint8Array.from(frames([0xff, 0xf3, 0x80, 0xc0], 208, 25)))).toBeCloseTo(
      (25 * 576) / 22_050,
      6,
    )
    expect(mp3DurationSeconds(Uint8Array.from(frames([0xff, 0xe3, 0x18, 0xc0], 72, 5)))).toBeCloseTo(
      (5 * 576) / 8000,
      6,
    )
  })

  it('skips an ID3v2 tag, junk between frames and a leading Xing frame', () => {
    const id3 = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...new Array<number>(20).fill(0xff)]
    const xing = frames([0xff, 0xfb, 0x90, 0xc0], 417, 1)
    xing.splice(4 + 17, 4, ...[...'Xing'].map((c) => c.charCodeAt(0)))
    const mp3 = Uint8Array.from([...id3, ...xing, 1, 2, 3, ...frames([0xff, 0xfb, 0x90, 0xc0], 417, 4)])
    expect(mp3DurationSeconds(mp3)).toBeCloseTo((4 * 1152) / 44_100, 6)
  })

  it('is zero for bytes without frames', () => {
    expect(mp3DurationSeconds(new Uint8Array(100))).toBe(0)
  })
})

describe('leadingMp3Frames', () => {
  it('counts the whole frames at the start and stops at one cut short', () => {
    const three = Uint8Array.from(frames([0xff, 0xf3, 0x80, 0xc0], 208, 3))
    expect(leadingMp3Frames(three)).toEqual({ count: 3, bytes: 624, seconds: (3 * 576) / 22_050 })
    expect(leadingMp3Frames(three.subarray(0, 500))).toMatchObject({ count: 2, bytes: 416 })
    expect(leadingMp3Frames(three.subarray(0, 100))).toMatchObject({ count: 0, bytes: 0 })
  })

  it('stops at bytes that do not start a frame, and is zero for none', () => {
    const mp3 = Uint8Array.from([...frames([0xff, 0xf3, 0x80, 0xc0], 208, 1), 1, 2, 3])
    expect(leadingMp3Frames(mp3).count).toBe(1)
    expect(leadingMp3Frames(new Uint8Array(10)).count).toBe(0)
  })
})
