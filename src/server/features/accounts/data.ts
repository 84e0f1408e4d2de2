// Reads and writes of the signed-in user's own account data: profile, export and deletion.
import { desc, eq } from 'drizzle-orm'
import type { Language } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { analyticsEvents, userSessions } from '../../db/schema/analytics'
import { user } from '../../db/schema/auth'
import { chatMessages, chats } from '../../db/schema/chats'
import { userConsents } from '../../db/schema/consents'
import { followers } from '../../db/schema/follows'
import { beeLearningProgress, gameScores, lessonCompletions, lessonSteps } from '../../db/schema/learning'
import { creations } from '../../db/schema/media'
import { profiles } from '../../db/schema/profiles'
import { userRegistrations } from '../../db/schema/registrations'
import { listSafetyMoments } from '../child-safety/moments'
import { exportVoiceSettings } from '../voice-settings/data'

export interface Profile {
  id: string
  display_name: string
  age: number | null
  language: Language
  /** Where the family gardens (a garden guide place id), or null when they have not said. */
  garden_place: string | null
}

function toProfile(row: typeof profiles.$inferSelect): Profile {
  return {
    id: row.id,
    display_name: row.displayName,
    age: row.age,
    language: row.language === 'es' ? 'es' : 'en',
    garden_place: row.gardenPlace,
  }
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()))
  return row?.id ?? null
}

export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId))
  return row ? toProfile(row) : null
}

export async function upsertProfile(
  db: Db,
  userId: string,
  values: { displayName?: string; age?: number; language?: Language; gardenPlace?: string | null },
  fallbackName: string,
): Promise<Profile> {
  const [row] = await db
    .insert(profiles)
    .values({
      id: userId,
      displayName: values.displayName ?? fallbackName,
      age: values.age ?? null,
      language: values.language ?? 'en',
      gardenPlace: values.gardenPlace ?? null,
    })
    .onConflictDoUpdate({ target: profiles.id, set: { ...values, updatedAt: new Date() } })
    .returning()
  if (values.displayName)
    await db.update(user).set({ name: values.displayName, updatedAt: new Date() }).where(eq(user.id, userId))
  return toProfile(row!)
}

/** The signed-in family's garden place id, read for the garden guide; null when they have not said. */
export async function getGardenPlace(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ gardenPlace: profiles.gardenPlace })
    .from(profiles)
    .where(eq(profiles.id, userId))
  return row?.gardenPlace ?? null
}

/** The account has given age, name, language and consents: it may be used from now on. */
export async function markProfileComplete(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ profilePending: false, updatedAt: new Date() }).where(eq(user.id, userId))
}

/** Everything we hold about one user, for "download my data". */
export async function exportUserData(db: Db, userId: string) {
  const [account] = await db.select().from(user).where(eq(user.id, userId))
  if (!account) return null
  const [
    profile,
    consents,
    sessions,
    events,
    registrations,
    follows,
    learning,
    games,
    lessons,
    steps,
    savedChats,
    media,
    voiceSettings,
    flaggedMoments,
  ] = await Promise.all([
    getProfile(db, userId),
    db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, userId))
      .orderBy(desc(userConsents.createdAt)),
    db.select().from(userSessions).where(eq(userSessions.userId, userId)),
    db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(desc(analyticsEvents.createdAt)),
    db.select().from(userRegistrations).where(eq(userRegistrations.email, account.email)),
    db
      .select({
        name: followers.name,
        status: followers.status,
        createdAt: followers.createdAt,
        isChild: followers.isChild,
      })
      .from(followers)
      .where(eq(followers.email, account.email)),
    db.select().from(beeLearningProgress).where(eq(beeLearningProgress.userId, userId)),
    db.select().from(gameScores).where(eq(gameScores.userId, userId)),
    db.select().from(lessonCompletions).where(eq(lessonCompletions.userId, userId)),
    db.select().from(lessonSteps).where(eq(lessonSteps.userId, userId)),
    db
      .select({
        id: chats.id,
        title: chats.title,
        createdAt: chats.createdAt,
        role: chatMessages.role,
        content: chatMessages.content,
        sentAt: chatMessages.createdAt,
      })
      .from(chats)
      .leftJoin(chatMessages, eq(chatMessages.chatId, chats.id))
      .where(eq(chats.userId, userId)),
    db
      .select({
        id: creations.id,
        kind: creations.kind,
        prompt: creations.prompt,
        model: creations.model,
        createdAt: creations.createdAt,
      })
      .from(creations)
      .where(eq(creations.userId, userId)),
    exportVoiceSettings(db, userId),
    listSafetyMoments(db, { userId }, 10_000),
  ])
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
      role: account.role,
      createdAt: account.createdAt,
    },
    profile,
    consents,
    sessions,
    analyticsEvents: events,
    registrations,
    follows,
    learning: { progress: learning, games, lessons, lessonSteps: steps },
    chats: savedChats,
    creations: media,
    voiceSettings,
    safetyMoments: flaggedMoments,
  }
}

/** Deletes the account and everything tied to it (sessions, consents, profile and events cascade). */
export async function deleteUserData(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId))
    if (!account) return false
    await tx.delete(userRegistrations).where(eq(userRegistrations.email, account.email))
    await tx.delete(followers).where(eq(followers.email, account.email))
    await tx.delete(user).where(eq(user.id, userId))
    return true
  })
}
