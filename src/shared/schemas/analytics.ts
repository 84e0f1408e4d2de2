// Analytics events (spec 3, 7.1 track_user_event, 7.2 user_analytics_tracker) and user session records.
import { z } from 'zod'
import { ANALYTICS_CLICK_TEXT_MAX } from '../constants'

const metadata = z.record(z.string().max(64), z.unknown()).default({})

/** RPC track_user_event: p_event_name, p_event_type, p_page_url, p_metadata, optional element id/class. */
export const trackUserEventSchema = z.object({
  p_event_name: z.string().trim().min(1).max(120),
  p_event_type: z.string().trim().min(1).max(60),
  p_page_url: z.string().max(2048),
  p_metadata: metadata,
  p_element_id: z.string().max(200).nullish(),
  p_element_class: z.string().max(500).nullish(),
})
export type TrackUserEvent = z.infer<typeof trackUserEventSchema>

/** Function user_analytics_tracker: eventType, eventName, data { sessionId, timestamp, userId, … }. */
export const analyticsTrackerSchema = z.object({
  eventType: z.string().trim().min(1).max(60),
  eventName: z.string().trim().min(1).max(120),
  data: z
    .object({ sessionId: z.string().max(100).optional(), timestamp: z.string().max(64).optional() })
    .catchall(z.unknown())
    .default({}),
})

/** Click text captured for analytics is cut to 50 characters (spec 9). */
export function clipClickText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, ANALYTICS_CLICK_TEXT_MAX)
}

export const userSessionSchema = z.object({
  session_id: z.string().trim().min(8).max(100),
  duration_seconds: z
    .number()
    .int()
    .min(0)
    .max(60 * 60 * 24 * 30)
    .optional(),
  page_views: z.number().int().min(0).max(1_000_000).optional(),
  interactions: z.number().int().min(0).max(1_000_000).optional(),
  ended: z.boolean().optional(),
})
export type UserSessionInput = z.infer<typeof userSessionSchema>
