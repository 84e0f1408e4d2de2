// The email a guest's consents are recorded under (spec 3: "the stored guest email"): the registration's, if any.

import { EMAIL_PATTERN } from '@shared/email-pattern'
import type { RegistrationRecord } from '@shared/schemas/registration'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { readJson, readStorage } from '../../lib/storage'

/** Undefined when nothing valid is stored: the server refuses a malformed guest email. */
export function storedGuestEmail(): string | undefined {
  const candidates = [
    readJson<Partial<RegistrationRecord>>(STORAGE_KEYS.userRegistration)?.email,
    readStorage(STORAGE_KEYS.guestEmail),
  ]
  for (const candidate of candidates) {
    const email = typeof candidate === 'string' ? candidate.trim() : ''
    if (email && email.length <= 254 && EMAIL_PATTERN.test(email)) return email
  }
  return undefined
}
