// Writes of the caller's voice settings, and the move of a guest's settings into the account they sign in to.
import { and, eq, isNull } from 'drizzle-orm'
import type { VoiceSettingsRecord } from '../../../shared/schemas/voice-settings'
import type { Db } from '../../db/client'
import { voiceSettings } from '../../db/schema/voice-settings'
import { type Owner, toVoiceSettingsRecord } from './data'

/** Creates or replaces the owner's one row in a single statement, so concurrent saves cannot make two. */
export async function saveVoiceSettings(
  db: Db,
  owner: Owner,
  settings: VoiceSettingsRecord,
): Promise<VoiceSettingsRecord> {
  const values = { ...settings, updatedAt: new Date() }
  const [row] =
    owner.kind === 'user'
      ? await db
          .insert(voiceSettings)
          .values({ ...values, userId: owner.userId, guestId: null })
          .onConflictDoUpdate({ target: voiceSettings.userId, set: values })
          .returning()
      : await db
          .insert(voiceSettings)
          .values({ ...values, userId: null, guestId: owner.guestId })
          .onConflictDoUpdate({ target: voiceSettings.guestId, set: values })
          .returning()
  if (!row) throw new Error('voice settings were not saved')
  return toVoiceSettingsRecord(row)
}

/**
 * Moves a guest's settings into a user's account when the account has none yet; an account's own choices
 * win over the ones this browser made as a guest. The guest id is the bearer secret of those settings, so
 * claiming them with it grants nothing new. Returns whether settings were moved.
 */
export async function claimGuestVoiceSettings(db: Db, userId: string, guestId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: voiceSettings.id })
      .from(voiceSettings)
      .where(eq(voiceSettings.userId, userId))
    if (mine) return false
    const moved = await tx
      .update(voiceSettings)
      .set({ userId, guestId: null })
      .where(and(eq(voiceSettings.guestId, guestId), isNull(voiceSettings.userId)))
      .returning({ id: voiceSettings.id })
    return moved.length > 0
  })
}
