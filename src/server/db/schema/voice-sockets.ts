// Open realtime voice sockets of every instance, so the caps per account and per address hold across instances;
// each row is refreshed while its socket is open and ignored once expired (an instance that died).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const voiceSockets = pgTable(
  'voice_sockets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('voice_sockets_user_idx').on(table.userId),
    index('voice_sockets_address_idx').on(table.address),
  ],
)
