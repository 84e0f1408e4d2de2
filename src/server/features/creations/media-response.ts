// Answers with stored media bytes: exact Content-Type, long immutable caching, and an ETag for revalidation.
import type { Context } from 'hono'
import type { AppEnv } from '../../context'

export function mediaResponse(
  c: Context<AppEnv>,
  media: { bytes: Uint8Array; mediaType: string },
  options: { etag: string; cacheControl: string },
): Response {
  const etag = `"${options.etag}"`
  const headers = {
    'Content-Type': media.mediaType,
    'Cache-Control': options.cacheControl,
    ETag: etag,
  }
  const match = c.req.header('if-none-match')
  if (match?.split(',').some((value) => value.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers)
  }
  return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    'Content-Length': String(media.bytes.length),
  })
}
