// The email outbox: every mail is written here first; a worker delivers it over SMTP when configured.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    language: text('language').notNull().default('en'),
    /** pending → sending (claimed by one worker, with a lease) → sent, pending again or failed; held without SMTP. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_status_idx').on(table.status, table.nextAttemptAt)],
)
