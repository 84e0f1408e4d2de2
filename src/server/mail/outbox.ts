// Writes mail to the outbox table; the delivery worker (or an operator reading the outbox) takes it from there.
import { desc } from 'drizzle-orm'
import type { Db } from '../db/client'
import { emailOutbox } from '../db/schema/outbox'
import type { MailMessage } from './templates'

export async function enqueueMail(db: Db, message: MailMessage, { canDeliver }: { canDeliver: boolean }) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      language: message.language,
      // Without SMTP the mail is held: it stays readable by operators and is never reported as sent.
      status: canDeliver ? 'pending' : 'held',
    })
    .returning({ id: emailOutbox.id })
  return row!.id
}

export async function listOutbox(db: Db, { limit = 100 }: { limit?: number } = {}) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(limit)
}
