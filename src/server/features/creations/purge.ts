// Removes every creation of one owner, rows and media, for account deletion ("delete my data").
import type { AppDeps } from '../../context'
import { creations } from '../../db/schema/media'
import { mediaStoreFor } from '../../media/store'
import { ownedBy } from './data'
import type { Owner } from './owner'

/** Deletes the owner's creations and their stored media; answers how many there were. */
export async function deleteAllCreations(
  deps: Pick<AppDeps, 'database' | 'env'>,
  owner: Owner,
): Promise<number> {
  const rows = await deps.database.db
    .delete(creations)
    .where(ownedBy(owner))
    .returning({ storageKey: creations.storageKey })
  const store = mediaStoreFor(deps.env)
  await Promise.all(rows.map((row) => store.delete(row.storageKey)))
  return rows.length
}
