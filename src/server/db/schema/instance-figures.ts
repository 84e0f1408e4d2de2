// Each running instance's recent request figures, so the health view adds up every instance, not only its own.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { WindowFigures } from '../../operator/metrics-recorder'

export const instanceFigures = pgTable('instance_figures', {
  instanceId: text('instance_id').primaryKey(),
  figures: jsonb('figures').$type<WindowFigures>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
