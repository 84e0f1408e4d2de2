// Decodes the first frame of a GIF into RGBA pixels: enough to take a still (or a mascot) from a clip.

export interface DecodedFrame {
  width: number
  height: number
  /** width × height × 4 bytes, straight (not premultiplied) alpha. */
  rgba: Uint8Array
}

const MAX_SIDE = 4096
const MAX_CODE_BITS = 12

class Reader {
  offset = 0
  constructor(readonly bytes: Uint8Array) {}

  byte(): number {
    if (this.offset >= this.bytes.length) throw new Error('The GIF ends too early')
    return this.bytes[this.offset++]!
  }

  word(): number {
    return this.byte() | (this.byte() << 8)
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new Error('The GIF ends too early')
    const slice = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return slice
  }

  /** Concatenated data sub-blocks, up to the zero-length terminator. */
  subBlocks(): Uint8Array {
    const parts: Uint8Array[] = []
    let total = 0
    for (let size = this.byte(); size > 0; size = this.byte()) {
      const part = this.take(size)
      parts.push(part)
      total += part.length
    }
    const joined = new Uint8Array(total)
    let at = 0
    for (const part of parts) {
      joined.set(part, at)
      at += part.length
    }
    return joined
  }
}

/** Variable-width LZW as GIF uses it (least significant bit first, codes up to 12 bits). */
export function lzwDecode(data: Uint8Array, minCodeSize: number, pixelCount: number): Uint8Array {
  if (minCodeSize < 2 || minCodeSize > 8) throw new Error('The GIF has an invalid LZW code size')
  const clear = 1 << minCodeSize
  const end = clear + 1
  const prefix = new Int16Array(1 << MAX_CODE_BITS)
  const suffix = new Uint8Array(1 << MAX_CODE_BITS)
  const firstOf = new Uint8Array(1 << MAX_CODE_BITS)
  const stack = new Uint8Array((1 << MAX_CODE_BITS) + 1)
  for (let code = 0; code < clear; code++) {
    prefix[code] = -1
    suffix[code] = code
    firstOf[code] = code
  }
  const out = new Uint8Array(pixelCount)
  let outAt = 0
  let codeSize = minCodeSize + 1
  let next = end + 1
  let previous = -1
  let bits = 0
  let bitCount = 0
  let dataAt = 0

  while (outAt < pixelCount) {
    while (bitCount < codeSize) {
      if (dataAt >= data.length) return out
      bits |= data[dataAt++]! << bitCount
      bitCount += 8
    }
    const code = bits & ((1 << codeSize) - 1)
    bits >>>= codeSize
    bitCount -= codeSize

    if (code === clear) {
      codeSize = minCodeSize + 1
      next = end + 1
      previous = -1
      continue
    }
    if (code === end) break
    if (previous === -1) {
      if (code >= clear) throw new Error('The GIF image data is corrupt')
      out[outAt++] = code
      previous = code
      continue
    }
    let current = code
    let depth = 0
    if (code >= next) {
      if (code > next) throw new Error('The GIF image data is corrupt')
      // The "KwKwK" case: the code being defined right now is the previous string plus its own first byte.
      stack[depth++] = firstOf[previous]!
      current = previous
    }
    while (current >= clear) {
      stack[depth++] = suffix[current]!
      current = prefix[current]!
    }
    stack[depth++] = current
    const first = current
    while (depth > 0 && outAt < pixelCount) out[outAt++] = stack[--depth]!
    if (next < 1 << MAX_CODE_BITS) {
      prefix[next] = previous
      suffix[next] = first
      firstOf[next] = firstOf[previous]!
      next++
      if (next === 1 << codeSize && codeSize < MAX_CODE_BITS) codeSize++
    }
    previous = code
  }
  return out
}

function readPalette(reader: Reader, packed: number): Uint8Array {
  return reader.take(3 * (1 << ((packed & 0x07) + 1)))
}

/** Row order of an interlaced image: every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1. */
function interlacedRows(height: number): number[] {
  const rows: number[] = []
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const) {
    for (let y = start; y < height; y += step) rows.push(y)
  }
  return rows
}

export function decodeGifFirstFrame(bytes: Uint8Array): DecodedFrame {
  const reader = new Reader(bytes)
  const signature = String.fromCharCode(...reader.take(6))
  if (signature !== 'GIF87a' && signature !== 'GIF89a') throw new Error('This is not a GIF')
  const width = reader.word()
  const height = reader.word()
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new Error('The GIF has an unsupported size')
  }
  const packed = reader.byte()
  reader.take(2) // background colour index and pixel aspect ratio
  const globalPalette = packed & 0x80 ? readPalette(reader, packed) : null
  let transparentIndex = -1

  for (;;) {
    const introducer = reader.byte()
    if (introducer === 0x3b) throw new Error('The GIF has no image')
    if (introducer === 0x21) {
      const label = reader.byte()
      const data = reader.subBlocks()
      if (label === 0xf9 && data.length >= 4 && data[0]! & 0x01) transparentIndex = data[3]!
      continue
    }
    if (introducer !== 0x2c) throw new Error('The GIF has an unknown block')
    const left = reader.word()
    const top = reader.word()
    const frameWidth = reader.word()
    const frameHeight = reader.word()
    const framePacked = reader.byte()
    const palette = framePacked & 0x80 ? readPalette(reader, framePacked) : globalPalette
    if (!palette) throw new Error('The GIF has no colour table')
    return paint({
      reader,
      width,
      height,
      left,
      top,
      frameWidth,
      frameHeight,
      framePacked,
      palette,
      transparentIndex,
    })
  }
}

interface PaintInput {
  reader: Reader
  width: number
  height: number
  left: number
  top: number
  frameWidth: number
  frameHeight: number
  framePacked: number
  palette: Uint8Array
  transparentIndex: number
}

function paint(input: PaintInput): DecodedFrame {
  const { reader, width, height, left, top, frameWidth, frameHeight, palette, transparentIndex } = input
  const minCodeSize = reader.byte()
  const indices = lzwDecode(reader.subBlocks(), minCodeSize, frameWidth * frameHeight)
  const rows = input.framePacked & 0x40 ? interlacedRows(frameHeight) : null
  const rgba = new Uint8Array(width * height * 4)
  const colours = palette.length / 3
  for (let row = 0; row < frameHeight; row++) {
    const y = top + (rows ? rows[row]! : row)
    if (y >= height) continue
    for (let x = 0; x < frameWidth; x++) {
      const canvasX = left + x
      if (canvasX >= width) continue
      const index = indices[row * frameWidth + x]!
      if (index === transparentIndex || index >= colours) continue
      const at = (y * width + canvasX) * 4
      rgba[at] = palette[index * 3]!
      rgba[at + 1] = palette[index * 3 + 1]!
      rgba[at + 2] = palette[index * 3 + 2]!
      rgba[at + 3] = 255
    }
  }
  return { width, height, rgba }
}
