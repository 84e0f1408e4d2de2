// Reads of content that changes only with a deploy or a seed, kept in memory as ready-to-send bytes + ETag.
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import { contentVersion } from './content-version'
import { bodyBytes, compressBody, type Encoding, etagMatches, pickEncoding, weakEtag } from './http-encoding'

// T only travels in the type, so the typed client (hc) still knows the JSON shape.
export interface CachedBody<T = unknown> {
  readonly _type?: T
  etag: string
  identity: Buffer
  encoded: Record<Encoding, Buffer>
}

/** JSON serialised once, compressed once at the best quality (it is sent many times). */
export function cacheableJson<T>(value: T): CachedBody<T> {
  const identity = Buffer.from(JSON.stringify(value))
  return {
    etag: weakEtag(identity),
    identity,
    encoded: { br: compressBody(identity, 'br', true), gzip: compressBody(identity, 'gzip', true) },
  }
}

/**
 * A per-key cache of a loader's answer, reloaded when the content version moves (a seed ran). Concurrent
 * misses share one load; a failed load is not kept.
 */
export function contentCache<K extends string, T>(load: (key: K) => Promise<T>) {
  const entries = new Map<K, { version: number; body: Promise<CachedBody<T>> }>()
  return {
    get(key: K): Promise<CachedBody<T>> {
      const version = contentVersion()
      const hit = entries.get(key)
      if (hit && hit.version === version) return hit.body
      const body = load(key).then((value) => cacheableJson(value))
      entries.set(key, { version, body })
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key)
      })
      return body
    },
  }
}

/** Sends a cached body: 304 when the client has it, else the encoding it prefers, with the ETag. */
export function sendCached<T>(
  c: Context,
  body: CachedBody<T>,
  cacheControl: string,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    ETag: body.etag,
    Vary: 'Accept-Encoding',
  }
  // The browser turns a 304 into its cached 200 before the app sees it, so the type stays the 200 one.
  type Sent = Response & TypedResponse<JSONParsed<T>, 200, 'json'>
  if (etagMatches(c.req.header('If-None-Match'), body.etag))
    return c.body(null, 304, headers) as unknown as Sent
  const encoding = pickEncoding(c.req.header('Accept-Encoding'))
  const bytes = encoding ? body.encoded[encoding] : body.identity
  if (encoding) headers['Content-Encoding'] = encoding
  headers['Content-Type'] = 'application/json; charset=UTF-8'
  headers['Content-Length'] = String(bytes.byteLength)
  return c.body(bodyBytes(bytes), 200, headers) as unknown as Sent
}
