// Reads of creations (always scoped to their owner in the query) and of the mascot character assets.
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { creations, mochiAssets } from '../../db/schema/media'
import type { Owner } from './owner'

export type CreationRow = typeof creations.$inferSelect
export type AssetRow = typeof mochiAssets.$inferSelect
export type CreationKind = 'image' | 'video'

export function ownedBy(owner: Owner): SQL {
  return owner.kind === 'user'
    ? eq(creations.userId, owner.userId)
    : and(eq(creations.guestId, owner.guestId), isNull(creations.userId))!
}

export async function listCreations(
  db: Db,
  owner: Owner,
  params: { kind?: CreationKind; limit: number },
): Promise<CreationRow[]> {
  const where = params.kind ? and(ownedBy(owner), eq(creations.kind, params.kind)) : ownedBy(owner)
  return db
    .select()
    .from(creations)
    .where(where)
    .orderBy(desc(creations.createdAt), desc(creations.id))
    .limit(params.limit)
}

export async function getOwnedCreation(db: Db, owner: Owner, id: string): Promise<CreationRow | null> {
  const [row] = await db
    .select()
    .from(creations)
    .where(and(eq(creations.id, id), ownedBy(owner)))
  return row ?? null
}

/** Unscoped: only for requests that proved access with the creation's media token. */
export async function getCreationById(db: Db, id: string): Promise<CreationRow | null> {
  const [row] = await db.select().from(creations).where(eq(creations.id, id))
  return row ?? null
}

/** Spec 7.1 "Select mochi_assets": the active ones, newest first. */
export async function listActiveAssets(db: Db): Promise<AssetRow[]> {
  return db
    .select()
    .from(mochiAssets)
    .where(eq(mochiAssets.isActive, true))
    .orderBy(desc(mochiAssets.createdAt))
}

export async function getAsset(db: Db, id: string): Promise<AssetRow | null> {
  const [row] = await db.select().from(mochiAssets).where(eq(mochiAssets.id, id))
  return row ?? null
}
