// follow-mochi (spec 7.2): a follow request; a confirmation mail goes to the follower, or to the parent of a child.
import { ERROR_CODES } from '../../shared/error-codes'
import { followSchema } from '../../shared/schemas/follow'
import { publicUrl } from '../env'
import { createFollowRequest } from '../features/follow/mutations'
import { ApiError } from '../lib/errors'
import { spendQuota } from '../lib/quota'
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
    const tooMany = () =>
      new ApiError(429, ERROR_CODES.rateLimited, 'Too many follow requests. Please try again later.')
    // Per address (FOLLOW_LIMIT_PER_HOUR), and at most a few mails a day to one recipient.
    await spendQuota(c, deps, 'follow', null, tooMany)
    const byRecipient = await hitLimit(database.db, `follow:recipient:${recipient}`, PER_RECIPIENT)
    if (!byRecipient.allowed) throw tooMany()
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
