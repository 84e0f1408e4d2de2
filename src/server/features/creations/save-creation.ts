// Keeps a painting: bytes in the media store, a creations row owned by the caller; both or neither.
import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../../context'
import { mediaStoreFor } from '../../media/store'
import type { CreationKind, CreationRow } from './data'
import { insertCreation } from './mutations'
import type { Owner } from './owner'
import type { Painting } from './painting'

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

export function storageKeyFor(id: string, mediaType: string): string {
  return `creations/${id}.${EXTENSIONS[mediaType] ?? 'bin'}`
}

export async function saveCreation(
  deps: Pick<AppDeps, 'database' | 'env'>,
  owner: Owner,
  input: { kind: CreationKind; prompt: string; painting: Painting; metadata?: Record<string, unknown> },
): Promise<CreationRow> {
  const { painting } = input
  const id = randomUUID()
  const storageKey = storageKeyFor(id, painting.mediaType)
  const store = mediaStoreFor(deps.env)
  await store.put(storageKey, painting.bytes, painting.mediaType)
  try {
    return await insertCreation(deps.database.db, owner, {
      id,
      kind: input.kind,
      prompt: input.prompt,
      model: painting.model,
      mediaType: painting.mediaType,
      storageKey,
      width: painting.width,
      height: painting.height,
      bytes: painting.bytes.length,
      metadata: {
        ...input.metadata,
        ...painting.details,
        ...(painting.seed === null ? {} : { seed: painting.seed }),
        ...(painting.note ? { note: painting.note } : {}),
      },
    })
  } catch (error) {
    await store.delete(storageKey).catch(() => {})
    throw error
  }
}
