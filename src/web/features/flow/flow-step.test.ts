import { STORAGE_KEYS } from '@shared/storage-keys'
import { describe, expect, it } from 'vitest'
import { deriveFlowStep } from './flow-step'

const registration = JSON.stringify({ email: 'a@b.co', age: 30, language: 'en' })

function stepFor(values: Record<string, string>) {
  return deriveFlowStep((key) => values[key] ?? null)
}

describe('deriveFlowStep', () => {
  it('starts at the landing screen for a new visitor', () => {
    expect(stepFor({})).toBe('landing')
  })

  it('asks for the language once the visitor has started', () => {
    expect(stepFor({ [STORAGE_KEYS.hasVisited]: 'true' })).toBe('language')
  })

  it('asks for registration after the language is chosen', () => {
    expect(stepFor({ [STORAGE_KEYS.hasVisited]: 'true', [STORAGE_KEYS.languageSelected]: 'true' })).toBe(
      'registration',
    )
  })

  it('treats a corrupt registration as missing', () => {
    const values = {
      [STORAGE_KEYS.hasVisited]: 'true',
      [STORAGE_KEYS.languageSelected]: 'true',
      [STORAGE_KEYS.userRegistration]: '{not json',
    }
    expect(stepFor(values)).toBe('registration')
  })

  it('runs onboarding after registration, then is done', () => {
    const values: Record<string, string> = {
      [STORAGE_KEYS.hasVisited]: 'true',
      [STORAGE_KEYS.languageSelected]: 'true',
      [STORAGE_KEYS.userRegistration]: registration,
    }
    expect(stepFor(values)).toBe('onboarding')
    values[STORAGE_KEYS.onboardingCompleted] = 'true'
    expect(stepFor(values)).toBe('done')
  })

  it('shows only the missing step even when later flags exist', () => {
    const values = { [STORAGE_KEYS.hasVisited]: 'true', [STORAGE_KEYS.onboardingCompleted]: 'true' }
    expect(stepFor(values)).toBe('language')
  })
})
