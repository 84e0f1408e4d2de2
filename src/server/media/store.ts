// The media store: where generated pictures, clips and mascot characters live (filesystem by default).
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Env } from '../env'
import { createS3MediaStore, type S3Settings } from './s3-store'

export interface StoredMedia {
  bytes: Uint8Array
  mediaType: string
}

export interface MediaStore {
  readonly kind: 'filesystem' | 's3'
  put(key: string, bytes: Uint8Array, mediaType: string): Promise<void>
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredMedia | null>
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>
}

// Lower-case segments that cannot start with a dot, so `..`, hidden files and absolute paths are impossible.
const SEGMENT = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/
const MAX_KEY_LENGTH = 200
/** Kept beside each file on disk; `~` never appears in a key, so it cannot collide with one. */
const TYPE_SUFFIX = '~type'

export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false
  return key.split('/').every((segment) => SEGMENT.test(segment))
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new RangeError(`Unsafe media key ${JSON.stringify(key)}`)
}

export function createFileMediaStore(root: string): MediaStore {
  const resolvedRoot = path.resolve(root)
  const fileOf = (key: string) => {
    assertSafeKey(key)
    const file = path.resolve(resolvedRoot, ...key.split('/'))
    // The key pattern already rules traversal out; this keeps it true if the pattern is ever loosened.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new RangeError(`Unsafe media key ${key}`)
    return file
  }
  const writeAtomically = async (file: string, data: Uint8Array | string) => {
    const temporary = `${file}.${randomUUID()}.tmp`
    await writeFile(temporary, data, { mode: 0o600 })
    await rename(temporary, file)
  }
  return {
    kind: 'filesystem',
    async put(key, bytes, mediaType) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeAtomically(`${file}${TYPE_SUFFIX}`, mediaType)
      await writeAtomically(file, bytes)
    },
    async get(key) {
      const file = fileOf(key)
      try {
        const [bytes, mediaType] = await Promise.all([
          readFile(file),
          readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
        ])
        return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), mediaType }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      const file = fileOf(key)
      await rm(file, { force: true })
      await rm(`${file}${TYPE_SUFFIX}`, { force: true })
    },
  }
}

/**
 * Settings the media store reads beyond DATA_DIR. TODO(env.ts owner): add
 * `media: { s3: S3Settings | undefined }` to Env, filled when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY are all set (plus optional S3_REGION, default "us-east-1", and S3_FORCE_PATH_STYLE,
 * default true for MinIO/R2-style endpoints). Until then every instance uses the filesystem store.
 */
export type MediaEnv = Pick<Env, 'dataDir'> & { media?: { s3?: S3Settings | undefined } }

export function mediaRoot(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'media')
}

const stores = new Map<string, MediaStore>()

/** The store for this configuration: S3-compatible when configured, else files under DATA_DIR/media. */
export function mediaStoreFor(env: MediaEnv): MediaStore {
  const s3 = env.media?.s3
  const id = s3 ? `s3:${s3.endpoint}/${s3.bucket}` : `fs:${mediaRoot(env)}`
  let store = stores.get(id)
  if (!store) {
    store = s3 ? createS3MediaStore(s3) : createFileMediaStore(mediaRoot(env))
    stores.set(id, store)
  }
  return store
}
