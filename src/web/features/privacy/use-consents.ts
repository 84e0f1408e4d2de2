// The caller's consents (TanStack Query, key ['consents']) and the rules other features ask about them.
import type { ConsentType } from '@shared/constants'
import { type ConsentRecord, isConsentActive } from '@shared/schemas/consent'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchConsents } from './consent-api'

export const CONSENTS_QUERY_KEY = ['consents'] as const

export const consentsQueryOptions = queryOptions({
  queryKey: CONSENTS_QUERY_KEY,
  queryFn: fetchConsents,
})

export function useConsents({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...consentsQueryOptions, enabled })
}

/** Events to the web analytics service need analytics consent (spec 6). */
export function hasAnalyticsConsent(active: readonly ConsentType[] | undefined): boolean {
  return active?.includes('analytics') ?? false
}

/** Our own usage tracking runs with analytics or data_processing consent (spec 6). */
export function canTrackUsage(active: readonly ConsentType[] | undefined): boolean {
  // Only analytics consent allows tracking; "Reject" keeps data processing, which covers running the app only.
  return active?.includes('analytics') ?? false
}

/** The record a withdrawal applies to: the newest decision of that type, if it is still active. */
export function activeRecordOf(
  consents: readonly ConsentRecord[],
  type: ConsentType,
): ConsentRecord | undefined {
  const latest = consents
    .filter((record) => record.consent_type === type)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0]
  return latest && isConsentActive(latest) ? latest : undefined
}
