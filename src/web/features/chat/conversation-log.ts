// Records a new conversation in local storage (spec 3 `conversations`), which drives the first_chat and
// garden_expert achievements and the progress percent, and marks the text chat as used.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { readJson, writeJson } from '../../lib/storage'
import { markFeatureUsed } from '../progress/local-progress'

export interface ConversationEntry {
  id: string
  startedAt: string
}

/** Appends the conversation once: a second call with the same id (a retry, a remount) changes nothing. */
export function recordConversation(id: string, now = new Date()): void {
  const stored = readJson<unknown>(STORAGE_KEYS.conversations)
  const entries = Array.isArray(stored) ? stored : []
  if (entries.some((entry) => (entry as Partial<ConversationEntry> | null)?.id === id)) return
  writeJson(STORAGE_KEYS.conversations, [...entries, { id, startedAt: now.toISOString() }])
  markFeatureUsed('textChat')
}
