// Consents of the signed-in user or the guest: list, record, the banner's choices, withdraw (spec 3, 4, 7.1).
import { Hono } from 'hono'
import { z } from 'zod'
import { ERROR_CODES } from '../../../shared/error-codes'
import { bannerChoiceSchema, bannerConsents, recordConsentSchema } from '../../../shared/schemas/consent'
import { EMAIL_PATTERN } from '../../../shared/schemas/registration'
import { requireOwner } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { jsonBody } from '../../lib/validate'
import { activeConsentTypes, createConsents, listConsents, withdrawConsent } from './data'

const guestEmail = z.string().trim().max(254).regex(EMAIL_PATTERN, 'emailInvalid').optional()

export function consentRoutes(deps: AppDeps) {
  const { database } = deps
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const owner = await requireOwner(c, deps)
      const consents = await listConsents(database.db, owner)
      const active = await activeConsentTypes(database.db, owner)
      return c.json({ consents, active: [...active] })
    })
    .post('/', jsonBody(recordConsentSchema.extend({ guestEmail })), async (c) => {
      const owner = await requireOwner(c, deps)
      const body = c.req.valid('json')
      const [record] = await createConsents(database.db, owner, [body], {
        userAgent: c.req.header('user-agent') ?? null,
        email: body.guestEmail ?? null,
      })
      return c.json({ consent: record }, 201)
    })
    .post('/banner', jsonBody(z.intersection(bannerChoiceSchema, z.object({ guestEmail }))), async (c) => {
      const owner = await requireOwner(c, deps)
      const body = c.req.valid('json')
      const consents = await createConsents(database.db, owner, bannerConsents(body), {
        userAgent: c.req.header('user-agent') ?? null,
        email: body.guestEmail ?? null,
      })
      const active = await activeConsentTypes(database.db, owner)
      return c.json({ consents, active: [...active] }, 201)
    })
    .post('/:id/withdraw', async (c) => {
      const owner = await requireOwner(c, deps)
      const id = c.req.param('id')
      const record = z.uuid().safeParse(id).success ? await withdrawConsent(database.db, owner, id) : null
      if (!record) throw new ApiError(404, ERROR_CODES.notFound, 'No active consent with that id')
      return c.json({ consent: record })
    })
}
