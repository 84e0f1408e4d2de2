// /api/safety-moments: a signed-in family's own flagged moments: list, clear all, delete one (others get a 404).
import { Hono } from 'hono'
import { z } from 'zod'
import { ERROR_CODES } from '../../../shared/error-codes'
import { requireUser } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { clearSafetyMoments, deleteSafetyMoment, listSafetyMoments } from './moments'

const idParam = z.uuid()

export function safetyMomentRoutes(deps: AppDeps) {
  const db = deps.database.db
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const caller = await requireUser(c, deps)
      return c.json({ moments: await listSafetyMoments(db, { userId: caller.userId }) })
    })
    .delete('/', async (c) => {
      const caller = await requireUser(c, deps)
      return c.json({ deleted: await clearSafetyMoments(db, { userId: caller.userId }) })
    })
    .delete('/:id', async (c) => {
      const caller = await requireUser(c, deps)
      const id = c.req.param('id').toLowerCase()
      const deleted =
        idParam.safeParse(id).success && (await deleteSafetyMoment(db, { userId: caller.userId, id }))
      if (!deleted) throw new ApiError(404, ERROR_CODES.notFound, 'No such flagged moment')
      return c.json({ deleted: 1 })
    })
}
