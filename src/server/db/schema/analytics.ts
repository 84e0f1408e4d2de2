// Our own analytics: events recorded only with consent, and user sessions of signed-in users.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventName: text('event_name').notNull(),
    eventType: text('event_type').notNull(),
    pagePath: text('page_path'),
    elementId: text('element_id'),
    elementClass: text('element_class'),
    metadata: jsonb('metadata').notNull().default({}),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analytics_events_time_idx').on(table.createdAt),
    index('analytics_events_name_idx').on(table.eventName),
  ],
)

export const userSessions = pgTable('user_sessions', {
  sessionId: text('session_id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  durationSeconds: integer('duration_seconds').notNull().default(0),
  pageViews: integer('page_views').notNull().default(0),
  interactions: integer('interactions').notNull().default(0),
  userAgent: text('user_agent'),
  endedAt: timestamp('ended_at', { withTimezone: true }),
})
