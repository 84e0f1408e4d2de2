// The filesystem media store: bytes and media type round-trip, missing keys, deletion and unsafe keys.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createFileMediaStore } from './file-store'
import { isSafeKey } from './media-key'
import { mediaStoreFor } from './store'

const root = mkdtempSync(path.join(os.tmpdir(), 'mochi-media-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('createFileMediaStore', () => {
  const store = createFileMediaStore(root)

  it('keeps bytes and media type, and forgets them on delete', async () => {
    const bytes = Uint8Array.from([1, 2, 3, 250])
    await store.put('creations/abc.png', bytes, 'image/png')
    const found = await store.get('creations/abc.png')
    expect(found?.mediaType).toBe('image/png')
    expect([...found!.bytes]).toEqual([1, 2, 3, 250])
    await store.delete('creations/abc.png')
    expect(await store.get('creations/abc.png')).toBeNull()
    expect(readdirSync(path.join(root, 'creations'))).toEqual([])
  })

  it('replaces an object stored again under the same key', async () => {
    await store.put('a.gif', Uint8Array.from([1]), 'image/gif')
    await store.put('a.gif', Uint8Array.from([9, 9]), 'image/webp')
    const found = await store.get('a.gif')
    expect([...found!.bytes]).toEqual([9, 9])
    expect(found!.mediaType).toBe('image/webp')
  })

  it('answers null for a missing key and ignores deleting one', async () => {
    expect(await store.get('nothing/here.png')).toBeNull()
    await expect(store.delete('nothing/here.png')).resolves.toBeUndefined()
  })

  it.each([
    '../escape.png',
    'creations/../../etc/passwd',
    '/etc/passwd',
    '.secret',
    'a//b',
    'A.png',
    'a\\b',
    'a/.hidden',
    '',
  ])('refuses the unsafe key %j', async (key) => {
    expect(isSafeKey(key)).toBe(false)
    await expect(store.get(key)).rejects.toThrow(RangeError)
    await expect(store.put(key, Uint8Array.from([1]), 'image/png')).rejects.toThrow(RangeError)
  })
})

describe('mediaStoreFor', () => {
  it('uses the filesystem under DATA_DIR/media when S3 is not configured, and shares one store', () => {
    const store = mediaStoreFor({ dataDir: root })
    expect(store.kind).toBe('filesystem')
    expect(mediaStoreFor({ dataDir: root })).toBe(store)
  })

  it('uses S3 when settings are present', () => {
    const store = mediaStoreFor({
      dataDir: root,
      media: {
        s3: { endpoint: 'http://127.0.0.1:9', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's' },
      },
    })
    expect(store.kind).toBe('s3')
  })
})
