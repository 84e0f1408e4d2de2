// follow-mochi (spec 7.2): a follow request; a confirmation mail goes to the follower, or to the parent of a child.
import { ERROR_CODES } from '../../shared/error-codes'
import { followSchema } from '../../shared/schemas/follow'
import { clientIp } from '../auth/client-ip'
import { publicUrl } from '../env'
import { createFollowRequest } from '../features/follow/mutations'
import { ApiError } from '../lib/errors'
import { hitLimit } from '../lib/rate-limiter'
import { followConfirmMail, parentalConsentMail } from '../mail/templates'
import { defineFunction } from './define'

const PER_RECIPIENT = { max: 3, windowSeconds: 24 * 60 * 60 }

export const followMochi = defineFunction({
  name: 'follow-mochi',
  input: followSchema,
  handler: async (input, { deps, c }) => {
    const { database, env, mailer } = deps
    const recipient = (input.isChild ? input.parentEmail! : input.email).toLowerCase()
    const [byAddress, byRecipient] = await Promise.all([
      hitLimit(database.db, `follow:address:${clientIp(c, env.trustProxy)}`, {
        max: env.quotas.follow.perAddress,
        windowSeconds: env.quotas.follow.windowSeconds,
      }),
      hitLimit(database.db, `follow:recipient:${recipient}`, PER_RECIPIENT),
    ])
    if (!byAddress.allowed || !byRecipient.allowed) {
      throw new ApiError(429, ERROR_CODES.rateLimited, 'Too many follow requests. Please try again later.')
    }
    const { confirmToken } = await createFollowRequest(database.db, input)
    const url = `${publicUrl(env)}/follow/confirm?token=${encodeURIComponent(confirmToken)}`
    await mailer.send(
      input.isChild
        ? parentalConsentMail(recipient, input.name, url, input.language)
        : followConfirmMail(recipient, input.name, url, input.language),
    )
    return {
      success: true,
      pendingConfirmation: true,
      confirmationSentTo: input.isChild ? 'parent' : 'follower',
    }
  },
})
