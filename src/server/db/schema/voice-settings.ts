// voice_settings (spec 2.9 "Voice settings card"): one row per signed-in user or per guest id, never both.
import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const voiceSettings = pgTable(
  'voice_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique('voice_settings_user_id')
      .references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id').unique('voice_settings_guest_id'),
    enabled: boolean('enabled').notNull(),
    voiceId: text('voice_id').notNull(),
    volume: real('volume').notNull(),
    stability: real('stability').notNull(),
    similarityBoost: real('similarity_boost').notNull(),
    style: real('style').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A claimed guest row turns into a user row; a row owned by both would be readable by two owners.
  (table) => [
    check('voice_settings_one_owner', sql`(${table.userId} is null) <> (${table.guestId} is null)`),
  ],
)
