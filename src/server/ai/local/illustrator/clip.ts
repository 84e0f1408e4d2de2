// Makes a short looping animated GIF of a prompt's garden: bees buzzing about, flowers swaying, rain falling.
import { runInPool, runsHere } from '../../../workers/pool'
import { drawAction, drawBackdrop, svgDocument } from './compose-scene'
import { createGifWriter } from './gif-writer'
import { layoutScene } from './layout'
import { parseScenePrompt } from './prompt-parser'
import { assertImageSize, renderOptions, resolveSeed, resvg } from './render'
import type { Scene } from './scene'

export const CLIP_SIZES = [512, 256] as const
/** 30 frames of 80 ms: a 2.4 s loop at 12.5 frames a second (GIF delays are whole hundredths of a second). */
export const CLIP_DEFAULTS = { size: 512, frames: 30, frameDelayMs: 80 } as const
export const CLIP_FRAME_LIMITS = { min: 2, max: 60 } as const
/** Frames rendered ahead on resvg's worker threads while this thread encodes the earlier ones. */
const RENDER_AHEAD = 3

export interface GenerateClipInput {
  prompt: string
  seed?: number
  frames?: number
  size?: number
}

export interface GeneratedClip {
  gif: Uint8Array
  mediaType: 'image/gif'
  width: number
  height: number
  frames: number
  durationMs: number
  scene: Scene
  seed: number
}

/** Lays premultiplied RGBA `top` over opaque `bottom`, writing into `top`. */
export function compositeOver(top: Uint8Array, bottom: Uint8Array): Uint8Array {
  // Most of a frame's moving layer is empty, so whole pixels are copied through 32-bit views first.
  const top32 = new Uint32Array(top.buffer, top.byteOffset, top.length / 4)
  const bottom32 = new Uint32Array(bottom.buffer, bottom.byteOffset, bottom.length / 4)
  for (let p = 0; p < top32.length; p++) {
    const alpha = top[p * 4 + 3]!
    if (alpha === 0) top32[p] = bottom32[p]!
    else if (alpha !== 255) {
      const o = p * 4
      const keep = 255 - alpha
      top[o] = (top[o]! + (bottom[o]! * keep + 127) / 255) | 0
      top[o + 1] = (top[o + 1]! + (bottom[o + 1]! * keep + 127) / 255) | 0
      top[o + 2] = (top[o + 2]! + (bottom[o + 2]! * keep + 127) / 255) | 0
      top[o + 3] = 255
    }
  }
  return top
}

export async function generateClip({
  prompt,
  seed,
  frames = CLIP_DEFAULTS.frames,
  size = CLIP_DEFAULTS.size,
}: GenerateClipInput): Promise<GeneratedClip> {
  assertImageSize(size, CLIP_SIZES)
  if (!Number.isInteger(frames) || frames < CLIP_FRAME_LIMITS.min || frames > CLIP_FRAME_LIMITS.max) {
    throw new RangeError(
      `Frames must be a whole number from ${CLIP_FRAME_LIMITS.min} to ${CLIP_FRAME_LIMITS.max}`,
    )
  }
  // Dozens of frames rendered, laid over the backdrop and quantised: a worker's job, not the request loop's.
  if (!runsHere()) return runInPool('clip', { prompt, seed, frames, size })
  const resolvedSeed = resolveSeed(prompt, seed)
  const scene = parseScenePrompt(prompt)
  const layout = layoutScene(scene, resolvedSeed)
  const options = renderOptions(size)
  const rasterise = (body: string) =>
    resvg()
      .renderAsync(svgDocument(layout, body), options)
      .then((image) => new Uint8Array(image.pixels))
  // The still backdrop is drawn once; each frame renders only what moves and is laid over it.
  const backdrop = rasterise(drawBackdrop(layout))
  const render = async (frame: number) =>
    compositeOver(await rasterise(drawAction(layout, frame / frames)), await backdrop)

  const writer = createGifWriter(size, size, CLIP_DEFAULTS.frameDelayMs)
  const inFlight: Promise<Uint8Array>[] = []
  for (let frame = 0; frame < Math.min(RENDER_AHEAD, frames); frame++) inFlight.push(render(frame))
  for (let frame = 0; frame < frames; frame++) {
    const pixels = await inFlight.shift()!
    const next = frame + RENDER_AHEAD
    if (next < frames) inFlight.push(render(next))
    writer.addFrame(pixels)
  }
  return {
    gif: writer.finish(),
    mediaType: 'image/gif',
    width: size,
    height: size,
    frames,
    durationMs: frames * CLIP_DEFAULTS.frameDelayMs,
    scene,
    seed: resolvedSeed,
  }
}
