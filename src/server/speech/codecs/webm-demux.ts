// Pulls the Opus track out of a WebM (Matroska) recording: its OpusHead and its packets, as MediaRecorder writes them.

/** The EBML element ids this walker acts on; every other element is skipped by its size. */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const

const DOC_TYPES = new Set(['webm', 'matroska'])
const OPUS_CODEC_ID = 'A_OPUS'
/** Lacing modes in a block's flag bits 1–2 (Matroska spec "Block Lacing"). */
const LACING = { none: 0, xiph: 1, fixed: 2, ebml: 3 } as const

export class WebmDemuxError extends Error {
  constructor(
    message: string,
    /** A well-formed file this walker does not decode (no Opus track), as opposed to a damaged one. */
    readonly unsupported = false,
  ) {
    super(message)
    this.name = 'WebmDemuxError'
  }
}

export interface WebmOpusTrack {
  /** The track's CodecPrivate: an OpusHead (RFC 7845 §5.1) giving channels, pre-skip and channel mapping. */
  codecPrivate: Uint8Array
  /** Each Opus packet of the track, in file order, as views into the input. */
  packets: Uint8Array[]
}

interface ElementHeader {
  id: number
  dataStart: number
  /** Undefined for "unknown size" (all value bits set), which MediaRecorder writes for Segment and Cluster. */
  size: number | undefined
}

interface Track {
  number: number
  codecId: string
  codecPrivate?: Uint8Array
}

interface Block {
  track: number
  packets: Uint8Array[]
}

function vintLength(first: number | undefined, maxLength: number, what: string): number {
  if (first === undefined) throw new WebmDemuxError(`the file ends inside an element ${what}`)
  const length = Math.clz32(first) - 23
  if (length < 1 || length > maxLength)
    throw new WebmDemuxError(`bad element ${what} (byte 0x${first.toString(16)})`)
  return length
}

/** A variable-length integer with its length marker removed, as element sizes and block track numbers are. */
function readVint(
  bytes: Uint8Array,
  at: number,
  what: string,
): { value: number; length: number; allOnes: boolean } {
  const length = vintLength(bytes[at], 8, what)
  if (at + length > bytes.length) throw new WebmDemuxError(`the file ends inside an element ${what}`)
  let value = bytes[at]! & (0xff >> length)
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!
  const allOnes = value === 2 ** (7 * length) - 1
  return { value, length, allOnes }
}

function readElementHeader(bytes: Uint8Array, at: number): ElementHeader {
  const idLength = vintLength(bytes[at], 4, 'id')
  if (at + idLength > bytes.length) throw new WebmDemuxError('the file ends inside an element id')
  let id = 0
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[at + i]!
  const size = readVint(bytes, at + idLength, 'size')
  return { id, dataStart: at + idLength + size.length, size: size.allOnes ? undefined : size.value }
}

function elementEnd(bytes: Uint8Array, element: ElementHeader, limit = bytes.length): number {
  if (element.size === undefined) {
    throw new WebmDemuxError(`element 0x${element.id.toString(16)} has an unknown size where one is needed`)
  }
  const end = element.dataStart + element.size
  if (end > limit) throw new WebmDemuxError('the file is cut off inside an element')
  return end
}

/** The direct children of a sized element, each with its end. */
function* children(
  bytes: Uint8Array,
  start: number,
  end: number,
): Generator<ElementHeader & { end: number }> {
  let at = start
  while (at < end) {
    const child = readElementHeader(bytes, at)
    const childEnd = elementEnd(bytes, child, end)
    yield { ...child, end: childEnd }
    at = childEnd
  }
}

function readUint(bytes: Uint8Array, start: number, end: number): number {
  let value = 0
  for (let i = start; i < end; i++) value = value * 256 + bytes[i]!
  return value
}

function readString(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end)).replace(/\0+$/, '')
}

function readDocType(bytes: Uint8Array): number {
  const header = readElementHeader(bytes, 0)
  if (header.id !== ID.ebml) throw new WebmDemuxError('not a WebM file')
  const end = elementEnd(bytes, header)
  for (const child of children(bytes, header.dataStart, end)) {
    if (child.id !== ID.docType) continue
    const docType = readString(bytes, child.dataStart, child.end)
    if (!DOC_TYPES.has(docType)) throw new WebmDemuxError(`a "${docType}" file is not WebM`, true)
  }
  return end
}

function readTracks(bytes: Uint8Array, start: number, end: number): Track[] {
  const tracks: Track[] = []
  for (const entry of children(bytes, start, end)) {
    if (entry.id !== ID.trackEntry) continue
    const track: Track = { number: 0, codecId: '' }
    for (const field of children(bytes, entry.dataStart, entry.end)) {
      if (field.id === ID.trackNumber) track.number = readUint(bytes, field.dataStart, field.end)
      else if (field.id === ID.codecId) track.codecId = readString(bytes, field.dataStart, field.end)
      else if (field.id === ID.codecPrivate) track.codecPrivate = bytes.subarray(field.dataStart, field.end)
    }
    tracks.push(track)
  }
  return tracks
}

function lacedSizes(
  bytes: Uint8Array,
  at: number,
  end: number,
  lacing: number,
): { sizes: number[]; at: number } {
  if (at >= end) throw new WebmDemuxError('a laced block has no frame count')
  const count = bytes[at++]! + 1
  const sizes: number[] = []
  if (lacing === LACING.fixed) {
    const total = end - at
    if (total % count !== 0) throw new WebmDemuxError('a fixed-size laced block does not divide evenly')
    return { sizes: new Array<number>(count).fill(total / count), at }
  }
  for (let frame = 0; frame < count - 1; frame++) {
    if (lacing === LACING.xiph) {
      let size = 0
      let byte: number
      do {
        if (at >= end) throw new WebmDemuxError('a laced block is cut off')
        byte = bytes[at++]!
        size += byte
      } while (byte === 255)
      sizes.push(size)
    } else {
      const vint = readVint(bytes, at, 'lace size')
      if (at + vint.length > end) throw new WebmDemuxError('a laced block is cut off')
      at += vint.length
      // After the first, EBML lace sizes are differences, stored with a bias that makes them unsigned.
      const size =
        frame === 0 ? vint.value : sizes[frame - 1]! + vint.value - (2 ** (7 * vint.length - 1) - 1)
      sizes.push(size)
    }
  }
  const last = end - at - sizes.reduce((total, size) => total + size, 0)
  sizes.push(last)
  if (sizes.some((size) => size < 0)) throw new WebmDemuxError('a laced block has frame sizes past its end')
  return { sizes, at }
}

function readBlock(bytes: Uint8Array, start: number, end: number): Block {
  const track = readVint(bytes, start, 'track number')
  let at = start + track.length + 2 // the 16-bit timecode, which decoding in order does not need
  if (at >= end) throw new WebmDemuxError('a block is cut off before its flags')
  const lacing = (bytes[at++]! >> 1) & 0b11
  let sizes = [end - at]
  if (lacing !== LACING.none) ({ sizes, at } = lacedSizes(bytes, at, end, lacing))
  const packets: Uint8Array[] = []
  for (const size of sizes) {
    // An empty Opus packet means "lost", which libopus fills with up to 120 ms of guessed sound.
    if (size === 0) throw new WebmDemuxError('a block holds an empty frame')
    packets.push(bytes.subarray(at, at + size))
    at += size
  }
  return { track: track.value, packets }
}

/**
 * Walks the file as a flat run of elements: Segment and Cluster are entered rather than skipped, so their
 * "unknown" sizes (a recorder that streams cannot know them) never matter, and a new Cluster simply follows
 * the blocks of the last one. Every other element must have a size and be complete.
 */
export function demuxWebmOpus(bytes: Uint8Array): WebmOpusTrack {
  let at = readDocType(bytes)
  let tracks: Track[] = []
  const blocks: Block[] = []
  while (at < bytes.length) {
    const element = readElementHeader(bytes, at)
    if (element.id === ID.segment || element.id === ID.cluster) {
      at = element.dataStart
      continue
    }
    const end = elementEnd(bytes, element)
    if (element.id === ID.tracks) tracks = readTracks(bytes, element.dataStart, end)
    else if (element.id === ID.simpleBlock) blocks.push(readBlock(bytes, element.dataStart, end))
    else if (element.id === ID.blockGroup) {
      for (const child of children(bytes, element.dataStart, end)) {
        if (child.id === ID.block) blocks.push(readBlock(bytes, child.dataStart, child.end))
      }
    }
    at = end
  }
  const opus = tracks.find((track) => track.codecId === OPUS_CODEC_ID)
  if (!opus) {
    if (tracks.length === 0) throw new WebmDemuxError('the file has no tracks')
    throw new WebmDemuxError(`no Opus audio track (found ${tracks.map((t) => t.codecId).join(', ')})`, true)
  }
  if (!opus.codecPrivate) throw new WebmDemuxError('the Opus track has no OpusHead')
  const packets = blocks.filter((block) => block.track === opus.number).flatMap((block) => block.packets)
  if (packets.length === 0) throw new WebmDemuxError('the Opus track holds no audio')
  return { codecPrivate: opus.codecPrivate, packets }
}
