import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/errors'
import { buildWebm, opusHead } from './fixtures/webm-builder'
import { oggPageChecksum, splitOggPages } from './ogg-pages'
import {
  decodeOggOpus,
  decodeWebmOpus,
  OPUS_SAMPLE_RATE,
  opusPacketSamples,
  parseOpusHead,
} from './opus-audio'
import { demuxWebmOpus } from './webm-demux'

/** Every WASM decoder made, and every one freed, so a test can see none is left holding memory. */
const decoders = vi.hoisted(() => ({ made: 0, freed: 0 }))

vi.mock('opus-decoder', async (importOriginal) => {
  const original = await importOriginal<typeof import('opus-decoder')>()
  class CountedOpusDecoder extends original.OpusDecoder {
    constructor(options?: { channels?: number; preSkip?: number; streamCount?: number }) {
      super(options)
      decoders.made++
      const free = this.free.bind(this)
      this.free = () => {
        decoders.freed++
        free()
      }
    }
  }
  return { ...original, OpusDecoder: CountedOpusDecoder }
})

vi.mock('ogg-opus-decoder', async (importOriginal) => {
  const original = await importOriginal<typeof import('ogg-opus-decoder')>()
  class CountedOggOpusDecoder extends original.OggOpusDecoder {
    constructor(options?: ConstructorParameters<typeof original.OggOpusDecoder>[0]) {
      super(options)
      decoders.made++
      const free = this.free.bind(this)
      this.free = () => {
        decoders.freed++
        free()
      }
    }
  }
  return { ...original, OggOpusDecoder: CountedOggOpusDecoder }
})

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)))
/** Chromium 156's MediaRecorder (WebM, stereo) and opusenc (Ogg, mono), from the same 2.48 s of speech. */
const webm = fixture('speech.webm')
const ogg = fixture('speech.ogg')

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (error instanceof ApiError) return error
  throw new Error(`expected an ApiError, got ${String(error)}`)
}

beforeEach(() => {
  decoders.made = 0
  decoders.freed = 0
})

afterEach(() => {
  expect(decoders.freed).toBe(decoders.made)
  vi.restoreAllMocks()
})

describe('parseOpusHead', () => {
  it('reads channels and pre-skip, with the default mapping for mono and stereo', () => {
    expect(parseOpusHead(opusHead(2, 312))).toEqual({
      channels: 2,
      preSkip: 312,
      streamCount: 1,
      coupledStreamCount: 1,
      channelMappingTable: [0, 1],
    })
    expect(parseOpusHead(opusHead(1, 0)).channelMappingTable).toEqual([0])
  })

  it('reads the stream layout of a surround header', () => {
    const head = Uint8Array.from([...opusHead(6, 312).subarray(0, 18), 1, 4, 2, 0, 4, 1, 2, 3, 5])
    expect(parseOpusHead(head)).toMatchObject({ channels: 6, streamCount: 4, coupledStreamCount: 2 })
    expect(parseOpusHead(head).channelMappingTable).toEqual([0, 4, 1, 2, 3, 5])
  })

  it('refuses a missing or unknown header', () => {
    expect(() => parseOpusHead(new TextEncoder().encode('OpusTags and more bytes'))).toThrow(ApiError)
    const future = opusHead(1, 0)
    future[8] = 0x10
    expect(() => parseOpusHead(future)).toThrow(/not supported: Opus header version 16/)
  })
})

describe('opusPacketSamples', () => {
  it.each([
    ['CELT 20 ms, one frame', [0xfc], 960],
    ['CELT 2.5 ms, one frame', [0x80], 120],
    ['SILK 60 ms, one frame', [0x18], 2880],
    ['SILK 10 ms, two frames', [0x01], 960],
    ['hybrid 20 ms, three frames (code 3)', [0x7b, 0x03], 2880],
    ['an empty packet', [], 0],
  ])('%s', (_, packet, samples) => {
    expect(opusPacketSamples(Uint8Array.from(packet))).toBe(samples)
  })
})

describe('decodeWebmOpus', () => {
  it('decodes the whole recording to mono at 48 kHz', async () => {
    const { pcm, sampleRate } = await decodeWebmOpus(webm, 60)
    expect(sampleRate).toBe(OPUS_SAMPLE_RATE)
    const declared = demuxWebmOpus(webm).packets.reduce(
      (total, packet) => total + opusPacketSamples(packet),
      0,
    )
    expect(pcm.length).toBe(declared)
    expect(pcm.length / sampleRate).toBeCloseTo(2.46, 2)
    expect(Math.max(...pcm)).toBeGreaterThan(8000)
  })

  it('drops the pre-skip the OpusHead declares', async () => {
    const { packets } = demuxWebmOpus(webm)
    const plain = await decodeWebmOpus(buildWebm({ packets, codecPrivate: opusHead(2, 0) }), 60)
    const skipped = await decodeWebmOpus(buildWebm({ packets, codecPrivate: opusHead(2, 312) }), 60)
    expect(skipped.pcm.length).toBe(plain.pcm.length - 312)
    expect(skipped.pcm.findIndex((sample, i) => sample !== plain.pcm[i + 312])).toBe(-1)
  })

  it('refuses audio over the limit before making a decoder', async () => {
    const error = await apiError(decodeWebmOpus(webm, 2))
    expect([error.status, error.code]).toEqual([400, 'too_long:stt_audio'])
    expect(decoders.made).toBe(0)
  })

  it('turns a packet libopus rejects into a 400, and still frees the decoder', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { packets } = demuxWebmOpus(webm)
    // Code 3 with a frame count of zero is not a valid Opus packet.
    const damaged = buildWebm({ packets: [...packets.slice(0, 5), Uint8Array.from([0x7b, 0x00])] })
    const error = await apiError(decodeWebmOpus(damaged, 60))
    expect([error.status, error.code]).toEqual([400, 'invalid:stt_audio'])
    expect(error.message).toMatch(/OPUS_INVALID_PACKET/)
    expect(logged).toHaveBeenCalled()
    expect(decoders.made).toBe(1)
  })

  it('answers a damaged container with a 400 and a foreign codec with a 415', async () => {
    const cut = await apiError(decodeWebmOpus(webm.subarray(0, 5000), 60))
    expect([cut.status, cut.code]).toEqual([400, 'invalid:stt_audio'])
    const vorbis = await apiError(
      decodeWebmOpus(buildWebm({ packets: [Uint8Array.of(1)], codecId: 'A_VORBIS' }), 60),
    )
    expect([vorbis.status, vorbis.code]).toEqual([415, 'unsupported:stt_audio'])
  })
})

describe('decodeOggOpus', () => {
  it('decodes to mono at 48 kHz, trimmed to the last granule', async () => {
    const { pcm, sampleRate } = await decodeOggOpus(ogg, 60)
    expect(sampleRate).toBe(OPUS_SAMPLE_RATE)
    expect(pcm.length).toBe(119_045)
    expect(Math.max(...pcm)).toBeGreaterThan(8000)
  })

  it('refuses audio over the limit from its granule, before decoding', async () => {
    const error = await apiError(decodeOggOpus(ogg, 2))
    expect(error.code).toBe('too_long:stt_audio')
    expect(decoders.made).toBe(0)
  })

  it('refuses chained streams, which the Ogg decoder would mangle', async () => {
    const error = await apiError(decodeOggOpus(new Uint8Array([...ogg, ...ogg]), 60))
    expect([error.status, error.message]).toEqual([
      415,
      'This audio format is not supported: only a single Ogg stream is read',
    ])
  })

  it('still stops at the limit when the last granule understates the length', async () => {
    const pages = splitOggPages(ogg)
    const last = pages.at(-1)!.bytes
    const forged = ogg.slice()
    const lastAt = ogg.length - last.length
    const view = new DataView(forged.buffer)
    view.setUint32(lastAt + 6, 312 + 24_000, true) // claims 0.5 s in all
    view.setUint32(lastAt + 22, oggPageChecksum(forged.subarray(lastAt)), true)
    const error = await apiError(decodeOggOpus(forged, 1))
    expect(error.code).toBe('too_long:stt_audio')
    expect(decoders.made).toBe(1)
    // Within the limit, the contradiction itself is refused rather than decoded into nonsense.
    expect((await apiError(decodeOggOpus(forged, 60))).code).toBe('invalid:stt_audio')
  })

  it('answers damage with a 400 and Ogg without Opus with a 415', async () => {
    const damaged = ogg.slice()
    damaged[3000]! ^= 0xff
    expect((await apiError(decodeOggOpus(damaged, 60))).code).toBe('invalid:stt_audio')
    expect((await apiError(decodeOggOpus(ogg.subarray(0, 6000), 60))).message).toMatch(/cut off/)

    // The same first page, re-labelled as another codec and given a correct checksum.
    const firstPageLength = 27 + 1 + ogg[27]!
    const vorbis = ogg.slice(0, firstPageLength)
    vorbis.set(new TextEncoder().encode('\x01vorbis\0'), 28)
    new DataView(vorbis.buffer).setUint32(22, oggPageChecksum(vorbis), true)
    const error = await apiError(decodeOggOpus(vorbis, 60))
    expect([error.status, error.code]).toEqual([415, 'unsupported:stt_audio'])
  })
})
