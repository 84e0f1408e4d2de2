// Seeds the stored flags of a visitor who has finished the first-visit flow, so a test starts in the app shell.
import type { Page } from '@playwright/test'
import { STORAGE_KEYS } from '../../../src/shared/storage-keys'

export type Language = 'en' | 'es'

export interface ReturningVisitorOptions {
  language?: Language
}

/**
 * Registers an init script that writes the flags before the app loads. It seeds only an empty origin, so
 * whatever the visitor changes afterwards (language, outdoor mode) survives reloads.
 */
export async function seedReturningVisitor(page: Page, { language = 'en' }: ReturningVisitorOptions = {}) {
  const registration = {
    email: 'returning@garden.test',
    age: 35,
    language,
    registeredAt: '2025-03-01T10:00:00.000Z',
    device_info: { userAgent: 'e2e', screenSize: '1280x720', browserLanguage: 'en-US', timezone: 'UTC' },
    utm_params: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    referral_source: 'direct',
    user_agent: 'e2e',
  }
  const values: Record<string, string> = {
    [STORAGE_KEYS.hasVisited]: 'true',
    [STORAGE_KEYS.selectedLanguage]: language,
    [STORAGE_KEYS.languageSelected]: 'true',
    [STORAGE_KEYS.userRegistration]: JSON.stringify(registration),
    [STORAGE_KEYS.onboardingCompleted]: 'true',
  }
  await page.addInitScript(
    ({ values, marker }) => {
      if (window.localStorage.getItem(marker) !== null) return
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value)
    },
    { values, marker: STORAGE_KEYS.hasVisited },
  )
}
