// send-welcome-email (spec 7.2): a welcome mail after registration; limited so it cannot be used to spam anyone.
import { z } from 'zod'
import { ERROR_CODES } from '../../shared/error-codes'
import { EMAIL_PATTERN, languageSchema } from '../../shared/schemas/registration'
import { clientIp } from '../auth/client-ip'
import { publicUrl } from '../env'
import { ApiError } from '../lib/errors'
import { hitLimit } from '../lib/rate-limiter'
import { welcomeMail } from '../mail/templates'
import { defineFunction } from './define'

export const sendWelcomeEmail = defineFunction({
  name: 'send-welcome-email',
  input: z.object({
    email: z.string().trim().max(254).regex(EMAIL_PATTERN, 'emailInvalid'),
    age: z.union([z.number(), z.string()]).optional(),
    language: languageSchema.default('en'),
  }),
  handler: async ({ email, language }, { deps, c }) => {
    const { database, env, mailer } = deps
    const [byAddress, byRecipient] = await Promise.all([
      hitLimit(database.db, `welcome:address:${clientIp(c, env.trustProxy)}`, {
        max: 5,
        windowSeconds: 60 * 60,
      }),
      hitLimit(database.db, `welcome:recipient:${email.toLowerCase()}`, {
        max: 1,
        windowSeconds: 24 * 60 * 60,
      }),
    ])
    if (!byAddress.allowed || !byRecipient.allowed) {
      throw new ApiError(429, ERROR_CODES.rateLimited, 'A welcome mail was sent recently.')
    }
    await mailer.send(welcomeMail(email.toLowerCase(), language, publicUrl(env)))
    return { success: true }
  },
})
