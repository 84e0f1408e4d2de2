// What a chat message is and how long it may be, without zod: the chat screens show messages and count
// characters with these, and only the request schemas (schemas/chat.ts) need zod.
import type { SafetyMetadata } from './safety'

export const CHAT_MESSAGE_MAX = 2000
export const CHAT_HISTORY_MAX = 20
export const MOODS = ['excited', 'helpful', 'funny', 'thinking'] as const
export type Mood = (typeof MOODS)[number]

export interface Citation {
  id: string
  title: string
}

/** Metadata of an assistant message: mood, the garden-book facts used, and why it looks the way it does. */
export interface MochiMessageMetadata {
  mood?: Mood
  citations?: Citation[]
  /** fallback: the configured AI was unreachable, so the offline guide answered; safety: a kind refusal. */
  note?: 'fallback' | 'safety' | 'personal_info'
  provider?: string
  chatId?: string
  createdAt?: string
  /** Present whenever Mochi's safety path answered (a refusal, care, or a privacy tip); absent otherwise. */
  safety?: SafetyMetadata
}

export function messageText(message: { parts: ReadonlyArray<{ type: string; text?: unknown }> }): string {
  return message.parts
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('')
}
