// The media store: where generated pictures, clips and mascot characters live; filesystem unless S3 is set.
import path from 'node:path'
import type { Env } from '../env'
import { createFileMediaStore } from './file-store'
import { createS3MediaStore, type S3Settings } from './s3-store'

export interface StoredMedia {
  bytes: Uint8Array
  mediaType: string
}

export interface MediaStore {
  readonly kind: 'filesystem' | 's3'
  /** Stores (or replaces) the object under a safe key (see media-key.ts). */
  put(key: string, bytes: Uint8Array, mediaType: string): Promise<void>
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredMedia | null>
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>
}

/** What the media store reads from the configuration (S3 when S3_ENDPOINT, S3_BUCKET and both keys are set). */
export type MediaEnv = Pick<Env, 'dataDir'> & { media?: { s3?: S3Settings | undefined } }

export function mediaRoot(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'media')
}

const stores = new Map<string, MediaStore>()

/** The store for this configuration, made once and shared by routes and functions. */
export function mediaStoreFor(env: MediaEnv): MediaStore {
  const s3 = env.media?.s3
  const id = s3 ? `s3:${s3.endpoint}/${s3.bucket}/${s3.prefix ?? ''}` : `fs:${mediaRoot(env)}`
  let store = stores.get(id)
  if (!store) {
    store = s3 ? createS3MediaStore(s3) : createFileMediaStore(mediaRoot(env))
    stores.set(id, store)
  }
  return store
}
