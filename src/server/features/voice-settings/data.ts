// Reads of the caller's voice settings; every query is scoped to the owner (user id, or guest id of a guest).
import { and, eq, isNull, type SQL } from 'drizzle-orm'
import { toSliderStep, type VoiceSettingsRecord } from '../../../shared/schemas/voice-settings'
import type { Caller } from '../../auth/caller'
import type { Db } from '../../db/client'
import { voiceSettings } from '../../db/schema/voice-settings'

export type Owner = Exclude<Caller, { kind: 'anonymous' }>

export function ownedBy(owner: Owner): SQL {
  return owner.kind === 'user'
    ? eq(voiceSettings.userId, owner.userId)
    : and(eq(voiceSettings.guestId, owner.guestId), isNull(voiceSettings.userId))!
}

export function toVoiceSettingsRecord(row: typeof voiceSettings.$inferSelect): VoiceSettingsRecord {
  return {
    enabled: row.enabled,
    voiceId: row.voiceId,
    volume: toSliderStep(row.volume),
    stability: toSliderStep(row.stability),
    similarityBoost: toSliderStep(row.similarityBoost),
    style: toSliderStep(row.style),
  }
}

/** The owner's saved settings, or null when they never saved any. */
export async function findVoiceSettings(db: Db, owner: Owner): Promise<VoiceSettingsRecord | null> {
  const [row] = await db.select().from(voiceSettings).where(ownedBy(owner))
  return row ? toVoiceSettingsRecord(row) : null
}

/** A user's saved settings with the time of the last change, for "download my data". */
export async function exportVoiceSettings(db: Db, userId: string) {
  const [row] = await db.select().from(voiceSettings).where(eq(voiceSettings.userId, userId))
  return row ? { ...toVoiceSettingsRecord(row), updatedAt: row.updatedAt } : null
}
