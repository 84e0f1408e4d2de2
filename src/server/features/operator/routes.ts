// /api/operator/* (admin only): deployment history, usage analytics, the redacted configuration export and the
// production status the dashboard refreshes every 30 s.
import { inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { requireAdmin } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { user } from '../../db/schema/auth'
import { queryParams } from '../../lib/validate'
import { ANALYTICS_MAX_DAYS, operatorAnalytics } from '../../operator/analytics'
import { exportConfiguration } from '../../operator/configuration'
import { listDeployments } from '../../operator/deployment'
import { comprehensiveHealth, healthStatus } from '../../operator/health'
import { topUnanswered } from './unanswered-data'

const historySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) })
const unansweredSchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) })
const analyticsSchema = z.object({ days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).default(7) })

async function deploymentHistory(deps: AppDeps, limit: number) {
  const rows = await listDeployments(deps, limit)
  const ids = [...new Set(rows.map((row) => row.actorUserId).filter((id): id is string => Boolean(id)))]
  const actors =
    ids.length === 0
      ? []
      : await deps.database.db
          .select({ id: user.id, email: user.email, name: user.name })
          .from(user)
          .where(inArray(user.id, ids))
  const byId = new Map(actors.map((actor) => [actor.id, actor]))
  return rows.map((row) => ({
    id: row.id,
    actor: {
      userId: row.actorUserId,
      label: row.actorLabel,
      email: row.actorUserId ? (byId.get(row.actorUserId)?.email ?? null) : null,
      name: row.actorUserId ? (byId.get(row.actorUserId)?.name ?? null) : null,
    },
    environment: row.environment,
    services: row.services,
    forceRedeploy: row.forceRedeploy,
    success: row.success,
    healthyServices: row.healthyServices,
    totalServices: row.totalServices,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  }))
}

export function operatorRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/deployments', queryParams(historySchema), async (c) => {
      await requireAdmin(c, deps)
      c.header('Cache-Control', 'no-store')
      return c.json({ deployments: await deploymentHistory(deps, c.req.valid('query').limit) })
    })
    .get('/analytics', queryParams(analyticsSchema), async (c) => {
      await requireAdmin(c, deps)
      c.header('Cache-Control', 'no-store')
      return c.json(await operatorAnalytics(deps, c.req.valid('query').days))
    })
    .get('/unanswered', queryParams(unansweredSchema), async (c) => {
      await requireAdmin(c, deps)
      c.header('Cache-Control', 'no-store')
      return c.json({ questions: await topUnanswered(deps.database.db, c.req.valid('query').limit) })
    })
    .get('/config/export', async (c) => {
      await requireAdmin(c, deps)
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      c.header('Cache-Control', 'no-store')
      c.header('Content-Disposition', `attachment; filename="mochi-config-${stamp}.json"`)
      return c.json({ exportedAt: new Date().toISOString(), configuration: exportConfiguration(deps.env) })
    })
    .get('/status', async (c) => {
      await requireAdmin(c, deps)
      c.header('Cache-Control', 'no-store')
      const [health, services, [last]] = await Promise.all([
        healthStatus(deps, c, { include_metrics: true, include_security: true, include_mobile: true }),
        comprehensiveHealth(deps),
        deploymentHistory(deps, 1),
      ])
      return c.json({
        health,
        services: services.services,
        integrations: services.integrations,
        lastDeployment: last ?? null,
        updatedAt: new Date().toISOString(),
      })
    })
}
