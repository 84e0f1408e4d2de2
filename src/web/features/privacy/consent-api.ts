// Calls to /api/consents for the signed-in user or this browser's guest: list, banner choice, give, withdraw.
import type { ConsentType } from '@shared/constants'
import type { BannerChoice } from '@shared/schemas/consent'
import { api, unwrap } from '../../lib/api-client'
import { storedGuestEmail } from './guest-email'

export function fetchConsents() {
  return unwrap(api.api.consents.$get())
}

export function saveBannerChoice(choice: BannerChoice) {
  return unwrap(api.api.consents.banner.$post({ json: { ...choice, guestEmail: storedGuestEmail() } }))
}

export function giveConsent(consentType: ConsentType) {
  return unwrap(
    api.api.consents.$post({ json: { consentType, consentGiven: true, guestEmail: storedGuestEmail() } }),
  )
}

export function withdrawConsent(id: string) {
  return unwrap(api.api.consents[':id'].withdraw.$post({ param: { id } }))
}
