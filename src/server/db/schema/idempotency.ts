// Answers to writes sent with an Idempotency-Key, so an event replayed after being offline counts once.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** "user:<id>" or "guest:<id>": a key only ever replays its own owner's answer. */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** Method and path the key was first used with; another route with the same key is refused. */
    route: text('route').notNull(),
    /** 0 while the first request is still being handled. */
    status: integer('status').notNull().default(0),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.owner, table.key] })],
)
