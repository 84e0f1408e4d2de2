// The caller's generated pictures and clips (list, read the media, delete) and the mascot character assets.
import { Hono } from 'hono'
import { z } from 'zod'
import { getCaller } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { queryParams } from '../../lib/validate'
import { isValidMediaToken, mediaSecret } from '../../media/media-token'
import { mediaStoreFor } from '../../media/store'
import { getAsset, getCreationById, getOwnedCreation, listActiveAssets, listCreations } from './data'
import { notFoundError } from './errors'
import { mediaResponse } from './media-response'
import { deleteOwnedCreation } from './mutations'
import { requireCreationOwner } from './owner'
import { toAssetRecord, toCreationRecord } from './records'
import { stillPng } from './still'

const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable'
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable'

const listQuery = z.object({
  kind: z.enum(['image', 'video']).optional(),
  // Optional rather than defaulted: the typed client derives its query type from this schema's output.
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
const DEFAULT_LIST_LIMIT = 50
const mediaQuery = z.object({
  t: z.string().max(100).optional(),
  still: z.enum(['1', 'true']).optional(),
})
const isUuid = (id: string) => z.uuid().safeParse(id).success

export function creationRoutes(deps: AppDeps) {
  const db = deps.database.db
  const store = () => mediaStoreFor(deps.env)

  return (
    new Hono<AppEnv>()
      .get('/', queryParams(listQuery), async (c) => {
        const owner = await requireCreationOwner(c, deps)
        const { kind, limit = DEFAULT_LIST_LIMIT } = c.req.valid('query')
        const rows = await listCreations(db, owner, { kind, limit })
        const secret = mediaSecret(deps.env)
        return c.json({ creations: rows.map((row) => toCreationRecord(row, secret)) })
      })
      .get('/assets', async (c) => {
        const rows = await listActiveAssets(db)
        return c.json({ assets: rows.map(toAssetRecord) })
      })
      // The mascot is everyone's: its picture is public, like the rest of the site's art.
      .get('/assets/:id/media', async (c) => {
        const id = c.req.param('id')
        const asset = isUuid(id) ? await getAsset(db, id) : null
        const media = asset?.storageKey ? await store().get(asset.storageKey) : null
        if (!media) throw notFoundError('No such asset')
        return mediaResponse(c, media, { etag: `asset-${id}`, cacheControl: PUBLIC_IMMUTABLE })
      })
      .get('/:id/media', queryParams(mediaQuery), async (c) => {
        const id = c.req.param('id').toLowerCase()
        if (!isUuid(id)) throw notFoundError()
        const { t, still } = c.req.valid('query')
        // <img> tags carry cookies but not the guest header, so the URL's token proves access as well.
        const caller = await getCaller(c, deps)
        const owner =
          caller.kind === 'user'
            ? ({ kind: 'user', userId: caller.userId } as const)
            : caller.kind === 'guest'
              ? ({ kind: 'guest', guestId: caller.guestId } as const)
              : null
        const row = isValidMediaToken(mediaSecret(deps.env), id, t)
          ? await getCreationById(db, id)
          : owner
            ? await getOwnedCreation(db, owner, id)
            : null
        const media = row ? await store().get(row.storageKey) : null
        if (!media) throw notFoundError()
        if (still) {
          const png = stillPng(media)
          if (!png) throw notFoundError('No still for this creation')
          return mediaResponse(
            c,
            { bytes: png, mediaType: 'image/png' },
            { etag: `${id}-still`, cacheControl: PRIVATE_IMMUTABLE },
          )
        }
        return mediaResponse(c, media, { etag: id, cacheControl: PRIVATE_IMMUTABLE })
      })
      .delete('/:id', async (c) => {
        const owner = await requireCreationOwner(c, deps)
        const id = c.req.param('id').toLowerCase()
        const row = isUuid(id) ? await deleteOwnedCreation(db, owner, id) : null
        if (!row) throw notFoundError()
        await store().delete(row.storageKey)
        return c.json({ deleted: true, id: row.id })
      })
  )
}
