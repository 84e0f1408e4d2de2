// The mascot character: the first frame of a clip becomes the active "character" asset. Mochi's picture is shown
// to every visitor, so only an operator may change it (a guest's clip must never replace the mascot).
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { z } from 'zod'
import { requireAdmin } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { publicUrl } from '../../env'
import { ApiError } from '../../lib/errors'
import { isValidMediaToken, mediaSecret } from '../../media/media-token'
import { mediaStoreFor } from '../../media/store'
import { getCreationById, getOwnedCreation } from './data'
import { CREATE_ERROR_CODES, notFoundError } from './errors'
import { activateCharacter } from './mutations'
import { countGeneration, requireCreationOwner } from './owner'
import { type AssetRecord, assetMediaUrl, toAssetRecord } from './records'
import { stillPng } from './still'

const MEDIA_PATH = /^\/api\/creations\/([0-9a-f-]{36})\/media$/i

/**
 * Which creation a video URL names. Only this server's own creation media is accepted, relative or on its
 * own origin: the server never fetches from the internet on a caller's behalf.
 */
export function parseCreationMediaUrl(
  videoUrl: string,
  allowedOrigins: string[],
): { id: string; token: string | undefined } | null {
  let url: URL
  try {
    url = new URL(videoUrl, 'http://relative.invalid')
  } catch {
    return null
  }
  const isRelative = videoUrl.startsWith('/') && !videoUrl.startsWith('//')
  if (!isRelative && !allowedOrigins.includes(url.origin)) return null
  const match = MEDIA_PATH.exec(url.pathname)
  const id = match?.[1]?.toLowerCase()
  if (!id || !z.uuid().safeParse(id).success) return null
  return { id, token: url.searchParams.get('t') ?? undefined }
}

export async function extractCharacter(
  deps: Pick<AppDeps, 'auth' | 'database' | 'env'>,
  c: Context<AppEnv>,
  videoUrl: string,
): Promise<{ success: true; asset: AssetRecord }> {
  await requireAdmin(c, deps)
  const owner = await requireCreationOwner(c, deps)
  const origins = [publicUrl(deps.env), new URL(c.req.url).origin]
  const target = parseCreationMediaUrl(videoUrl.trim(), origins)
  if (!target) {
    throw new ApiError(
      400,
      CREATE_ERROR_CODES.invalidVideoUrl,
      'Mochi can only use a clip made in this garden (a /api/creations/…/media link).',
      { field: 'videoUrl' },
    )
  }
  const db = deps.database.db
  const secret = mediaSecret(deps.env)
  const row =
    (await getOwnedCreation(db, owner, target.id)) ??
    (isValidMediaToken(secret, target.id, target.token) ? await getCreationById(db, target.id) : null)
  if (!row) throw notFoundError('No such clip')
  await countGeneration(c, deps, owner)

  const store = mediaStoreFor(deps.env)
  const media = await store.get(row.storageKey)
  if (!media) throw notFoundError('The clip is missing from the media store')
  let png: Uint8Array | null
  try {
    png = stillPng(media)
  } catch {
    png = null
  }
  if (!png) {
    throw new ApiError(
      422,
      CREATE_ERROR_CODES.unreadableVideo,
      'Mochi could not read a picture from that clip.',
    )
  }
  const id = randomUUID()
  const storageKey = `assets/${id}.png`
  await store.put(storageKey, png, 'image/png')
  const asset = await activateCharacter(db, {
    id,
    storageKey,
    url: assetMediaUrl(id),
    source: `creation:${row.id}`,
  })
  return { success: true, asset: toAssetRecord(asset) }
}
