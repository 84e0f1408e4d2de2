// user_registrations (spec section 3): the first-visit registration record.
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const userRegistrations = pgTable('user_registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  age: integer('age').notNull(),
  language: text('language').notNull(),
  deviceInfo: jsonb('device_info').notNull(),
  utmParams: jsonb('utm_params').notNull(),
  referralSource: text('referral_source').notNull(),
  userAgent: text('user_agent').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
