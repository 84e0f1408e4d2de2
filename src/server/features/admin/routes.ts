// Operator-only reads (admin role): the email outbox.
import { Hono } from 'hono'
import { requireAdmin } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { listOutbox } from '../../mail/outbox'

export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    await requireAdmin(c, deps)
    const rows = await listOutbox(deps.database.db)
    return c.json({
      outbox: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    })
  })
}
