// The follow-for-updates form (spec 2.3, 5): name and email, consent, and the under-13 parental path.
import { z } from 'zod'
import { EMAIL_PATTERN, languageSchema } from './registration'

const optionalEmail = z.string().trim().max(254, 'emailInvalid')

export const followSchema = z
  .object({
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
    consent: z.boolean(),
    parentConsent: z.boolean().default(false),
    language: languageSchema.default('en'),
    timestamp: z.string().max(64).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.name || !value.email) {
      ctx.addIssue({ code: 'custom', path: [value.name ? 'email' : 'name'], message: 'followMissingInfo' })
      return
    }
    if (!EMAIL_PATTERN.test(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'emailInvalid' })
      return
    }
    if (!value.consent) {
      ctx.addIssue({ code: 'custom', path: ['consent'], message: 'followConsentRequired' })
      return
    }
    if (value.isChild) {
      if (!value.parentEmail || !value.parentConsent) {
        ctx.addIssue({
          code: 'custom',
          path: [value.parentEmail ? 'parentConsent' : 'parentEmail'],
          message: 'followParentRequired',
        })
      } else if (!EMAIL_PATTERN.test(value.parentEmail)) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: 'emailInvalid' })
      }
    }
  })
export type FollowInput = z.input<typeof followSchema>
export type Follow = z.output<typeof followSchema>

/** Which validation problem a follow form has, mapped to the spec's toast titles. */
export const FOLLOW_ERROR_TITLES = {
  followMissingInfo: 'missingInformation',
  followConsentRequired: 'consentRequired',
  followParentRequired: 'parentConsentRequired',
} as const
