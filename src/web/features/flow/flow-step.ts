// Derives the first-visit step (spec 2.2) from the stored flags: each step shows only while its flag is missing.
import { STORAGE_KEYS } from '@shared/storage-keys'

export const FLOW_STEPS = ['landing', 'language', 'registration', 'onboarding', 'done'] as const
export type FlowStep = (typeof FLOW_STEPS)[number]

export function deriveFlowStep(read: (key: string) => string | null): FlowStep {
  if (!read(STORAGE_KEYS.hasVisited)) return 'landing'
  if (read(STORAGE_KEYS.languageSelected) !== 'true') return 'language'
  if (!hasValidRegistration(read(STORAGE_KEYS.userRegistration))) return 'registration'
  if (read(STORAGE_KEYS.onboardingCompleted) !== 'true') return 'onboarding'
  return 'done'
}

function hasValidRegistration(raw: string | null): boolean {
  if (!raw) return false
  try {
    const value = JSON.parse(raw) as { email?: unknown; age?: unknown }
    return typeof value.email === 'string' && value.email.length > 0 && typeof value.age === 'number'
  } catch {
    return false
  }
}
