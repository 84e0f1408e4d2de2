// Renders garden SVG to PNG with resvg and offers the one-call offline picture generator.
import { createRequire } from 'node:module'
import type { ResvgRenderOptions } from '@resvg/resvg-js'
import { runInPool, runsHere } from '../../../workers/pool'
import { composeScene } from './compose-scene'
import { hashString } from './prng'
import { parseScenePrompt } from './prompt-parser'
import type { Scene } from './scene'

/** resvg (a native module) loads with the first picture, in the worker that draws it, not with the server. */
let resvgModule: typeof import('@resvg/resvg-js') | undefined
export function resvg(): typeof import('@resvg/resvg-js') {
  resvgModule ??= createRequire(import.meta.url)('@resvg/resvg-js') as typeof import('@resvg/resvg-js')
  return resvgModule
}

export const IMAGE_SIZES = [1024, 512, 256] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]

export interface GenerateImageInput {
  prompt: string
  size?: number
  /** Same prompt and seed give the same picture, byte for byte; defaults to a hash of the prompt. */
  seed?: number
}

export interface GeneratedImage {
  png: Uint8Array
  width: number
  height: number
  scene: Scene
  seed: number
  mediaType: 'image/png'
  /** Canonical names of the things the picture shows ("bee", "bee-house", "night"). */
  drawn: string[]
  /** Words of the prompt that name something the illustrator cannot draw, as the child wrote them. */
  notDrawn: string[]
}

export function assertImageSize(size: number, allowed: readonly number[] = IMAGE_SIZES): void {
  if (!allowed.includes(size))
    throw new RangeError(`Unsupported size ${size}; use one of ${allowed.join(', ')}`)
}

/** The seed to use: the caller's (as an unsigned 32-bit number) or one derived from the prompt. */
export function resolveSeed(prompt: string, seed: number | undefined): number {
  if (seed === undefined) return hashString(prompt.trim().toLowerCase())
  if (!Number.isFinite(seed)) throw new RangeError('Seed must be a finite number')
  return Math.trunc(seed) >>> 0
}

/** Options for a `size`×`size` raster; system fonts stay unloaded because the pictures carry no text. */
export function renderOptions(size: number): ResvgRenderOptions {
  return { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }
}

export function renderPng(svg: string, size: number = 1024): Uint8Array {
  assertImageSize(size)
  return new Uint8Array(new (resvg().Resvg)(svg, renderOptions(size)).render().asPng())
}

/** Like renderPng, but rasterises on resvg's worker threads so the server keeps answering meanwhile. */
export async function renderPngAsync(svg: string, size: number = 1024): Promise<Uint8Array> {
  assertImageSize(size)
  const image = await resvg().renderAsync(svg, renderOptions(size))
  return new Uint8Array(image.asPng())
}

export async function generateImage({
  prompt,
  size = 1024,
  seed,
}: GenerateImageInput): Promise<GeneratedImage> {
  assertImageSize(size)
  // Composing, rasterising and PNG encoding take a worker's time, not the request loop's.
  if (!runsHere()) return runInPool('image', { prompt, size, seed })
  const resolvedSeed = resolveSeed(prompt, seed)
  const scene = parseScenePrompt(prompt)
  const png = await renderPngAsync(composeScene(scene, resolvedSeed), size)
  return {
    png,
    width: size,
    height: size,
    scene,
    seed: resolvedSeed,
    mediaType: 'image/png',
    drawn: scene.drawn,
    notDrawn: scene.notDrawn,
  }
}
