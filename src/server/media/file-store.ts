// The media store on the local filesystem (the default): one file per key, written atomically.
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertSafeKey } from './media-key'
import type { MediaStore } from './store'

/** Kept beside each file; `~` never appears in a key, so it cannot collide with one. */
const TYPE_SUFFIX = '~type'

export function createFileMediaStore(root: string): MediaStore {
  const resolvedRoot = path.resolve(root)
  const fileOf = (key: string) => {
    assertSafeKey(key)
    const file = path.resolve(resolvedRoot, ...key.split('/'))
    // The key pattern already rules traversal out; this keeps it true if the pattern is ever loosened.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new RangeError(`Unsafe media key ${key}`)
    return file
  }
  // A reader never sees half a file: write beside it, then rename over it.
  const writeAtomically = async (file: string, data: Uint8Array | string) => {
    const temporary = `${file}.${randomUUID()}~tmp`
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
