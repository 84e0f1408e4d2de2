// Delivers pending outbox mail over SMTP with retries (exponential back-off, 5 attempts), several instances safely.
import { and, eq, lte, sql } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../db/client'
import { emailOutbox } from '../db/schema/outbox'
import type { Logger } from '../lib/logger'

export const MAX_ATTEMPTS = 5

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
    // Claim due rows so that two instances never send the same mail.
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, new Date())))
        .orderBy(emailOutbox.createdAt)
        .limit(20)
        .for('update', { skipLocked: true })
      for (const row of rows) {
        await tx.update(emailOutbox).set({ status: 'sending' }).where(eq(emailOutbox.id, row.id))
      }
      return rows
    })
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
          .where(eq(emailOutbox.id, mail.id))
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
          .where(eq(emailOutbox.id, mail.id))
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
