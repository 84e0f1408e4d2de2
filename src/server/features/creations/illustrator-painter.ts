// Pictures and clips from the offline illustrator, each from a fresh random seed so "Generate" again differs.
import { randomInt } from 'node:crypto'
import { generateClip } from '../../ai/local/illustrator/clip'
import { LOCAL_IMAGE_MODEL_ID } from '../../ai/local/illustrator/image-model'
import { generateImage, IMAGE_SIZES } from '../../ai/local/illustrator/render'
import type { Painting } from './painting'

export function randomSeed(): number {
  return randomInt(0, 2 ** 32 - 1)
}

/** The illustrator's square size for a requested "WxH" (its largest when the request is not one it draws). */
export function illustratorSize(size: string | undefined): number {
  const [width, height] = (size ?? '').split('x').map(Number)
  const square = IMAGE_SIZES.find((candidate) => candidate === width && candidate === height)
  return square ?? IMAGE_SIZES[0]
}

export async function illustratePicture(
  prompt: string,
  size?: string,
  seed = randomSeed(),
): Promise<Painting> {
  const image = await generateImage({ prompt, size: illustratorSize(size), seed })
  return {
    bytes: image.png,
    mediaType: image.mediaType,
    width: image.width,
    height: image.height,
    model: LOCAL_IMAGE_MODEL_ID,
    seed: image.seed,
    details: { recognised: image.scene.recognised, drawn: image.drawn, notDrawn: image.notDrawn },
  }
}

export async function illustrateClip(prompt: string, seed = randomSeed()): Promise<Painting> {
  const clip = await generateClip({ prompt, seed })
  return {
    bytes: clip.gif,
    mediaType: clip.mediaType,
    width: clip.width,
    height: clip.height,
    model: LOCAL_IMAGE_MODEL_ID,
    seed: clip.seed,
    details: {
      frames: clip.frames,
      durationMs: clip.durationMs,
      recognised: clip.scene.recognised,
      drawn: clip.scene.drawn,
      notDrawn: clip.scene.notDrawn,
    },
  }
}
