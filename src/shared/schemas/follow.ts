// The follow-for-updates request (spec 2.3, 5, 7.2): name and email, consent, and the under-13 parental path.
import { z } from 'zod'
import { CHILD_AGE_LIMIT } from '../constants'
import { EMAIL_PATTERN, languageSchema } from './registration'

const optionalEmail = z.string().trim().max(254, 'emailInvalid')

const followFields = z.object({
  name: z.string().trim().max(80, 'nameTooLong'),
  email: z.string().trim().max(254, 'emailInvalid'),
  parentEmail: optionalEmail.nullable().default(null),
  age: z
    .union([z.number(), z.string(), z.null()])
    .default(null)
    .transform((value) => (value === null || value === '' ? null : Number(value)))
    .pipe(
      z
        .number({ message: 'followAgeInvalid' })
        .int('followAgeInvalid')
        .min(1, 'followAgeInvalid')
        .max(120, 'followAgeInvalid')
        .nullable(),
    ),
  isChild: z.boolean(),
  consent: z.boolean().default(false),
  parentConsent: z.boolean().default(false),
  language: languageSchema.default('en'),
  timestamp: z.string().max(64).optional(),
})
type FollowFields = z.output<typeof followFields>

/**
 * The rules of a follow request. `ticks`: the dialog's consent boxes must be ticked. The function's body (spec 7.2)
 * has no such fields: there consent is what the emailed link confirms (the follower's, or the parent's for a child).
 */
function checkFollow(ticks: boolean) {
  return (value: FollowFields, ctx: z.RefinementCtx) => {
    if (!value.name || !value.email) {
      ctx.addIssue({ code: 'custom', path: [value.name ? 'email' : 'name'], message: 'followMissingInfo' })
      return
    }
    if (!EMAIL_PATTERN.test(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'emailInvalid' })
      return
    }
    if (ticks && !value.consent) {
      ctx.addIssue({ code: 'custom', path: ['consent'], message: 'followConsentRequired' })
      return
    }
    // The age decides, not the checkbox: a follower who says they are under 13 takes the parent's path.
    if (value.isChild || isUnderChildAge(value.age)) {
      if (!value.parentEmail || (ticks && !value.parentConsent)) {
        ctx.addIssue({
          code: 'custom',
          path: [value.parentEmail ? 'parentConsent' : 'parentEmail'],
          message: 'followParentRequired',
        })
      } else if (!EMAIL_PATTERN.test(value.parentEmail)) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: 'emailInvalid' })
      } else if (value.parentEmail.toLowerCase() === value.email.toLowerCase()) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: 'followParentEmailSame' })
      }
    }
  }
}

const asChildByAge = (value: FollowFields) => ({
  ...value,
  isChild: value.isChild || isUnderChildAge(value.age),
})

/** The follow-mochi function's body as the spec writes it: name, email, parentEmail, age, isChild, timestamp. */
export const followSchema = followFields.superRefine(checkFollow(false)).transform(asChildByAge)

/** The follow dialog: the same rules, plus its consent ticks. */
export const followFormSchema = followFields.superRefine(checkFollow(true)).transform(asChildByAge)

/** A stated age under 13 makes the request a child's, whatever the checkbox says (COPPA). */
export function isUnderChildAge(age: number | null): boolean {
  return age !== null && age < CHILD_AGE_LIMIT
}

export type FollowInput = z.input<typeof followSchema>
export type Follow = z.output<typeof followSchema>

/** Which validation problem a follow form has, mapped to the spec's toast titles. */
export const FOLLOW_ERROR_TITLES = {
  followMissingInfo: 'missingInformation',
  followConsentRequired: 'consentRequired',
  followParentRequired: 'parentConsentRequired',
  followParentEmailSame: 'parentConsentRequired',
} as const
