// A still PNG of a picture or of a clip's first frame (reduced motion, and the mascot character).
import { decodeGifFirstFrame } from '../../media/gif-first-frame'
import { encodePng, isPng } from '../../media/png'
import type { StoredMedia } from '../../media/store'

/** The PNG still, or null when the media is neither a GIF nor a PNG. Throws when a GIF is corrupt. */
export function stillPng(media: StoredMedia): Uint8Array | null {
  if (media.mediaType === 'image/gif') {
    const frame = decodeGifFirstFrame(media.bytes)
    return encodePng(frame.width, frame.height, frame.rgba)
  }
  if (media.mediaType === 'image/png' && isPng(media.bytes)) return media.bytes
  return null
}
