// What the API says about a creation or an asset: public fields and media URLs that carry their access token.
import { mediaToken } from '../../media/media-token'
import type { AssetRow, CreationKind, CreationRow } from './data'

export interface CreationRecord {
  id: string
  kind: CreationKind
  prompt: string
  model: string
  mediaType: string
  width: number | null
  height: number | null
  bytes: number
  /** Same-origin URL of the picture or clip; works in <img> without the guest header. */
  url: string
  /** A still PNG of a clip's first frame (for reduced motion); null for pictures. */
  stillUrl: string | null
  createdAt: string
}

export interface AssetRecord {
  id: string
  asset_type: string
  is_active: boolean
  url: string
  source: string | null
  created_at: string
}

export function creationMediaUrl(secret: string, id: string, options: { still?: boolean } = {}): string {
  const still = options.still ? '&still=1' : ''
  return `/api/creations/${id}/media?t=${mediaToken(secret, id)}${still}`
}

export function assetMediaUrl(id: string): string {
  return `/api/creations/assets/${id}/media`
}

export function toCreationRecord(row: CreationRow, secret: string): CreationRecord {
  const kind = row.kind as CreationKind
  return {
    id: row.id,
    kind,
    prompt: row.prompt,
    model: row.model,
    mediaType: row.mediaType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    url: creationMediaUrl(secret, row.id),
    stillUrl: kind === 'video' ? creationMediaUrl(secret, row.id, { still: true }) : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toAssetRecord(row: AssetRow): AssetRecord {
  return {
    id: row.id,
    asset_type: row.assetType,
    is_active: row.isActive,
    url: row.url,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  }
}
