// POST /api/registrations: stores the first-visit registration record (spec 7.1 "Insert user_registrations").
import { Hono } from 'hono'
import { registrationRecordSchema } from '../../../shared/schemas/registration'
import type { AppDeps, AppEnv } from '../../context'
import { spendQuota } from '../../lib/quota'
import { jsonBody } from '../../lib/validate'
import { createRegistration } from './mutations'

export function registrationRoutes(deps: AppDeps) {
  const { database } = deps
  return new Hono<AppEnv>().post('/', jsonBody(registrationRecordSchema), async (c) => {
    await spendQuota(c, deps, 'registrations', null)
    const row = await createRegistration(database.db, c.req.valid('json'))
    return c.json({ id: row.id, createdAt: row.createdAt.toISOString() }, 201)
  })
}
