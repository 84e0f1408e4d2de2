// Encodes RGBA frames into a looping animated GIF with one shared palette and only changed pixels per frame.
import { createRequire } from 'node:module'

type Palette = number[][]

interface GifEncoder {
  writeFrame(
    index: Uint8Array,
    width: number,
    height: number,
    options: {
      palette?: Palette
      delay?: number
      repeat?: number
      transparent?: boolean
      transparentIndex?: number
      dispose?: number
    },
  ): void
  finish(): void
  bytes(): Uint8Array
}

interface Gifenc {
  GIFEncoder(options?: { initialCapacity?: number }): GifEncoder
  quantize(rgba: Uint8Array, maxColours: number, options?: { format?: 'rgb565' }): Palette
}

// gifenc ships CommonJS without named ESM exports, so Node's ESM loader cannot import its functions by name.
const { GIFEncoder, quantize } = createRequire(import.meta.url)('gifenc') as Gifenc

/** Palette colours; the last index of the 256 is kept free to mean "unchanged since the last frame". */
const COLOURS = 255
const UNCHANGED = 255
/** Pixels sampled for the palette: every Nth, which keeps quantizing well under the time of one frame. */
const SAMPLE_STEP = 5

export interface GifWriter {
  addFrame(rgba: Uint8Array): void
  finish(): Uint8Array
}

function samplePixels(rgba: Uint8Array): Uint8Array {
  const pixels = rgba.length / 4
  const sample = new Uint8Array(Math.ceil(pixels / SAMPLE_STEP) * 4)
  for (let p = 0, s = 0; p < pixels; p += SAMPLE_STEP, s += 4) sample.set(rgba.subarray(p * 4, p * 4 + 4), s)
  return sample
}

function nearest(palette: Palette, r: number, g: number, b: number): number {
  let best = 0
  let bestDistance = Number.POSITIVE_INFINITY
  for (let i = 0; i < COLOURS; i++) {
    const colour = palette[i]!
    const dr = colour[0]! - r
    const dg = colour[1]! - g
    const db = colour[2]! - b
    const distance = dr * dr + dg * dg + db * db
    if (distance < bestDistance) {
      bestDistance = distance
      best = i
    }
  }
  return best
}

export function createGifWriter(width: number, height: number, delayMs: number): GifWriter {
  const encoder = GIFEncoder({ initialCapacity: width * height })
  // Nearest-colour answers keyed by RGB565, shared by every frame because the palette never changes.
  const lookup = new Int16Array(65536).fill(-1)
  let palette: Palette | undefined
  let previous: Uint8Array | undefined

  const toIndices = (rgba: Uint8Array, colours: Palette) => {
    const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height)
    const indices = new Uint8Array(width * height)
    for (let p = 0; p < pixels.length; p++) {
      // Little-endian RGBA: red is the low byte.
      const colour = pixels[p]!
      const key = ((colour & 0xf8) << 8) | ((colour & 0xfc00) >> 5) | ((colour & 0xf80000) >> 19)
      let index = lookup[key]!
      if (index < 0) {
        index = nearest(colours, colour & 0xff, (colour >> 8) & 0xff, (colour >> 16) & 0xff)
        lookup[key] = index
      }
      indices[p] = index
    }
    return indices
  }

  return {
    addFrame(rgba) {
      if (!palette) {
        palette = quantize(samplePixels(rgba), COLOURS)
        while (palette.length < 256) palette.push([0, 0, 0])
      }
      const indices = toIndices(rgba, palette)
      if (!previous) {
        encoder.writeFrame(indices, width, height, { palette, delay: delayMs, repeat: 0 })
      } else {
        const changes = new Uint8Array(indices.length)
        for (let p = 0; p < indices.length; p++)
          changes[p] = indices[p] === previous[p] ? UNCHANGED : indices[p]!
        // Disposal 1 keeps the last frame on screen, so transparent pixels show what was already there.
        encoder.writeFrame(changes, width, height, {
          delay: delayMs,
          transparent: true,
          transparentIndex: UNCHANGED,
          dispose: 1,
        })
      }
      previous = indices
    },
    finish() {
      encoder.finish()
      return encoder.bytes()
    },
  }
}
