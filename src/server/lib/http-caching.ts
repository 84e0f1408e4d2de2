// Middleware for every text answer: ETag + 304 on GET reads, then brotli/gzip above COMPRESS_MIN_BYTES.
import type { Context, MiddlewareHandler } from 'hono'
import {
  bodyBytes,
  COMPRESS_MIN_BYTES,
  compressBody,
  etagMatches,
  isCompressible,
  pickEncoding,
  weakEtag,
} from './http-encoding'

const appendVary = (headers: Headers) => {
  const vary = headers.get('Vary')
  if (!vary) headers.set('Vary', 'Accept-Encoding')
  else if (!/accept-encoding/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`)
}

// Assigning c.res merges the old headers into the new answer; clearing first keeps exactly ours.
const replace = (c: Context, res: Response) => {
  c.res = undefined
  c.res = res
}

/**
 * Buffers only bodies of compressible types that are not event streams (JSON, HTML, SVG, plain text),
 * which every route here builds whole in memory anyway; answers already encoded (precompressed files,
 * cached content) and `no-transform` ones pass untouched.
 */
export function httpCaching(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    // Headers and status first: reading `body` turns node-server's light answer into a full Response.
    if (res.status === 204 || res.status === 304) return
    if (res.headers.has('Content-Encoding') || !isCompressible(res.headers.get('Content-Type'))) return
    if (!res.body) return
    const cacheControl = res.headers.get('Cache-Control') ?? ''
    if (/no-transform/i.test(cacheControl)) return

    const body = new Uint8Array(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD'
    if (isRead && res.status === 200 && !/no-store/i.test(cacheControl)) {
      const etag = headers.get('ETag') ?? weakEtag(body)
      headers.set('ETag', etag)
      if (etagMatches(c.req.header('If-None-Match'), etag)) {
        headers.delete('Content-Type')
        headers.delete('Content-Length')
        replace(c, new Response(null, { status: 304, headers }))
        return
      }
    }
    if (body.byteLength >= COMPRESS_MIN_BYTES) {
      appendVary(headers)
      const encoding = pickEncoding(c.req.header('Accept-Encoding'))
      if (encoding) {
        const encoded = compressBody(body, encoding)
        headers.set('Content-Encoding', encoding)
        headers.set('Content-Length', String(encoded.byteLength))
        replace(
          c,
          new Response(bodyBytes(encoded), { status: res.status, statusText: res.statusText, headers }),
        )
        return
      }
    }
    headers.set('Content-Length', String(body.byteLength))
    replace(c, new Response(body, { status: res.status, statusText: res.statusText, headers }))
  }
}
