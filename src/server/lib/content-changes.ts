// Seeded content changed somewhere: every instance sharing the database drops its in-memory copies (content-cache,
// memory-reads), through PostgreSQL's NOTIFY on one channel.
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client'
import { bumpContentVersion } from './content-version'
import type { Logger } from './logger'

export const CONTENT_CHANNEL = 'mochi_content'

/** Tells every instance (this one included, when it follows) that the seeded content was written. */
export async function announceContentChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`)
}

/** Moves this process's content version on every announcement; resolves with a stop. */
export async function followContentChanges(database: Database, logger: Logger): Promise<() => Promise<void>> {
  return database.listen(CONTENT_CHANNEL, () => {
    bumpContentVersion()
    logger.info('seeded content changed: in-memory copies reload')
  })
}
