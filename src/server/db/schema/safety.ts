// Flagged moments: what a signed-in child typed or said that the safety path answered (for their family), and a
// count per day and category for everyone (operators, and all that is kept for guests: no words, no owner).
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const safetyMoments = pgTable(
  'safety_moments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    /** Where the child said it: chat, voice, reasoning, picture or clip. */
    source: text('source').notNull(),
    /** The words typed or heard; for personal details, with the details already redacted. */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('safety_moments_user_idx').on(table.userId, table.createdAt)],
)

export const safetyCounts = pgTable(
  'safety_counts',
  {
    /** UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.category] })],
)
