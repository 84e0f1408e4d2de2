// Followers of Mochi's updates, with double opt-in; for under-13s only the child's first name and the parent's
// address are kept, and nothing is sent until the parent confirms.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const followers = pgTable(
  'followers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Where updates go: the follower's own address, or the parent's for a child. */
    email: text('email').notNull(),
    isChild: boolean('is_child').notNull().default(false),
    language: text('language').notNull().default('en'),
    /** pending → confirmed → unsubscribed (or withdrawn by a parent). */
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('followers_email_idx').on(table.email)],
)
