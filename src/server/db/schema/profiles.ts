// profiles (spec 3): keyed by the user id; display name, age and language given at sign-up, and the garden place.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  age: integer('age'),
  language: text('language').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Where the family gardens: a garden guide place id (issue 14), told to Mochi or chosen on the profile page. */
  gardenPlace: text('garden_place'),
})
