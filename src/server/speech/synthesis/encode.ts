// Audio codecs for synthesised speech: 16-bit mono PCM to and from WAV, to MP3 and base64, resampling, MP3 length.
import { Mp3Encoder } from '@breezystack/lamejs'

export const MP3_DEFAULT_KBPS = 64
/** lamejs encodes most efficiently when fed whole MPEG frames. */
export const MP3_CHUNK_SAMPLES = 1152
const WAV_HEADER_BYTES = 44

export interface Pcm {
  pcm: Int16Array
  sampleRate: number
}

function* mp3Parts(pcm: Int16Array, sampleRate: number, kbps: number): Generator<Uint8Array> {
  const encoder = new Mp3Encoder(1, sampleRate, kbps)
  for (let start = 0; start < pcm.length; start += MP3_CHUNK_SAMPLES) {
    yield encoder.encodeBuffer(pcm.subarray(start, start + MP3_CHUNK_SAMPLES))
  }
  yield encoder.flush()
}

export function encodeMp3(pcm: Int16Array, sampleRate: number, kbps = MP3_DEFAULT_KBPS): Uint8Array {
  return concatBytes([...mp3Parts(pcm, sampleRate, kbps)])
}

export function encodeWav(pcm: Int16Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(WAV_HEADER_BYTES + pcm.length * 2)
  const view = new DataView(bytes.buffer)
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i))
  }
  ascii(0, 'RIFF')
  view.setUint32(4, bytes.length - 8, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2, true) // byte rate
  view.setUint16(32, 2, true) // block align
  view.setUint16(34, 16, true) // bits per sample
  ascii(36, 'data')
  view.setUint32(40, pcm.length * 2, true)
  for (let i = 0; i < pcm.length; i++) view.setInt16(WAV_HEADER_BYTES + i * 2, pcm[i]!, true)
  return bytes
}

/** Reads a 16-bit PCM WAV (mono, or stereo mixed down). Tolerates the unfinished sizes of streamed WAVs. */
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4))
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file')
  let channels = 0
  let sampleRate = 0
  let offset = 12
  while (offset + 8 <= bytes.length) {
    const id = tag(offset)
    const size = view.getUint32(offset + 4, true)
    const body = offset + 8
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1 || view.getUint16(body + 14, true) !== 16) {
        throw new Error('Only 16-bit PCM WAV is supported')
      }
      channels = view.getUint16(body + 2, true)
      sampleRate = view.getUint32(body + 4, true)
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format')
      const end = Math.min(bytes.length, size > 0 ? body + size : bytes.length)
      const frames = Math.floor((end - body) / (2 * channels))
      const pcm = new Int16Array(frames)
      for (let i = 0; i < frames; i++) {
        let sum = 0
        for (let c = 0; c < channels; c++) sum += view.getInt16(body + (i * channels + c) * 2, true)
        pcm[i] = Math.round(sum / channels)
      }
      return { pcm, sampleRate }
    }
    offset = body + size + (size % 2)
  }
  throw new Error('WAV without data')
}

/**
 * Linear interpolation when raising the rate (22050 Hz speech to the 24 kHz realtime socket); when lowering
 * it, each output sample averages the input it covers, which keeps aliasing out of speech.
 */
export function resample(pcm: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return pcm.slice()
  const length = Math.round((pcm.length * to) / from)
  const out = new Int16Array(length)
  const step = from / to
  const last = pcm.length - 1
  if (step <= 1) {
    for (let i = 0; i < length; i++) {
      const position = i * step
      const left = Math.min(Math.floor(position), last)
      const right = Math.min(left + 1, last)
      const fraction = position - left
      out[i] = Math.round(pcm[left]! * (1 - fraction) + pcm[right]! * fraction)
    }
    return out
  }
  for (let i = 0; i < length; i++) {
    const start = Math.floor(i * step)
    const end = Math.min(Math.max(Math.floor((i + 1) * step), start + 1), pcm.length)
    let sum = 0
    for (let j = start; j < end; j++) sum += pcm[j]!
    out[i] = Math.round(sum / (end - start))
  }
  return out
}

/** Little-endian PCM16 as base64, the audio format of the realtime socket. */
export function pcmToBase64(pcm: Int16Array): string {
  const bytes = new Uint8Array(pcm.length * 2)
  const view = new DataView(bytes.buffer)
  for (let i = 0; i < pcm.length; i++) view.setInt16(i * 2, pcm[i]!, true)
  return Buffer.from(bytes).toString('base64')
}

export function pcmDurationSeconds(pcm: Int16Array, sampleRate: number): number {
  return pcm.length / sampleRate
}

const MP3_BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}
/** Indexed by the header's version bits: 0 MPEG-2.5, 2 MPEG-2, 3 MPEG-1 (1 is reserved). */
const MP3_SAMPLE_RATES: Record<number, number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
}

interface Mp3Frame {
  bytes: number
  samples: number
  sampleRate: number
  sideInfoBytes: number
}

function readLayer3Frame(bytes: Uint8Array, offset: number): Mp3Frame | undefined {
  if (offset + 4 > bytes.length) return undefined
  const b1 = bytes[offset + 1]!
  const b2 = bytes[offset + 2]!
  if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined
  const version = (b1 >> 3) & 0b11
  const layer = (b1 >> 1) & 0b11
  const bitrateIndex = b2 >> 4
  const sampleRate = MP3_SAMPLE_RATES[version]?.[(b2 >> 2) & 0b11]
  if (layer !== 0b01 || !sampleRate || bitrateIndex === 0 || bitrateIndex === 15) return undefined
  const mpeg1 = version === 3
  const kbps = (mpeg1 ? MP3_BITRATES_KBPS.mpeg1 : MP3_BITRATES_KBPS.mpeg2)[bitrateIndex]!
  const padding = (b2 >> 1) & 1
  const mono = bytes[offset + 3]! >> 6 === 0b11
  return {
    bytes: Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding,
    samples: mpeg1 ? 1152 : 576,
    sampleRate,
    sideInfoBytes: mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17,
  }
}

function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f)
  const hasFooter = (bytes[5]! & 0x10) !== 0
  return 10 + size + (hasFooter ? 10 : 0)
}

/**
 * Playing time of an MPEG-1/2/2.5 Layer III stream, from its frame headers: skips an ID3v2 tag, junk
 * between frames and the silent Xing/Info frame encoders put first.
 */
export function mp3DurationSeconds(bytes: Uint8Array): number {
  let offset = id3v2Length(bytes)
  let seconds = 0
  let first = true
  while (offset + 4 <= bytes.length) {
    const frame = readLayer3Frame(bytes, offset)
    if (!frame) {
      offset++
      continue
    }
    const tagAt = offset + 4 + frame.sideInfoBytes
    const tag = String.fromCharCode(...bytes.subarray(tagAt, tagAt + 4))
    const isInfoFrame = first && (tag === 'Xing' || tag === 'Info')
    if (!isInfoFrame) seconds += frame.samples / frame.sampleRate
    first = false
    offset += frame.bytes
  }
  return seconds
}

/**
 * The whole Layer III frames at the start of `bytes`, one after another: how much of a streamed MP3 a player
 * could already decode. Stops at the first byte that does not start a frame, or at a frame cut short.
 */
export function leadingMp3Frames(bytes: Uint8Array): { count: number; bytes: number; seconds: number } {
  let offset = id3v2Length(bytes)
  let count = 0
  let seconds = 0
  for (let frame = readLayer3Frame(bytes, offset); frame; frame = readLayer3Frame(bytes, offset)) {
    if (offset + frame.bytes > bytes.length) break
    count++
    seconds += frame.samples / frame.sampleRate
    offset += frame.bytes
  }
  return { count, bytes: offset, seconds }
}

export function concatBytes(parts: readonly (Uint8Array | readonly number[])[]): Uint8Array {
  return concatInto(new Uint8Array(totalLength(parts)), parts)
}

/** Pieces of PCM one after another, as one clip. */
export function concatPcm(parts: readonly Int16Array[]): Int16Array {
  return concatInto(new Int16Array(totalLength(parts)), parts)
}

const totalLength = (parts: readonly ArrayLike<number>[]) =>
  parts.reduce((total, part) => total + part.length, 0)

function concatInto<T extends Uint8Array | Int16Array>(out: T, parts: readonly ArrayLike<number>[]): T {
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
