// The media store on S3-compatible object storage: the plain REST API, signed by aws4fetch (SigV4).
import { AwsClient } from 'aws4fetch'
import { assertSafeKey } from './media-key'
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
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region ?? 'us-east-1',
    service: 's3',
    // Our own retries would hide a broken store from the operator; one attempt, its error reported.
    retries: 0,
  })
  const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')
  const objectUrl = (key: string) => {
    assertSafeKey(key)
    const endpoint = new URL(settings.endpoint)
    const objectPath = encodePath(`${settings.prefix ?? ''}${key}`)
    if (settings.forcePathStyle === false) {
      endpoint.host = `${settings.bucket}.${endpoint.host}`
      return new URL(`${endpoint.origin}/${objectPath}`)
    }
    const base = endpoint.pathname.replace(/\/$/, '')
    return new URL(`${endpoint.origin}${base}/${encodeURIComponent(settings.bucket)}/${objectPath}`)
  }
  const send = async (
    method: string,
    key: string,
    body?: Uint8Array,
    headers: Record<string, string> = {},
  ) => {
    const signed = await client.sign(objectUrl(key).toString(), {
      method,
      headers,
      body: body as BodyInit | undefined,
    })
    return fetchImpl(signed)
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
      // A missing object is "nothing stored"; a missing bucket is a broken configuration and must be reported.
      if (response.status === 404) {
        const body = await response.text().catch(() => '')
        if (!body.includes('NoSuchBucket')) return null
        throw new Error(`S3 GET ${key} failed with 404: the bucket does not exist`)
      }
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
