import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OggPageError, splitOggPages } from './ogg-pages'

/** opusenc (opus-tools 0.2, libopus 1.3.1) at 24 kbps from the same 2.48 s of synthesised speech. */
const speech = new Uint8Array(readFileSync(new URL('./fixtures/speech.ogg', import.meta.url)))
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes)

function pageError(bytes: Uint8Array): string {
  try {
    splitOggPages(bytes)
  } catch (error) {
    if (error instanceof OggPageError) return error.message
    throw error
  }
  throw new Error('split without an error')
}

describe('splitOggPages', () => {
  it('splits a real file into its header and audio pages', () => {
    const pages = splitOggPages(speech)
    expect(pages.map((page) => ascii(page.body.subarray(0, 8)))).toEqual(
      expect.arrayContaining(['OpusHead', 'OpusTags']),
    )
    expect(ascii(pages[0]!.body.subarray(0, 8))).toBe('OpusHead')
    expect(ascii(pages[1]!.body.subarray(0, 8))).toBe('OpusTags')
    expect(pages.reduce((total, page) => total + page.bytes.length, 0)).toBe(speech.length)
    // The last granule counts pre-skip (312) plus 2.48 s at 48 kHz.
    expect(pages.at(-1)!.granule).toBe(312 + 119_045)
    expect(pages[0]!.granule).toBe(0)
    expect(pages.map((page) => page.beginsStream)).toEqual([true, false, false, false, false])
    expect(new Set(pages.map((page) => page.serial))).toEqual(new Set([0x5d0196eb]))
  })

  it('notices a single flipped bit through the page checksum', () => {
    const damaged = speech.slice()
    damaged[4000]! ^= 0x01
    expect(pageError(damaged)).toMatch(/page \d is damaged \(checksum mismatch\)/)
  })

  it('rejects a file cut anywhere inside a page', () => {
    for (const length of [10, 30, 100, 5000, speech.length - 1]) {
      expect(pageError(speech.subarray(0, length))).toMatch(/cut off/)
    }
  })

  it('rejects bytes that are not Ogg pages, and an empty file', () => {
    const junk = new Uint8Array([...speech, ...new TextEncoder().encode('trailing junk')])
    expect(pageError(junk)).toBe(`no Ogg page at byte ${speech.length}`)
    expect(pageError(new Uint8Array(0))).toBe('the file has no pages')
  })
})
