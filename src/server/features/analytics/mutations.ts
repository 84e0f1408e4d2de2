// Records analytics events (only with consent) and upserts user sessions of signed-in users.
import { and, eq, sql } from 'drizzle-orm'
import { clipClickText, type UserSessionInput } from '../../../shared/schemas/analytics'
import type { Caller } from '../../auth/caller'
import type { Db } from '../../db/client'
import { analyticsEvents, userSessions } from '../../db/schema/analytics'
import { activeConsentTypes } from '../consents/data'

type Owner = Exclude<Caller, { kind: 'anonymous' }>

export interface EventInput {
  name: string
  type: string
  pagePath: string | null
  elementId?: string | null
  elementClass?: string | null
  metadata: Record<string, unknown>
  sessionId?: string | null
}

/**
 * Analytics runs only while analytics consent itself is active: data processing covers what the app needs to
 * work, not tracking (issue 15). Read on every event, so a withdrawal stops recording at once.
 */
export async function mayTrack(db: Db, owner: Owner): Promise<boolean> {
  const active = await activeConsentTypes(db, owner)
  return active.has('analytics')
}

export async function recordEvent(db: Db, owner: Owner, event: EventInput): Promise<boolean> {
  if (!(await mayTrack(db, owner))) return false
  const metadata = { ...event.metadata }
  if (typeof metadata.text === 'string') metadata.text = clipClickText(metadata.text)
  await db.insert(analyticsEvents).values({
    eventName: event.name,
    eventType: event.type,
    pagePath: event.pagePath ? event.pagePath.slice(0, 2048) : null,
    elementId: event.elementId ?? null,
    elementClass: event.elementClass ?? null,
    metadata,
    userId: owner.kind === 'user' ? owner.userId : null,
    guestId: owner.kind === 'guest' ? owner.guestId : (owner.guestId ?? null),
    sessionId: event.sessionId ?? null,
  })
  return true
}

/** Upsert on session_id; a session id already owned by another user is never touched. */
export async function upsertUserSession(
  db: Db,
  userId: string,
  input: UserSessionInput,
  userAgent: string | null,
) {
  const now = new Date()
  const rows = await db
    .insert(userSessions)
    .values({
      sessionId: input.session_id,
      userId,
      durationSeconds: input.duration_seconds ?? 0,
      pageViews: input.page_views ?? 0,
      interactions: input.interactions ?? 0,
      userAgent: userAgent?.slice(0, 1024) ?? null,
      endedAt: input.ended ? now : null,
    })
    .onConflictDoUpdate({
      target: userSessions.sessionId,
      set: {
        durationSeconds: sql`greatest(${userSessions.durationSeconds}, ${input.duration_seconds ?? 0})`,
        pageViews: sql`greatest(${userSessions.pageViews}, ${input.page_views ?? 0})`,
        interactions: sql`greatest(${userSessions.interactions}, ${input.interactions ?? 0})`,
        updatedAt: now,
        endedAt: input.ended ? now : sql`${userSessions.endedAt}`,
      },
      setWhere: eq(userSessions.userId, userId),
    })
    .returning()
  return rows[0] ?? null
}

export async function getUserSession(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(userSessions)
    .where(and(eq(userSessions.sessionId, sessionId), eq(userSessions.userId, userId)))
  return row ?? null
}
