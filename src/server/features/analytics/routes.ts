// RPC track_user_event (spec 7.1) and the user_sessions upsert (signed-in users only).
import { Hono } from 'hono'
import { ERROR_CODES } from '../../../shared/error-codes'
import { trackUserEventSchema, userSessionSchema } from '../../../shared/schemas/analytics'
import { requireOwner, requireUser } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { jsonBody } from '../../lib/validate'
import { recordEvent, upsertUserSession } from './mutations'

export function analyticsRoutes(deps: AppDeps) {
  const { database } = deps
  return new Hono<AppEnv>()
    .post('/rpc/track_user_event', jsonBody(trackUserEventSchema), async (c) => {
      const owner = await requireOwner(c, deps)
      const body = c.req.valid('json')
      const recorded = await recordEvent(database.db, owner, {
        name: body.p_event_name,
        type: body.p_event_type,
        pagePath: body.p_page_url,
        elementId: body.p_element_id,
        elementClass: body.p_element_class,
        metadata: body.p_metadata,
        sessionId: typeof body.p_metadata.sessionId === 'string' ? body.p_metadata.sessionId : null,
      })
      return c.json({ recorded }, recorded ? 201 : 202)
    })
    .put('/user-sessions', jsonBody(userSessionSchema), async (c) => {
      const caller = await requireUser(c, deps)
      const row = await upsertUserSession(
        database.db,
        caller.userId,
        c.req.valid('json'),
        c.req.header('user-agent') ?? null,
      )
      if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'No session with that id for this user')
      return c.json({
        session: {
          session_id: row.sessionId,
          duration_seconds: row.durationSeconds,
          page_views: row.pageViews,
          interactions: row.interactions,
          ended_at: row.endedAt?.toISOString() ?? null,
        },
      })
    })
}
