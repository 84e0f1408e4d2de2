// Generated pictures and clips (owned by a user or a guest id) and the mascot character assets (spec 3).
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const creations = pgTable(
  'creations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    /** image | video */
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    model: text('model').notNull(),
    mediaType: text('media_type').notNull(),
    /** Key in the media store (filesystem under DATA_DIR, or S3-compatible storage). */
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('creations_user_idx').on(table.userId, table.createdAt),
    index('creations_guest_idx').on(table.guestId, table.createdAt),
  ],
)

export const mochiAssets = pgTable('mochi_assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** "character" is the one in use. */
  assetType: text('asset_type').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  storageKey: text('storage_key'),
  url: text('url').notNull(),
  source: text('source'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
