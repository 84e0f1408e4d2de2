// Consent records of spec sections 3 and 4: types, payloads of sign-up and the banner, and the active rule.
import { z } from 'zod'
import { CONSENT_TYPES } from '../constants'

export const consentTypeSchema = z.enum(CONSENT_TYPES, { message: 'consentTypeInvalid' })

/** The banner's and profile's call: give or refuse one type of consent. */
export const recordConsentSchema = z.object({
  consentType: consentTypeSchema,
  consentGiven: z.boolean(),
})
export type RecordConsent = z.infer<typeof recordConsentSchema>

/** Banner choices (spec 4): Accept All, Accept Selected, Reject; each also dismisses the banner. */
export const bannerChoiceSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('accept_all') }),
  z.object({ choice: z.literal('accept_selected'), analytics: z.boolean(), marketing: z.boolean() }),
  z.object({ choice: z.literal('reject') }),
])
export type BannerChoice = z.infer<typeof bannerChoiceSchema>

export function bannerConsents(choice: BannerChoice): RecordConsent[] {
  const give = (consentType: RecordConsent['consentType'], consentGiven: boolean) => ({
    consentType,
    consentGiven,
  })
  switch (choice.choice) {
    case 'accept_all':
      return [
        give('data_processing', true),
        give('analytics', true),
        give('marketing', true),
        give('cookies', true),
      ]
    case 'accept_selected':
      return [
        give('data_processing', true),
        give('analytics', choice.analytics),
        give('marketing', choice.marketing),
      ]
    case 'reject':
      return [give('data_processing', true), give('analytics', false), give('marketing', false)]
  }
}

export interface ConsentRecord {
  id: string
  consent_type: z.infer<typeof consentTypeSchema>
  consent_given: boolean
  consent_version: string
  ip_address: null
  user_agent: string | null
  user_id: string | null
  email: string | null
  created_at: string
  withdrawn_at: string | null
}

/** A consent is active only if it was given and has not been withdrawn. */
export function isConsentActive(record: Pick<ConsentRecord, 'consent_given' | 'withdrawn_at'>): boolean {
  return record.consent_given && record.withdrawn_at === null
}
