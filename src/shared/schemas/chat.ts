// The chat request (useChat's transport body) and the metadata Mochi's replies carry.
import { z } from 'zod'
import type { SafetyMetadata } from '../safety'
import { languageSchema } from './registration'

export const CHAT_MESSAGE_MAX = 2000
export const CHAT_HISTORY_MAX = 20
export const MOODS = ['excited', 'helpful', 'funny', 'thinking'] as const
export type Mood = (typeof MOODS)[number]

const textPart = z.object({ type: z.literal('text'), text: z.string().max(CHAT_MESSAGE_MAX * 4) })

export const chatMessageSchema = z.object({
  id: z.string().min(1).max(100),
  role: z.enum(['user', 'assistant']),
  // Other part kinds (step markers and so on) are accepted and ignored: only text is read.
  parts: z.array(z.union([textPart, z.object({ type: z.string().max(50) }).loose()])).max(50),
})

export const chatRequestSchema = z.object({
  chatId: z.uuid().optional(),
  language: languageSchema.default('en'),
  messages: z.array(chatMessageSchema).min(1).max(200),
})
export type ChatRequest = z.infer<typeof chatRequestSchema>

export const renameChatSchema = z.object({
  title: z.string().trim().min(1, 'fillAllFields').max(80, 'nameTooLong'),
})

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
