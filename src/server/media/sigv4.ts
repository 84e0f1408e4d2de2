// AWS Signature Version 4 for S3-compatible storage (AWS, MinIO, Cloudflare R2, Backblaze): signs one request.
import { createHash, createHmac } from 'node:crypto'

export interface SigningCredentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
}

export interface SignInput {
  method: string
  url: URL
  /** Extra headers to send and sign (lower- or mixed-case names). */
  headers?: Record<string, string>
  body?: Uint8Array
  credentials: SigningCredentials
  now?: Date
  service?: string
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex')
}

function hmac(key: Uint8Array | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest()
}

/** RFC 3986 encoding as S3 expects it: everything but unreserved characters, `/` kept in paths. */
export function awsEncode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded
}

export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [awsEncode(name), awsEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

/** The headers to send: the caller's, plus host, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest(input: SignInput): Record<string, string> {
  const { method, url, body, credentials, service = 's3' } = input
  const when = amzDate(input.now ?? new Date())
  const day = when.slice(0, 8)
  const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value
  headers.host = url.host
  headers['x-amz-date'] = when
  headers['x-amz-content-sha256'] = payloadHash

  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`)
  // URL.pathname is already percent-encoded by WHATWG rules; decode and re-encode the S3 way.
  const path = awsEncode(decodeURIComponent(url.pathname), true)
  const canonicalRequest = [
    method.toUpperCase(),
    path,
    canonicalQuery(url),
    canonicalHeaders.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${credentials.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', when, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service),
    'aws4_request',
  )
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  const { host: _host, ...toSend } = headers
  return {
    ...toSend,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}
