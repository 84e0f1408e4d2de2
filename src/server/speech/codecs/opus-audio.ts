// Decodes Opus speech from browser recordings (WebM from Chrome, Ogg from Firefox) to mono 48 kHz PCM, in process.

import { OggOpusDecoder } from 'ogg-opus-decoder'
import { OpusDecoder } from 'opus-decoder'
import { ApiError } from '../../lib/errors'
import { audioTooLong, invalidAudio, unsupportedAudio } from '../recognition/stt-audio-errors'
import type { Pcm } from '../synthesis/encode'
import { OggPageError, splitOggPages } from './ogg-pages'
import { demuxWebmOpus, WebmDemuxError } from './webm-demux'

/** Opus always decodes to 48 kHz here (RFC 7845: pre-skip and granule positions count 48 kHz samples). */
export const OPUS_SAMPLE_RATE = 48_000
/**
 * Packets decoded between turns of the event loop: MediaRecorder's packets hold 20–60 ms, so a batch is
 * about a second of speech and 10–30 ms of work, and a long upload never stalls other requests for long.
 */
const PACKETS_PER_TURN = 20
const OPUS_HEAD_MIN_BYTES = 19
/** 120 ms, the longest an Opus packet can be. */
const MAX_PACKET_SAMPLES = 5760

export interface OpusHead {
  channels: number
  /** 48 kHz samples of encoder warm-up at the start, which are not part of the recording. */
  preSkip: number
  streamCount: number
  coupledStreamCount: number
  channelMappingTable: number[]
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** RFC 7845 §5.1 identification header. */
export function parseOpusHead(bytes: Uint8Array): OpusHead {
  if (bytes.length < OPUS_HEAD_MIN_BYTES || ascii(bytes, 0, 8) !== 'OpusHead') {
    throw invalidAudio('the Opus header is missing')
  }
  if (bytes[8]! >> 4 !== 0) throw unsupportedAudio(`Opus header version ${bytes[8]}`)
  const channels = bytes[9]!
  const preSkip = bytes[10]! | (bytes[11]! << 8)
  const family = bytes[18]!
  if (channels === 0) throw invalidAudio('the Opus header has no channels')
  if (family === 0) {
    if (channels > 2) throw invalidAudio('the Opus header has too many channels for its mapping')
    return {
      channels,
      preSkip,
      streamCount: 1,
      coupledStreamCount: channels - 1,
      channelMappingTable: channels === 2 ? [0, 1] : [0],
    }
  }
  if (bytes.length < 21 + channels) throw invalidAudio('the Opus header is cut off')
  return {
    channels,
    preSkip,
    streamCount: bytes[19]!,
    coupledStreamCount: bytes[20]!,
    channelMappingTable: [...bytes.subarray(21, 21 + channels)],
  }
}

/** Samples per frame at 48 kHz for each TOC configuration group (RFC 6716 §3.1): SILK, hybrid, CELT. */
function frameSamples(config: number): number {
  if (config < 12) return [480, 960, 1920, 2880][config % 4]!
  if (config < 16) return [480, 960][config % 2]!
  return [120, 240, 480, 960][config % 4]!
}

/** How many 48 kHz samples an Opus packet decodes to, read from its TOC byte alone (RFC 6716 §3.1–3.2). */
export function opusPacketSamples(packet: Uint8Array): number {
  const toc = packet[0]
  if (toc === undefined) return 0
  const code = toc & 0b11
  const frames = code === 0 ? 1 : code === 3 ? (packet[1] ?? 0) & 0x3f : 2
  return frames * frameSamples(toc >> 3)
}

/** Refuses over-long audio before any decoding, from the length the container declares. */
function checkDeclaredLength(samples: number, maxSeconds: number): void {
  if (samples > maxSeconds * OPUS_SAMPLE_RATE) throw audioTooLong(maxSeconds)
}

/** Mixes decoded channels down to one 16-bit channel, refusing to hold more than the allowed length. */
class MonoCollector {
  private readonly parts: Int16Array[] = []
  length = 0

  constructor(private readonly maxSeconds: number) {}

  add(channelData: Float32Array[], samples: number): void {
    if (this.length + samples > this.maxSeconds * OPUS_SAMPLE_RATE) throw audioTooLong(this.maxSeconds)
    const mono = new Int16Array(samples)
    for (let i = 0; i < samples; i++) {
      let sum = 0
      for (const channel of channelData) sum += channel[i]!
      const sample = sum / channelData.length
      mono[i] = Math.round(Math.max(-1, Math.min(1, sample)) * 32767)
    }
    this.parts.push(mono)
    this.length += samples
  }

  result(): Pcm {
    const pcm = new Int16Array(this.length)
    let offset = 0
    for (const part of this.parts) {
      pcm.set(part, offset)
      offset += part.length
    }
    return { pcm, sampleRate: OPUS_SAMPLE_RATE }
  }
}

interface Decoded {
  channelData: Float32Array[]
  samplesDecoded: number
  errors: { message: string }[]
}

function checkDecoded(decoded: Decoded): Decoded {
  const error = decoded.errors[0]
  if (error) throw invalidAudio(`the Opus data is damaged (${error.message})`)
  return decoded
}

/** Our own errors pass through; anything a decoder throws on bad input becomes a 400. */
function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof WebmDemuxError) {
    return error.unsupported ? unsupportedAudio(error.message) : invalidAudio(error.message)
  }
  return invalidAudio(error instanceof Error ? error.message : String(error))
}

/** WebM/Opus (Chrome's and Edge's MediaRecorder) to mono 48 kHz PCM; pre-skip is dropped by the decoder. */
export async function decodeWebmOpus(bytes: Uint8Array, maxSeconds: number): Promise<Pcm> {
  let decoder: OpusDecoder | undefined
  try {
    const track = demuxWebmOpus(bytes)
    const head = parseOpusHead(track.codecPrivate)
    const declared = track.packets.reduce((total, packet) => total + opusPacketSamples(packet), 0)
    checkDeclaredLength(declared - head.preSkip, maxSeconds)
    decoder = new OpusDecoder({ ...head })
    await decoder.ready
    const mono = new MonoCollector(maxSeconds)
    for (let start = 0; start < track.packets.length; start += PACKETS_PER_TURN) {
      const batch = track.packets.slice(start, start + PACKETS_PER_TURN)
      const decoded = checkDecoded(decoder.decodeFrames(batch))
      mono.add(decoded.channelData, decoded.samplesDecoded)
      await nextTurn()
    }
    return mono.result()
  } catch (error) {
    throw asApiError(error)
  } finally {
    decoder?.free()
  }
}

/**
 * Ogg/Opus (Firefox's MediaRecorder) to mono 48 kHz PCM. Pages are checked whole first, then fed one at a
 * time so the length limit stops the work early; the decoder drops pre-skip and trims to the last granule.
 */
export async function decodeOggOpus(bytes: Uint8Array, maxSeconds: number): Promise<Pcm> {
  let pages: ReturnType<typeof splitOggPages>
  try {
    pages = splitOggPages(bytes)
  } catch (error) {
    if (error instanceof OggPageError) throw invalidAudio(error.message)
    throw error
  }
  const first = pages[0]!
  if (ascii(first.body, 0, 8) !== 'OpusHead') throw unsupportedAudio('only Opus is read from Ogg files')
  // ogg-opus-decoder mangles chained streams, and no browser records them.
  const oneStream = pages.every(
    (page, index) => page.serial === first.serial && page.beginsStream === (index === 0),
  )
  if (!oneStream) throw unsupportedAudio('only a single Ogg stream is read')
  const head = parseOpusHead(first.body)
  const lastGranule = pages.findLast((page) => page.granule >= 0)?.granule ?? 0
  checkDeclaredLength(lastGranule - head.preSkip, maxSeconds)
  const decoder = new OggOpusDecoder()
  try {
    await decoder.ready
    const mono = new MonoCollector(maxSeconds)
    let samplesSinceTurn = 0
    for (const page of pages) {
      const decoded = checkDecoded(await decoder.decode(page.bytes))
      mono.add(decoded.channelData, decoded.samplesDecoded)
      samplesSinceTurn += decoded.samplesDecoded
      if (samplesSinceTurn >= OPUS_SAMPLE_RATE) {
        samplesSinceTurn = 0
        await nextTurn()
      }
    }
    const rest = checkDecoded(await decoder.flush())
    mono.add(rest.channelData, rest.samplesDecoded)
    // A last granule well short of the audio makes the decoder silently drop whole pages; a muxer a packet
    // out is forgiven, a file whose length marker is plainly wrong is refused.
    if (mono.length > lastGranule - head.preSkip + MAX_PACKET_SAMPLES) {
      throw invalidAudio('its length marker contradicts its audio')
    }
    return mono.result()
  } catch (error) {
    throw asApiError(error)
  } finally {
    decoder.free()
  }
}
