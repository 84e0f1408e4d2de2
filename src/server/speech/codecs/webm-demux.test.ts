import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildWebm, type Lacing, opusHead } from './fixtures/webm-builder'
import { demuxWebmOpus, WebmDemuxError } from './webm-demux'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)))
/** Chromium 156's MediaRecorder, `audio/webm;codecs=opus` at 32 kbps: 2.46 s of speech, stereo. */
const speech = fixture('speech.webm')

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes)
const indexOf = (bytes: Uint8Array, pattern: number[]) =>
  bytes.findIndex((_, at) => pattern.every((byte, i) => bytes[at + i] === byte))

/** Distinct made-up packets of varied sizes (one over 255 bytes, to need two Xiph lace bytes). */
const packets = [3, 300, 17, 40, 41, 2, 90].map((size, index) =>
  Uint8Array.from({ length: size }, (_, i) => (index * 31 + i) % 256),
)

function demuxError(bytes: Uint8Array): WebmDemuxError {
  try {
    demuxWebmOpus(bytes)
  } catch (error) {
    if (error instanceof WebmDemuxError) return error
    throw error
  }
  throw new Error('demuxed without an error')
}

describe('demuxWebmOpus on a real MediaRecorder file', () => {
  it('finds the OpusHead and every packet', () => {
    const track = demuxWebmOpus(speech)
    expect(ascii(track.codecPrivate.subarray(0, 8))).toBe('OpusHead')
    expect(track.codecPrivate[9]).toBe(2)
    expect(track.packets).toHaveLength(41)
    // Chromium packs three 20 ms frames per packet: TOC 0x7f (hybrid, code 3) and a frame count of 3.
    for (const packet of track.packets) expect([packet[0], (packet[1] ?? 0) & 0x3f]).toEqual([0x7f, 3])
  })

  it('reads through the unknown-size Segment and Clusters the recorder wrote', () => {
    const unknown = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
    expect(indexOf(speech, [0x18, 0x53, 0x80, 0x67, ...unknown])).toBeGreaterThan(0)
    expect(indexOf(speech, [0x1f, 0x43, 0xb6, 0x75, ...unknown])).toBeGreaterThan(0)
  })

  it('returns a prefix of the packets or a demux error, wherever the file is cut', () => {
    const whole = demuxWebmOpus(speech).packets
    let errors = 0
    for (let length = 1; length < speech.length; length += 37) {
      const cut = speech.subarray(0, length)
      try {
        const partial = demuxWebmOpus(cut).packets
        expect(whole.slice(0, partial.length)).toEqual(partial)
      } catch (error) {
        expect(error).toBeInstanceOf(WebmDemuxError)
        errors++
      }
    }
    expect(errors).toBeGreaterThan(200)
  })

  it('rejects a file cut inside a block', () => {
    const lastBlock = speech.lastIndexOf(0xa3)
    expect(demuxError(speech.subarray(0, lastBlock + 20)).message).toMatch(/cut off/)
  })
})

describe('demuxWebmOpus on built files', () => {
  it.each<Lacing>(['none', 'xiph', 'ebml'])('gives back the packets of %s-laced blocks', (lacing) => {
    expect(demuxWebmOpus(buildWebm({ packets, lacing })).packets).toEqual(packets)
  })

  it('splits fixed-size laced blocks evenly', () => {
    const same = [1, 2, 3].map((n) => Uint8Array.from([0xfc, n, n]))
    expect(demuxWebmOpus(buildWebm({ packets: same, lacing: 'fixed', packetsPerBlock: 3 })).packets).toEqual(
      same,
    )
  })

  it('reads known-size segments and clusters, BlockGroups, and skips other tracks', () => {
    const bytes = buildWebm({ packets, unknownSizes: false, blockGroups: true, otherTrackBlocks: true })
    const track = demuxWebmOpus(bytes)
    expect(track.packets).toEqual(packets)
    expect([...track.codecPrivate]).toEqual([...opusHead(1, 0)])
  })

  it('calls a WebM without an Opus track unsupported, not damaged', () => {
    const error = demuxError(buildWebm({ packets, codecId: 'A_VORBIS' }))
    expect(error.unsupported).toBe(true)
    expect(error.message).toContain('A_VORBIS')
    expect(demuxError(buildWebm({ packets, docType: 'avi' })).unsupported).toBe(true)
  })

  it('rejects empty frames, garbage after the header, and a missing header', () => {
    expect(demuxError(buildWebm({ packets: [new Uint8Array(0)] })).message).toMatch(/empty frame/)
    const header = speech.subarray(0, 36) // the EBML header element alone
    const garbage = Uint8Array.from({ length: 2000 }, (_, i) => (i * 7919 + 13) % 256)
    const withGarbage = new Uint8Array([...header, ...garbage])
    expect(demuxError(withGarbage).unsupported).toBe(false)
    expect(demuxError(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3])).message).toMatch(/ends inside/)
    expect(demuxError(new TextEncoder().encode('not a webm at all')).message).toMatch(
      /not a WebM|bad element/,
    )
  })
})
