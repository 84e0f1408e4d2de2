// The PNG writer: valid chunks, the size in IHDR, and pixels that inflate and unfilter back exactly.
import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodePng, isPng, readPngSize } from './png'

function chunks(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const found: { type: string; data: Uint8Array; crcOk: boolean }[] = []
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8))
    const data = png.subarray(at + 8, at + 8 + length)
    found.push({
      type,
      data,
      crcOk: view.getUint32(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length)),
    })
    at += 12 + length
  }
  return found
}

/** Reverses filters 0 (None) and 2 (Up), the only ones the writer uses. */
function unfilter(raw: Uint8Array, width: number, height: number): Uint8Array {
  const stride = width * 4
  const out = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!
      out[y * stride + x] = filter === 2 ? (value + out[(y - 1) * stride + x]!) & 0xff : value
    }
  }
  return out
}

describe('encodePng', () => {
  it('writes IHDR, IDAT and IEND with correct CRCs and the exact pixels', () => {
    const width = 5
    const height = 3
    const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37) % 256)
    const png = encodePng(width, height, rgba)
    expect(isPng(png)).toBe(true)
    expect(readPngSize(png)).toEqual({ width, height })
    const parts = chunks(png)
    expect(parts.map((part) => part.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(parts.every((part) => part.crcOk)).toBe(true)
    expect([...parts[0]!.data.subarray(8)]).toEqual([8, 6, 0, 0, 0])
    expect([...unfilter(inflateSync(parts[1]!.data), width, height)]).toEqual([...rgba])
  })

  it('refuses pixel data of the wrong length and reads no size from other bytes', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(RangeError)
    expect(readPngSize(new TextEncoder().encode('GIF89a-and-more-bytes-here'))).toBeNull()
  })
})
