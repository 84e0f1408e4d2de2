// Real usage figures for the console's Analytics tab: chats, voice sessions, pictures and visitors over a period,
// with a per-day series, plus the server's own uptime and response times.
import { and, count, countDistinct, eq, gte, isNull, like, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AppDeps } from '../context'
import { analyticsEvents, userSessions } from '../db/schema/analytics'
import { chatMessages } from '../db/schema/chats'
import { creations } from '../db/schema/media'
import { safetyCountsSince } from '../features/child-safety/moments'
import { performanceMetrics } from './health'

export const ANALYTICS_MAX_DAYS = 90

export interface AnalyticsDay {
  date: string
  chat_interactions: number
  voice_sessions: number
  images: number
}

const dayOf = (column: AnyPgColumn) =>
  sql<string>`to_char(date_trunc('day', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`

/** Midnight UTC `days - 1` days ago: the period covers today and the days before it. */
export function periodStart(days: number, now = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  start.setUTCDate(start.getUTCDate() - (days - 1))
  return start
}

export async function operatorAnalytics(deps: AppDeps, days: number, now = new Date()) {
  const { db } = deps.database
  const since = periodStart(days, now)
  const chatWhere = and(eq(chatMessages.role, 'user'), gte(chatMessages.createdAt, since))
  // Guests' chats are not stored, so their chat events count; signed-in users' chats are counted as messages.
  const guestChatWhere = and(
    like(analyticsEvents.eventName, 'chat%'),
    isNull(analyticsEvents.userId),
    gte(analyticsEvents.createdAt, since),
  )
  const voiceWhere = and(
    like(analyticsEvents.eventName, 'voice_session%'),
    gte(analyticsEvents.createdAt, since),
  )
  const imageWhere = and(eq(creations.kind, 'image'), gte(creations.createdAt, since))
  const [chatDays, guestChatDays, voiceDays, imageDays, videos, visitors, pageViews] = await Promise.all([
    db
      .select({ day: dayOf(chatMessages.createdAt), n: count() })
      .from(chatMessages)
      .where(chatWhere)
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(analyticsEvents.createdAt), n: count() })
      .from(analyticsEvents)
      .where(guestChatWhere)
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(analyticsEvents.createdAt), n: count() })
      .from(analyticsEvents)
      .where(voiceWhere)
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(creations.createdAt), n: count() })
      .from(creations)
      .where(imageWhere)
      .groupBy(sql`1`),
    db
      .select({ n: count() })
      .from(creations)
      .where(and(eq(creations.kind, 'video'), gte(creations.createdAt, since))),
    db
      .select({ n: countDistinct(userSessions.userId) })
      .from(userSessions)
      .where(or(gte(userSessions.startedAt, since), gte(userSessions.updatedAt, since))),
    db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.eventName, 'page_view'), gte(analyticsEvents.createdAt, since))),
  ])

  const series: AnalyticsDay[] = []
  for (let offset = 0; offset < days; offset++) {
    const date = new Date(since.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    series.push({ date, chat_interactions: 0, voice_sessions: 0, images: 0 })
  }
  const byDate = new Map(series.map((day) => [day.date, day]))
  const add = (rows: { day: string; n: number }[], field: keyof Omit<AnalyticsDay, 'date'>) => {
    for (const row of rows) {
      const day = byDate.get(row.day)
      if (day) day[field] += Number(row.n)
    }
  }
  add(chatDays, 'chat_interactions')
  add(guestChatDays, 'chat_interactions')
  add(voiceDays, 'voice_sessions')
  add(imageDays, 'images')
  const total = (field: keyof Omit<AnalyticsDay, 'date'>) => series.reduce((sum, day) => sum + day[field], 0)
  const performance = await performanceMetrics(deps)

  return {
    days,
    since: since.toISOString(),
    totals: {
      chat_interactions: total('chat_interactions'),
      voice_sessions: total('voice_sessions'),
      images: total('images'),
      videos: Number(videos[0]?.n ?? 0),
      signed_in_visitors: Number(visitors[0]?.n ?? 0),
      page_views: Number(pageViews[0]?.n ?? 0),
    },
    uptime_percentage: performance.uptime_percentage,
    response_times: {
      p50_ms: performance.p50_ms,
      p95_ms: performance.response_time_ms,
      p99_ms: performance.p99_ms,
      requests: performance.requests_in_window,
    },
    series,
    /** Flagged moments per category over the period: counts only, never the words or who. */
    safety: await safetyCountsSince(db, since.toISOString().slice(0, 10)),
  }
}
