// Decodes the first frame of a GIF into RGBA pixels (omggif): enough to take a still (or a mascot) from a clip.
import { GifReader } from 'omggif'

export interface DecodedFrame {
  width: number
  height: number
  /** width × height × 4 bytes, straight (not premultiplied) alpha; transparent pixels are all zero. */
  rgba: Uint8Array
}

/** Larger canvases are refused before any pixel memory is taken. */
const MAX_SIDE = 4096

export function decodeGifFirstFrame(bytes: Uint8Array): DecodedFrame {
  const signature = new TextDecoder().decode(bytes.subarray(0, 6))
  if (signature !== 'GIF87a' && signature !== 'GIF89a') throw new Error('This file is not a GIF')
  let reader: GifReader
  try {
    reader = new GifReader(bytes)
  } catch (error) {
    throw new Error(`The GIF ends too early or is damaged: ${(error as Error).message}`)
  }
  const { width, height } = reader
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new Error(`The GIF is ${width}×${height}; at most ${MAX_SIDE}×${MAX_SIDE} is accepted`)
  }
  if (reader.numFrames() < 1) throw new Error('The GIF ends too early: it has no frame')
  const rgba = new Uint8Array(width * height * 4)
  try {
    reader.decodeAndBlitFrameRGBA(0, rgba)
  } catch (error) {
    throw new Error(`The GIF ends too early or is damaged: ${(error as Error).message}`)
  }
  return { width, height, rgba }
}
