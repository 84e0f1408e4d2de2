// Checks an Ogg file page by page (capture pattern, lengths, checksum) and splits it into whole pages.

const CAPTURE = [0x4f, 0x67, 0x67, 0x53] // "OggS"
const HEADER_BYTES = 27
const FLAGS_OFFSET = 5
const BEGINS_STREAM_FLAG = 0x02
const GRANULE_OFFSET = 6
const SERIAL_OFFSET = 14
const CRC_OFFSET = 22
const SEGMENT_COUNT_OFFSET = 26

export class OggPageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OggPageError'
  }
}

export interface OggPage {
  /** The whole page, header included, as a view into the input. */
  bytes: Uint8Array
  /** The page's packet data. */
  body: Uint8Array
  /** 48 kHz samples (pre-skip included) up to the last packet that ends here; -1 when none does. */
  granule: number
  /** Which logical stream the page belongs to. */
  serial: number
  /** The page opens a logical stream (a chained file has more than one such page). */
  beginsStream: boolean
}

/** Ogg's CRC-32: polynomial 0x04c11db7, most significant bit first, no reflection, no final xor. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1
  return crc >>> 0
})

/** The checksum of a whole page, computed as if its own checksum field were zero. */
export function oggPageChecksum(page: Uint8Array): number {
  let crc = 0
  for (let i = 0; i < page.length; i++) {
    const byte = i >= CRC_OFFSET && i < CRC_OFFSET + 4 ? 0 : page[i]!
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0
  }
  return crc
}

/**
 * Every page must be whole and match its checksum: the decoder behind this would otherwise read a cut-off
 * last page as many empty packets, each "concealed" as up to 120 ms of invented sound.
 */
export function splitOggPages(bytes: Uint8Array): OggPage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const pages: OggPage[] = []
  let at = 0
  while (at < bytes.length) {
    if (CAPTURE.some((byte, i) => bytes[at + i] !== byte)) throw new OggPageError(`no Ogg page at byte ${at}`)
    if (at + HEADER_BYTES > bytes.length) throw new OggPageError('the file is cut off inside a page header')
    const segments = bytes[at + SEGMENT_COUNT_OFFSET]!
    const bodyStart = at + HEADER_BYTES + segments
    if (bodyStart > bytes.length) throw new OggPageError('the file is cut off inside a page header')
    let bodyLength = 0
    for (let i = at + HEADER_BYTES; i < bodyStart; i++) bodyLength += bytes[i]!
    const end = bodyStart + bodyLength
    if (end > bytes.length) throw new OggPageError('the file is cut off inside a page')
    const page = bytes.subarray(at, end)
    if (oggPageChecksum(page) !== view.getUint32(at + CRC_OFFSET, true)) {
      throw new OggPageError(`page ${pages.length} is damaged (checksum mismatch)`)
    }
    const granuleHigh = view.getInt32(at + GRANULE_OFFSET + 4, true)
    const granule = granuleHigh * 2 ** 32 + view.getUint32(at + GRANULE_OFFSET, true)
    pages.push({
      bytes: page,
      body: bytes.subarray(bodyStart, end),
      granule,
      serial: view.getUint32(at + SERIAL_OFFSET, true),
      beginsStream: (bytes[at + FLAGS_OFFSET]! & BEGINS_STREAM_FLAG) !== 0,
    })
    at = end
  }
  if (pages.length === 0) throw new OggPageError('the file has no pages')
  return pages
}
