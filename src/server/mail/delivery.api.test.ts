// Several mail workers on one outbox: every mail is delivered exactly once, and a dead worker's claim expires.
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOutbox } from '../db/schema/outbox'
import { createLogger } from '../lib/logger'
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink'
import { createTestContext, type TestContext } from '../test/test-app'
import { claimDueMail, startMailDelivery } from './delivery'

const logger = createLogger({ logLevel: 'silent' })

describe('mail delivery with several workers', () => {
  let ctx: TestContext
  let smtp: SmtpSink

  beforeAll(async () => {
    smtp = await startSmtpSink()
    // The app's own mailer stays off (no SMTP): the workers under test are the only senders.
    ctx = await createTestContext()
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  it('delivers every pending mail exactly once with three workers racing', async () => {
    const addresses = Array.from({ length: 45 }, (_, i) => `family${i}@garden.test`)
    await ctx.database.db.insert(emailOutbox).values(
      addresses.map((to) => ({
        kind: 'welcome',
        toAddress: to,
        subject: 'Hi',
        text: 'Hello',
        status: 'pending',
      })),
    )
    const workers = [1, 2, 3].map(() =>
      startMailDelivery(ctx.database.db, {
        smtpUrl: smtp.url,
        from: 'mochi@garden.test',
        logger,
        intervalMs: 60_000,
      }),
    )
    try {
      for (let round = 0; round < 5; round++) await Promise.all(workers.map((worker) => worker.deliverDue()))
    } finally {
      for (const worker of workers) worker.stop()
    }
    const delivered = smtp.received.flatMap((mail) => mail.to).sort()
    expect(delivered).toEqual([...addresses].sort())
    const rows = await ctx.database.db
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, addresses))
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })

  it('gives a claimed mail to no one else until its lease runs out, then takes it again', async () => {
    const [row] = await ctx.database.db
      .insert(emailOutbox)
      .values({
        kind: 'welcome',
        toAddress: 'lost@garden.test',
        subject: 'Hi',
        text: 'Hello',
        status: 'pending',
      })
      .returning({ id: emailOutbox.id })
    // A worker claims it and dies before sending.
    const first = await claimDueMail(ctx.database.db)
    expect(first.map((mail) => mail.id)).toContain(row!.id)
    expect(await claimDueMail(ctx.database.db)).toEqual([])
    // Its lease runs out: the next worker takes the mail and delivers it.
    await ctx.database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row!.id))
    const worker = startMailDelivery(ctx.database.db, {
      smtpUrl: smtp.url,
      from: 'mochi@garden.test',
      logger,
      intervalMs: 60_000,
    })
    try {
      expect(await worker.deliverDue()).toBe(1)
    } finally {
      worker.stop()
    }
    expect(smtp.received.filter((mail) => mail.to.includes('lost@garden.test'))).toHaveLength(1)
  })
})
