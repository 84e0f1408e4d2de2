// The consent rules other features ask: analytics, usage tracking, and which record a withdrawal targets.
import type { ConsentRecord } from '@shared/schemas/consent'
import { describe, expect, it } from 'vitest'
import { activeRecordOf, canTrackUsage, hasAnalyticsConsent } from './use-consents'

function record(
  id: string,
  type: ConsentRecord['consent_type'],
  at: string,
  given = true,
  withdrawn = false,
) {
  return {
    id,
    consent_type: type,
    consent_given: given,
    consent_version: '1.0',
    ip_address: null,
    user_agent: null,
    user_id: null,
    email: null,
    created_at: at,
    withdrawn_at: withdrawn ? '2025-06-01T00:00:00.000Z' : null,
  } satisfies ConsentRecord
}

describe('consent rules', () => {
  it('needs analytics consent for the analytics service', () => {
    expect(hasAnalyticsConsent(['analytics'])).toBe(true)
    expect(hasAnalyticsConsent(['data_processing', 'marketing'])).toBe(false)
    expect(hasAnalyticsConsent(undefined)).toBe(false)
  })

  it('tracks usage with analytics or data-processing consent', () => {
    expect(canTrackUsage(['data_processing'])).toBe(false)
    expect(canTrackUsage(['analytics'])).toBe(true)
    expect(canTrackUsage(['marketing', 'cookies'])).toBe(false)
    expect(canTrackUsage(undefined)).toBe(false)
  })

  it('withdraws the newest decision of a type, only while it is active', () => {
    const consents = [
      record('old', 'analytics', '2025-01-01T00:00:00.000Z'),
      record('new', 'analytics', '2025-03-01T00:00:00.000Z'),
      record('mkt', 'marketing', '2025-03-01T00:00:00.000Z', false),
      record('gone', 'cookies', '2025-03-01T00:00:00.000Z', true, true),
    ]
    expect(activeRecordOf(consents, 'analytics')?.id).toBe('new')
    expect(activeRecordOf(consents, 'marketing')).toBeUndefined()
    expect(activeRecordOf(consents, 'cookies')).toBeUndefined()
    expect(activeRecordOf(consents, 'notifications')).toBeUndefined()
  })
})
