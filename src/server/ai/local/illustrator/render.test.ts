// Checks the PNG output: real PNGs at the asked size, byte-identical for the same prompt and seed, different otherwise.
import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'
import { composeScene } from './compose-scene'
import { parseScenePrompt } from './prompt-parser'
import { generateImage, renderOptions, renderPng, resolveSeed } from './render'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function ihdrSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

function pixels(prompt: string, seed: number): Uint8Array {
  return new Resvg(composeScene(parseScenePrompt(prompt), seed), renderOptions(256)).render().pixels
}

describe('renderPng', () => {
  const svg = composeScene(parseScenePrompt('three sunflowers'), 1)

  it.each([1024, 512, 256])('renders a PNG %i pixels square', (size) => {
    const png = renderPng(svg, size)
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
    expect(ihdrSize(png)).toEqual({ width: size, height: size })
  })

  it('refuses sizes it does not offer', () => {
    expect(() => renderPng(svg, 300)).toThrow(RangeError)
    expect(() => renderPng(svg, 2048)).toThrow(RangeError)
  })
})

describe('generateImage', () => {
  it('answers with the picture, its size, the scene and the seed', async () => {
    const image = await generateImage({
      prompt: 'tres girasoles amarillos con abejas bajo el sol',
      size: 256,
      seed: 42,
    })
    expect(image.mediaType).toBe('image/png')
    expect(image).toMatchObject({ width: 256, height: 256, seed: 42 })
    expect([...image.png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
    expect(ihdrSize(image.png)).toEqual({ width: 256, height: 256 })
    expect(image.scene.flowers).toEqual([{ kind: 'sunflower', colours: ['yellow'], count: 3 }])
    expect(image.scene.creatures[0]?.kind).toBe('bee')
    expect(image.scene.sky.sun).toBe(true)
  })

  it('defaults to 1024 pixels', async () => {
    const image = await generateImage({ prompt: 'roses', seed: 1 })
    expect(ihdrSize(image.png)).toEqual({ width: 1024, height: 1024 })
  })

  it('gives identical bytes for the same prompt and seed', async () => {
    const first = await generateImage({ prompt: 'five tulips and a pond', size: 256, seed: 9 })
    const second = await generateImage({ prompt: 'five tulips and a pond', size: 256, seed: 9 })
    expect(Buffer.from(first.png).equals(Buffer.from(second.png))).toBe(true)
  })

  it('derives a stable seed from the prompt when none is given', async () => {
    const first = await generateImage({ prompt: 'a pumpkin patch', size: 256 })
    const second = await generateImage({ prompt: 'a pumpkin patch', size: 256 })
    expect(first.seed).toBe(resolveSeed('a pumpkin patch', undefined))
    expect(Buffer.from(first.png).equals(Buffer.from(second.png))).toBe(true)
  })

  it('draws the same picture for an English prompt and its Spanish translation', async () => {
    const english = await generateImage({
      prompt: 'three yellow sunflowers with bees under the sun',
      size: 256,
      seed: 5,
    })
    const spanish = await generateImage({
      prompt: 'tres girasoles amarillos con abejas bajo el sol',
      size: 256,
      seed: 5,
    })
    expect(Buffer.from(english.png).equals(Buffer.from(spanish.png))).toBe(true)
  })

  it('draws visibly different pictures for different prompts and seeds', async () => {
    const sunny = await generateImage({ prompt: 'three sunflowers under the sun', size: 256, seed: 5 })
    const night = await generateImage({ prompt: 'red roses and a pond at night', size: 256, seed: 5 })
    expect(Buffer.from(sunny.png).equals(Buffer.from(night.png))).toBe(false)

    const differingShare = (a: Uint8Array, b: Uint8Array) => {
      let differing = 0
      for (let p = 0; p < a.length; p += 4) {
        const distance =
          Math.abs(a[p]! - b[p]!) + Math.abs(a[p + 1]! - b[p + 1]!) + Math.abs(a[p + 2]! - b[p + 2]!)
        if (distance > 60) differing++
      }
      return differing / (a.length / 4)
    }
    const day = pixels('three sunflowers under the sun', 5)
    expect(differingShare(day, pixels('red roses and a pond at night', 5))).toBeGreaterThan(0.4)
    expect(differingShare(day, pixels('a vegetable garden with pumpkins', 5))).toBeGreaterThan(0.05)
    expect(differingShare(day, pixels('three sunflowers under the sun', 6))).toBeGreaterThan(0.05)
  })

  it('rejects a bad size or seed', async () => {
    await expect(generateImage({ prompt: 'roses', size: 100 })).rejects.toThrow(RangeError)
    await expect(generateImage({ prompt: 'roses', seed: Number.NaN })).rejects.toThrow(RangeError)
  })
})
