// The retention job: deletes follow requests nobody confirmed within FOLLOW_PENDING_RETENTION_DAYS, as the privacy
// notice and the parent's mail promise. A plain conditional DELETE, so several instances may run it at once.
import { and, eq, lt } from 'drizzle-orm'
import { FOLLOW_PENDING_RETENTION_DAYS } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { followers } from '../../db/schema/follows'
import type { Logger } from '../../lib/logger'

const DAY_MS = 24 * 60 * 60 * 1000
const EVERY_MS = 60 * 60 * 1000

/** Deletes the expired unconfirmed requests, answering how many went. */
export async function deleteExpiredFollowRequests(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FOLLOW_PENDING_RETENTION_DAYS * DAY_MS)
  const gone = await db
    .delete(followers)
    .where(and(eq(followers.status, 'pending'), lt(followers.createdAt, cutoff)))
    .returning({ id: followers.id })
  return gone.length
}

/** Runs the job now and then hourly; the timer does not keep the process alive. Returns a stop function. */
export function startRetentionJob(db: Db, logger: Logger): () => void {
  const run = () =>
    deleteExpiredFollowRequests(db)
      .then((deleted) => {
        if (deleted > 0) logger.info({ deleted }, 'retention: expired follow requests deleted')
      })
      .catch((error) => logger.warn({ err: error }, 'retention job failed'))
  void run()
  const timer = setInterval(run, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
