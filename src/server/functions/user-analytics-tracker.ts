// user_analytics_tracker (spec 7.2): records an event for the caller, only with analytics consent.
import { analyticsTrackerSchema } from '../../shared/schemas/analytics'
import { getCaller } from '../auth/caller'
import { recordEvent } from '../features/analytics/mutations'
import { defineFunction } from './define'

export const userAnalyticsTracker = defineFunction({
  name: 'user_analytics_tracker',
  input: analyticsTrackerSchema,
  handler: async ({ eventType, eventName, data }, { deps, c }) => {
    const caller = await getCaller(c, deps)
    if (caller.kind === 'anonymous') return { recorded: false, reason: 'no_identity' }
    const { sessionId, ...metadata } = data
    const recorded = await recordEvent(deps.database.db, caller, {
      name: eventName,
      type: eventType,
      pagePath: typeof metadata.page === 'string' ? metadata.page : null,
      metadata,
      sessionId: sessionId ?? null,
    })
    return { recorded, reason: recorded ? undefined : 'no_consent' }
  },
})
