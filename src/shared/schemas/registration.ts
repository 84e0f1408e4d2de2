// The registration rule of spec section 5: one schema for the form, the API and the stored record.
import { z } from 'zod'
import { AGE, LANGUAGES } from '../constants'
import { EMAIL_PATTERN } from '../email-pattern'

export { EMAIL_PATTERN } from '../email-pattern'

/** Message keys are i18n keys in the `validation` namespace; the server sends them as codes. */
export const languageSchema = z.enum(LANGUAGES, { message: 'languageInvalid' })

export const registrationFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'fillAllFields')
    .regex(EMAIL_PATTERN, 'emailInvalid')
    .max(254, 'emailInvalid'),
  age: z
    .union([z.string(), z.number()])
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .pipe(
      z
        .union([z.literal(''), z.number(), z.string()])
        .refine((value) => value !== '', 'fillAllFields')
        .transform((value) => Number(value))
        .pipe(
          z.number({ message: 'ageRange' }).int('ageRange').min(AGE.min, 'ageRange').max(AGE.max, 'ageRange'),
        ),
    ),
  language: languageSchema,
})
export type RegistrationFormInput = z.input<typeof registrationFormSchema>
export type RegistrationForm = z.output<typeof registrationFormSchema>

const shortText = z.string().max(512)

export const deviceInfoSchema = z.object({
  userAgent: z.string().max(1024),
  screenSize: shortText,
  browserLanguage: shortText,
  timezone: shortText,
})

export const utmParamsSchema = z.object({
  utm_source: shortText.nullable(),
  utm_medium: shortText.nullable(),
  utm_campaign: shortText.nullable(),
  utm_term: shortText.nullable(),
  utm_content: shortText.nullable(),
})

/** The registration record of spec section 3: stored locally as `userRegistration` and in user_registrations. */
export const registrationRecordSchema = registrationFormSchema.extend({
  registeredAt: z.iso.datetime({ message: 'invalid' }),
  device_info: deviceInfoSchema,
  utm_params: utmParamsSchema,
  referral_source: z.string().max(2048),
  user_agent: z.string().max(1024),
})
export type RegistrationRecord = z.output<typeof registrationRecordSchema>
export type RegistrationRecordInput = z.input<typeof registrationRecordSchema>
