// Delivers pending outbox mail over SMTP with retries (exponential back-off, 5 attempts), several instances safely.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { emailOutbox } from '../db/schema/outbox'
import type { Logger } from '../lib/logger'

export const MAX_ATTEMPTS = 5
/**
 * How long a claimed mail belongs to the worker that claimed it. A worker that dies mid-send (an instance
 * stopped or crashed) leaves its rows in `sending`; once the lease runs out another worker takes them again.
 * Far longer than nodemailer's own timeouts (2 min connection, 10 min socket idle are the worst case), so a
 * live worker's mail is never taken from it.
 */
export const CLAIM_LEASE_SECONDS = 15 * 60
const CLAIM_BATCH = 20

/**
 * Claims due mail in one statement: the rows are locked with FOR UPDATE SKIP LOCKED, so two workers (two
 * instances) running at once each get different rows, and marked `sending` with a lease. Times come from the
 * database clock, so instances with skewed clocks agree.
 */
export async function claimDueMail(db: Db, limit = CLAIM_BATCH) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          or(eq(emailOutbox.status, 'pending'), eq(emailOutbox.status, 'sending')),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(emailOutbox.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true })
    if (rows.length === 0) return []
    return tx
      .update(emailOutbox)
      .set({
        status: 'sending',
        nextAttemptAt: sql`now() + ${`${CLAIM_LEASE_SECONDS} seconds`}::interval`,
      })
      .where(
        inArray(
          emailOutbox.id,
          rows.map((row) => row.id),
        ),
      )
      .returning()
  })
}

export interface MailDelivery {
  /** Sends what is due now; resolves with the number of mails sent. */
  deliverDue(): Promise<number>
  stop(): void
}

export function startMailDelivery(
  db: Db,
  {
    smtpUrl,
    from,
    logger,
    intervalMs = 2000,
  }: { smtpUrl: string; from: string; logger: Logger; intervalMs?: number },
): MailDelivery {
  const transport = nodemailer.createTransport(smtpUrl)
  let running: Promise<number> | null = null

  async function deliverOnce(): Promise<number> {
    const due = await claimDueMail(db)
    let sent = 0
    for (const mail of due) {
      try {
        await transport.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        })
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, lastError: null })
          .where(and(eq(emailOutbox.id, mail.id), eq(emailOutbox.status, 'sending')))
        sent++
      } catch (error) {
        const attempts = mail.attempts + 1
        const failed = attempts >= MAX_ATTEMPTS
        const delaySeconds = 2 ** attempts * 5
        await db
          .update(emailOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            nextAttemptAt: sql`now() + ${`${delaySeconds} seconds`}::interval`,
          })
          .where(and(eq(emailOutbox.id, mail.id), eq(emailOutbox.status, 'sending')))
        logger.warn({ mailId: mail.id, attempts, failed, err: error }, 'mail delivery failed')
      }
    }
    return sent
  }

  const deliverDue = () => {
    running ??= deliverOnce().finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => {
    deliverDue().catch((error) => logger.error({ err: error }, 'mail delivery loop failed'))
  }, intervalMs)
  timer.unref()
  return {
    deliverDue,
    stop() {
      clearInterval(timer)
      transport.close()
    },
  }
}
