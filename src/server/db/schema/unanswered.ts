// Questions the offline garden guide could not answer, counted so operators see where the knowledge should grow.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const unansweredQuestions = pgTable(
  'unanswered_questions',
  {
    /** The question folded to lower case without punctuation, at most 200 characters; no user is recorded. */
    question: text('question').notNull(),
    language: text('language').notNull(),
    count: integer('count').notNull().default(1),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.question, table.language] }),
    index('unanswered_questions_count_idx').on(table.count),
  ],
)
