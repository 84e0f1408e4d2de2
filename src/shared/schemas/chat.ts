// The chat request (useChat's transport body) and the rename form; the message metadata and limits live in
// chat-message.ts (no zod) and are re-exported here.
import { z } from 'zod'
import { CHAT_MESSAGE_MAX } from '../chat-message'
import { languageSchema } from './registration'

export {
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  type Citation,
  MOODS,
  type MochiMessageMetadata,
  type Mood,
  messageText,
} from '../chat-message'

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
