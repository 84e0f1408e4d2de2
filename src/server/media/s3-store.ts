// The media store on S3-compatible object storage, speaking the plain REST API signed with SigV4.
import { assertSafeKey } from './media-key'
import { awsEncode, signRequest } from './sigv4'
import type { MediaStore } from './store'

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000 (MinIO), https://<account>.r2.cloudflarestorage.com */
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Default "us-east-1" (MinIO and R2 accept it; R2 also accepts "auto"). */
  region?: string
  /** Bucket in the path (default) rather than in the host name. */
  forcePathStyle?: boolean
  /** Prepended to every key, e.g. "mochi/". */
  prefix?: string
}

export function createS3MediaStore(settings: S3Settings, fetchImpl: typeof fetch = fetch): MediaStore {
  const credentials = {
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region ?? 'us-east-1',
  }
  const objectUrl = (key: string) => {
    assertSafeKey(key)
    const endpoint = new URL(settings.endpoint)
    const objectPath = awsEncode(`${settings.prefix ?? ''}${key}`, true)
    if (settings.forcePathStyle === false) {
      endpoint.host = `${settings.bucket}.${endpoint.host}`
      return new URL(`${endpoint.origin}/${objectPath}`)
    }
    const base = endpoint.pathname.replace(/\/$/, '')
    return new URL(`${endpoint.origin}${base}/${awsEncode(settings.bucket)}/${objectPath}`)
  }
  const send = async (
    method: string,
    key: string,
    body?: Uint8Array,
    headers: Record<string, string> = {},
  ) => {
    const url = objectUrl(key)
    const signed = signRequest({ method, url, body, headers, credentials })
    return fetchImpl(url, { method, headers: signed, body: body as BodyInit | undefined })
  }
  const fail = async (response: Response, what: string): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 200)
    throw new Error(`S3 ${what} failed with ${response.status}: ${detail}`)
  }
  return {
    kind: 's3',
    async put(key, bytes, mediaType) {
      const response = await send('PUT', key, bytes, { 'content-type': mediaType })
      if (!response.ok) await fail(response, `PUT ${key}`)
    },
    async get(key) {
      const response = await send('GET', key)
      if (response.status === 404) return null
      if (!response.ok) await fail(response, `GET ${key}`)
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        mediaType: response.headers.get('content-type') ?? 'application/octet-stream',
      }
    },
    async delete(key) {
      const response = await send('DELETE', key)
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`)
    },
  }
}
