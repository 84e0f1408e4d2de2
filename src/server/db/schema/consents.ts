// user_consents (spec 3): one row per decision; withdrawing sets withdrawn_at, so the history is kept.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const userConsents = pgTable(
  'user_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consentType: text('consent_type').notNull(),
    consentGiven: boolean('consent_given').notNull(),
    consentVersion: text('consent_version').notNull(),
    /** Always null: we do not keep addresses with consent records. */
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The user's email, or for guests the stored guest email (if any). */
    email: text('email'),
    guestId: text('guest_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    index('user_consents_user_idx').on(table.userId),
    index('user_consents_guest_idx').on(table.guestId),
  ],
)
