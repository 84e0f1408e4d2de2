// Builds the registration record of spec section 3 from the form and the browser.
import type { RegistrationForm, RegistrationRecord } from '@shared/schemas/registration'

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

export function buildRegistrationRecord(form: RegistrationForm, now = new Date()): RegistrationRecord {
  const params = new URLSearchParams(window.location.search)
  const utm = Object.fromEntries(
    UTM_KEYS.map((key) => [key, params.get(key)]),
  ) as RegistrationRecord['utm_params']
  return {
    ...form,
    registeredAt: now.toISOString(),
    device_info: {
      userAgent: navigator.userAgent,
      screenSize: `${window.screen.width}x${window.screen.height}`,
      browserLanguage: navigator.language,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    utm_params: utm,
    referral_source: document.referrer || 'direct',
    user_agent: navigator.userAgent,
  }
}
