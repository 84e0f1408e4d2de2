// Writes of creations and of the mascot character: insert, delete by owner, switch the active character.
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { creations, mochiAssets } from '../../db/schema/media'
import { type AssetRow, type CreationKind, type CreationRow, ownedBy } from './data'
import type { Owner } from './owner'

export interface NewCreation {
  id: string
  kind: CreationKind
  prompt: string
  model: string
  mediaType: string
  storageKey: string
  width: number | null
  height: number | null
  bytes: number
  metadata: Record<string, unknown>
}

export async function insertCreation(db: Db, owner: Owner, values: NewCreation): Promise<CreationRow> {
  const [row] = await db
    .insert(creations)
    .values({
      ...values,
      userId: owner.kind === 'user' ? owner.userId : null,
      guestId: owner.kind === 'guest' ? owner.guestId : null,
    })
    .returning()
  return row!
}

export async function deleteOwnedCreation(db: Db, owner: Owner, id: string): Promise<CreationRow | null> {
  const [row] = await db
    .delete(creations)
    .where(and(eq(creations.id, id), ownedBy(owner)))
    .returning()
  return row ?? null
}

export const CHARACTER = 'character'

/** Makes a new character the only active one, in one transaction so readers never see none or two. */
export async function activateCharacter(
  db: Db,
  values: { id: string; storageKey: string; url: string; source: string },
): Promise<AssetRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(mochiAssets)
      .set({ isActive: false })
      .where(and(eq(mochiAssets.assetType, CHARACTER), eq(mochiAssets.isActive, true)))
    const [row] = await tx
      .insert(mochiAssets)
      .values({ ...values, assetType: CHARACTER, isActive: true })
      .returning()
    return row!
  })
}
