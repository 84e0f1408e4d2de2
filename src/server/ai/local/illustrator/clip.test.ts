// Checks the animated GIF: a valid looping GIF89a of the asked size with one image per frame, made deterministically.
import { describe, expect, it } from 'vitest'
import { CLIP_DEFAULTS, compositeOver, generateClip } from './clip'

interface GifInfo {
  width: number
  height: number
  images: number
  delays: number[]
  loops: boolean
  ends: boolean
}

/** Walks the GIF block structure the way a browser would, counting frames. */
function readGif(gif: Uint8Array): GifInfo {
  const view = new DataView(gif.buffer, gif.byteOffset, gif.byteLength)
  const info: GifInfo = {
    width: view.getUint16(6, true),
    height: view.getUint16(8, true),
    images: 0,
    delays: [],
    loops: false,
    ends: false,
  }
  const packed = gif[10]!
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0)
  const skipSubBlocks = () => {
    while (gif[at]! !== 0) at += gif[at]! + 1
    at += 1
  }
  while (at < gif.length) {
    const block = gif[at]!
    if (block === 0x3b) {
      info.ends = true
      break
    }
    if (block === 0x21) {
      const label = gif[at + 1]!
      if (label === 0xf9) info.delays.push(view.getUint16(at + 4, true) * 10)
      if (label === 0xff && new TextDecoder().decode(gif.subarray(at + 3, at + 14)) === 'NETSCAPE2.0')
        info.loops = true
      at += 2
      skipSubBlocks()
    } else if (block === 0x2c) {
      info.images++
      const local = gif[at + 9]!
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0)
      at += 1
      skipSubBlocks()
    } else {
      throw new Error(`Unexpected GIF block 0x${block.toString(16)} at ${at}`)
    }
  }
  return info
}

describe('generateClip', () => {
  it('makes a looping GIF89a with one image per frame at the default 12.5 frames a second', async () => {
    const clip = await generateClip({ prompt: 'three sunflowers with bees in the rain', size: 256, seed: 4 })
    expect(new TextDecoder().decode(clip.gif.subarray(0, 6))).toBe('GIF89a')
    expect(clip).toMatchObject({
      mediaType: 'image/gif',
      width: 256,
      height: 256,
      frames: 30,
      durationMs: 2400,
    })
    const info = readGif(clip.gif)
    expect(info).toMatchObject({ width: 256, height: 256, images: 30, loops: true, ends: true })
    expect(info.delays).toEqual(Array(30).fill(CLIP_DEFAULTS.frameDelayMs))
    expect(clip.scene.flowers[0]).toMatchObject({ kind: 'sunflower', count: 3 })
  })

  it('is 512 pixels square by default and honours the frame count', async () => {
    const clip = await generateClip({ prompt: 'tulips', frames: 3, seed: 1 })
    expect(readGif(clip.gif)).toMatchObject({ width: 512, height: 512, images: 3 })
    expect(clip).toMatchObject({ width: 512, height: 512, frames: 3, durationMs: 240 })
  })

  it('gives identical bytes for the same prompt and seed', async () => {
    const first = await generateClip({ prompt: 'bees and butterflies', size: 256, frames: 4, seed: 8 })
    const second = await generateClip({ prompt: 'bees and butterflies', size: 256, frames: 4, seed: 8 })
    expect(Buffer.from(first.gif).equals(Buffer.from(second.gif))).toBe(true)
    const other = await generateClip({ prompt: 'bees and butterflies', size: 256, frames: 4, seed: 9 })
    expect(Buffer.from(first.gif).equals(Buffer.from(other.gif))).toBe(false)
  })

  it('rejects sizes and frame counts it does not offer', async () => {
    await expect(generateClip({ prompt: 'roses', size: 1000 })).rejects.toThrow(RangeError)
    await expect(generateClip({ prompt: 'roses', frames: 1 })).rejects.toThrow(RangeError)
    await expect(generateClip({ prompt: 'roses', frames: 2.5 })).rejects.toThrow(RangeError)
  })
})

describe('compositeOver', () => {
  it('lays premultiplied colour over the backdrop by its coverage', () => {
    const top = new Uint8Array([0, 0, 0, 0, 255, 0, 0, 255, 64, 0, 0, 128])
    const bottom = new Uint8Array([10, 20, 30, 255, 10, 20, 30, 255, 0, 0, 200, 255])
    expect([...compositeOver(top, bottom)]).toEqual([10, 20, 30, 255, 255, 0, 0, 255, 64, 0, 100, 255])
  })
})
