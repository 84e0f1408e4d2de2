// The GIF first-frame decoder against GIFs written by gifenc and by the illustrator's clip writer.
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { createGifWriter } from '../ai/local/illustrator/gif-writer'
import { decodeGifFirstFrame } from './gif-first-frame'

type Encoder = {
  writeFrame(index: Uint8Array, w: number, h: number, options: Record<string, unknown>): void
  finish(): void
  bytes(): Uint8Array
}
const { GIFEncoder } = createRequire(import.meta.url)('gifenc') as { GIFEncoder: () => Encoder }

/** A deterministic pseudo-random sequence, so the LZW table fills up and is cleared several times. */
function noise(length: number, colours: number, seed = 7): Uint8Array {
  const out = new Uint8Array(length)
  let state = seed
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    // Runs of repeated values exercise the "code not yet in the table" case.
    out[i] = i % 9 < 4 ? (out[i - 1] ?? 0) : (state >>> 16) % colours
  }
  return out
}

describe('decodeGifFirstFrame', () => {
  it('decodes every pixel of a 256-colour noisy first frame exactly', () => {
    const width = 97
    const height = 61
    const palette = Array.from({ length: 256 }, (_, i) => [i, (i * 7) % 256, 255 - i])
    const indices = noise(width * height, 256)
    const encoder = GIFEncoder()
    encoder.writeFrame(indices, width, height, { palette })
    encoder.writeFrame(new Uint8Array(width * height), width, height, { palette })
    encoder.finish()

    const frame = decodeGifFirstFrame(encoder.bytes())
    expect(frame.width).toBe(width)
    expect(frame.height).toBe(height)
    for (let p = 0; p < indices.length; p++) {
      const colour = palette[indices[p]!]!
      expect([...frame.rgba.subarray(p * 4, p * 4 + 4)]).toEqual([...colour, 255])
    }
  })

  it('decodes a small-palette frame and leaves transparent pixels clear', () => {
    const palette = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [0, 0, 0],
    ]
    const indices = Uint8Array.from([0, 1, 2, 3, 3, 2, 1, 0, 0])
    const encoder = GIFEncoder()
    encoder.writeFrame(indices, 3, 3, { palette, transparent: true, transparentIndex: 3 })
    encoder.finish()
    const frame = decodeGifFirstFrame(encoder.bytes())
    expect([...frame.rgba.subarray(0, 16)]).toEqual([
      255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0,
    ])
    expect(frame.rgba[4 * 4 + 3]).toBe(0)
  })

  it('takes the first frame of a clip written by the illustrator', () => {
    const size = 16
    const writer = createGifWriter(size, size, 80)
    const solid = (r: number, g: number, b: number) => {
      const rgba = new Uint8Array(size * size * 4)
      for (let p = 0; p < size * size; p++) rgba.set([r, g, b, 255], p * 4)
      return rgba
    }
    writer.addFrame(solid(240, 180, 0))
    writer.addFrame(solid(20, 120, 40))
    const frame = decodeGifFirstFrame(writer.finish())
    // The palette is quantised, so colours come back close to what went in.
    for (let p = 0; p < size * size; p++) {
      expect(Math.abs(frame.rgba[p * 4]! - 240)).toBeLessThan(12)
      expect(Math.abs(frame.rgba[p * 4 + 1]! - 180)).toBeLessThan(12)
      expect(frame.rgba[p * 4 + 3]).toBe(255)
    }
  })

  it('refuses bytes that are not a GIF or end too early', () => {
    expect(() => decodeGifFirstFrame(new TextEncoder().encode('not a gif at all'))).toThrow(/not a GIF/)
    const encoder = GIFEncoder()
    encoder.writeFrame(new Uint8Array(4), 2, 2, {
      palette: [
        [0, 0, 0],
        [1, 1, 1],
      ],
    })
    encoder.finish()
    expect(() => decodeGifFirstFrame(encoder.bytes().subarray(0, 20))).toThrow(/ends too early/)
  })
})
