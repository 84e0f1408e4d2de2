// Deployment records of the operator console: who applied which configuration to which services, and how it went.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id'),
    /** The spec's fixed operator label (deployment_user, production_deploy), kept next to the real admin id. */
    actorLabel: text('actor_label'),
    environment: text('environment').notNull(),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    forceRedeploy: boolean('force_redeploy').notNull().default(false),
    success: boolean('success').notNull(),
    healthyServices: integer('healthy_services').notNull(),
    totalServices: integer('total_services').notNull(),
    durationMs: integer('duration_ms').notNull(),
    result: jsonb('result').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deployments_time_idx').on(table.createdAt)],
)
