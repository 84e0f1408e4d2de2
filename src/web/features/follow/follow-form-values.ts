// The follow form's values, the body sent to follow-mochi, and which spec toast a validation problem gets.
import type { Language } from '@shared/constants'
import { FOLLOW_ERROR_TITLES, type Follow, type FollowInput } from '@shared/schemas/follow'
import type { FollowBody } from './follow-api'

export type FollowFormValues = Required<Pick<FollowInput, 'name' | 'email' | 'isChild' | 'consent'>> & {
  parentEmail: string
  age: string
  parentConsent: boolean
}

export const EMPTY_FOLLOW_FORM: FollowFormValues = {
  name: '',
  email: '',
  age: '',
  isChild: false,
  parentEmail: '',
  consent: false,
  parentConsent: false,
}

/** The parent's address and consent only travel with a child's request (spec 7.2: parentEmail or null). */
export function toFollowBody(values: Follow, language: Language, now = new Date()): FollowBody {
  return {
    name: values.name,
    email: values.email,
    parentEmail: values.isChild ? values.parentEmail : null,
    age: values.age,
    isChild: values.isChild,
    consent: values.consent,
    parentConsent: values.isChild && values.parentConsent,
    language,
    timestamp: now.toISOString(),
  }
}

export type FollowErrorTitle = (typeof FOLLOW_ERROR_TITLES)[keyof typeof FOLLOW_ERROR_TITLES]

/** The spec's toast for the form's problem, from the validation keys the shared schema reports. */
export function followErrorToast(
  messages: ReadonlyArray<string | undefined>,
): { title: FollowErrorTitle; messageKey: keyof typeof FOLLOW_ERROR_TITLES } | null {
  for (const message of messages) {
    if (message && Object.hasOwn(FOLLOW_ERROR_TITLES, message)) {
      const messageKey = message as keyof typeof FOLLOW_ERROR_TITLES
      return { title: FOLLOW_ERROR_TITLES[messageKey], messageKey }
    }
  }
  return null
}
