// Content negotiation and compression of whole bodies: brotli or gzip, chosen from Accept-Encoding.
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Bodies smaller than this go out as they are: the headers would eat the saving. */
export const COMPRESS_MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'

// Text the browser can decompress for free; event streams are excluded because they must flush as they go.
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+json)|image\/svg\+xml)\s*(?:;|$)/i

export const isCompressible = (contentType: string | null | undefined) =>
  !!contentType && COMPRESSIBLE.test(contentType)

/** The best encoding the client accepts (brotli over gzip), honouring q=0; undefined for identity. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const star = accepted.get('*')
  const ok = (name: Encoding) => (accepted.get(name) ?? star ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return undefined
}

/**
 * Compresses a whole body. Brotli quality 5 on the fly keeps a JSON answer under a millisecond while
 * still beating gzip; cached content (compressed once) uses the best quality.
 */
export function compressBody(body: Uint8Array, encoding: Encoding, best = false): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: best ? 9 : 6 })
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })
}

/** A strong validator of the bytes before encoding (so it is weak once compressed: W/ prefix). */
/** A Node Buffer as the ArrayBuffer-backed view that Response bodies accept (no copy). */
export const bodyBytes = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength)

export const weakEtag = (body: Uint8Array | string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}
