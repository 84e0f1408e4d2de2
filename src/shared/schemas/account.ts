// Sign-up, sign-in and profile rules of spec section 5: one schema each for the forms and the server.
import { z } from 'zod'
import { AGE, PASSWORD_MIN_LENGTH } from '../constants'
import { EMAIL_PATTERN, languageSchema } from './registration'

export const PASSWORD_MAX_LENGTH = 128
export const DISPLAY_NAME_MAX = 60
export const GARDEN_PLACE_ID_MAX = 40

const email = z
  .string()
  .trim()
  .min(1, 'fillAllFields')
  .max(254, 'emailInvalid')
  .regex(EMAIL_PATTERN, 'emailInvalid')

/** Ages arrive as form strings or numbers; anything but a whole number from 13 to 120 is refused. */
export const signUpAgeSchema = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'string' ? value.trim() : value))
  .refine((value) => value !== '', 'fillAllFields')
  .transform(Number)
  .pipe(
    z.number({ message: 'signUpAge' }).int('signUpAge').min(AGE.min, 'signUpAge').max(AGE.max, 'signUpAge'),
  )

export const signUpConsentsSchema = z.object({
  dataProcessing: z.boolean(),
  marketing: z.boolean(),
  analytics: z.boolean(),
  notifications: z.boolean(),
})
export type SignUpConsents = z.infer<typeof signUpConsentsSchema>

const displayName = z
  .string()
  .trim()
  .min(1, 'displayNameRequired')
  .max(DISPLAY_NAME_MAX, 'displayNameTooLong')

/** What every account gives before it can be used: by password sign-up, or after an identity provider. */
const profileFields = {
  displayName,
  age: signUpAgeSchema,
  language: languageSchema,
  consents: signUpConsentsSchema,
}

function requireDataProcessing(value: { consents: SignUpConsents }, ctx: z.RefinementCtx) {
  if (!value.consents.dataProcessing) {
    ctx.addIssue({
      code: 'custom',
      path: ['consents', 'dataProcessing'],
      message: 'dataProcessingRequired',
    })
  }
}

export const signUpSchema = z
  .object({
    email,
    displayName: profileFields.displayName,
    age: profileFields.age,
    password: z
      .string()
      .min(1, 'fillAllFields')
      .min(PASSWORD_MIN_LENGTH, 'passwordTooShort')
      .max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
    confirmPassword: z.string().min(1, 'fillAllFields'),
    language: profileFields.language,
    consents: profileFields.consents,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordsMismatch' })
    }
    requireDataProcessing(value, ctx)
  })
export type SignUpInput = z.input<typeof signUpSchema>
export type SignUp = z.output<typeof signUpSchema>

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'signInRequired').max(254, 'emailInvalid'),
  password: z.string().min(1, 'signInRequired').max(PASSWORD_MAX_LENGTH, 'signInRequired'),
})
export type SignIn = z.infer<typeof signInSchema>

/**
 * A garden place id of the garden guide (like "texas" or "new-south-wales"), or null to clear it. The form offers
 * only known places; the server also refuses an id it does not know, with the same message key.
 */
export const gardenPlaceSchema = z
  .string()
  .trim()
  .max(GARDEN_PLACE_ID_MAX, 'gardenPlaceUnknown')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'gardenPlaceUnknown')
  .nullable()

export const profileUpdateSchema = z
  .object({
    displayName: z.string().trim().min(1, 'displayNameRequired').max(DISPLAY_NAME_MAX, 'displayNameTooLong'),
    age: signUpAgeSchema,
    language: languageSchema,
    gardenPlace: gardenPlaceSchema,
  })
  .partial()
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>

/** The one-time operator token printed in the server log at first start. */
export const operatorClaimSchema = z.object({
  token: z.string().trim().min(1, 'fillAllFields').max(200, 'fillAllFields'),
})
export type OperatorClaim = z.infer<typeof operatorClaimSchema>

/** An identity-provider sign-up finishes with the same fields and rules as a password sign-up (13–120). */
export const completeProfileSchema = z.object(profileFields).superRefine(requireDataProcessing)
export type CompleteProfileInput = z.input<typeof completeProfileSchema>
export type CompleteProfile = z.output<typeof completeProfileSchema>

/** A new sign-in address; the current password proves it is the owner asking (identity-provider accounts: a fresh sign-in). */
export const changeEmailSchema = z.object({
  newEmail: email,
  password: z.string().max(PASSWORD_MAX_LENGTH, 'signInRequired').optional(),
})
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>
