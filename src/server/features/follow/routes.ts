// Confirming a follow request (or a parent's consent) and unsubscribing, by the tokens sent in mail.
import { Hono } from 'hono'
import { z } from 'zod'
import { ERROR_CODES } from '../../../shared/error-codes'
import type { AppDeps, AppEnv } from '../../context'
import { publicUrl } from '../../env'
import { ApiError } from '../../lib/errors'
import { jsonBody } from '../../lib/validate'
import { followWelcomeMail } from '../../mail/templates'
import { confirmFollow, endFollow, rotateUnsubscribeToken } from './mutations'

const tokenSchema = z.object({ token: z.string().trim().min(20, 'invalid').max(200, 'invalid') })

export function followRoutes({ database, env, mailer }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/confirm', jsonBody(tokenSchema), async (c) => {
      const result = await confirmFollow(database.db, c.req.valid('json').token)
      if (!result)
        throw new ApiError(404, ERROR_CODES.tokenInvalid, 'This confirmation link is not valid any more.')
      const { follower, alreadyConfirmed } = result
      if (!alreadyConfirmed) {
        const token = await rotateUnsubscribeToken(database.db, follower.id)
        const language = follower.language === 'es' ? 'es' : 'en'
        const url = `${publicUrl(env)}/follow/unsubscribe?token=${encodeURIComponent(token)}`
        await mailer.send(followWelcomeMail(follower.email, follower.name, url, language))
      }
      return c.json({ name: follower.name, isChild: follower.isChild, alreadyConfirmed })
    })
    .post('/unsubscribe', jsonBody(tokenSchema), async (c) => {
      const follower = await endFollow(database.db, c.req.valid('json').token)
      if (!follower) throw new ApiError(404, ERROR_CODES.tokenInvalid, 'This link is not valid any more.')
      return c.json({ unsubscribed: true, isChild: follower.isChild })
    })
}
