// Mochi's chat on the AI SDK (its Chat, transport and UI-message stream reader, with zod: ≈ 45 kB on the wire),
// in a module of its own: use-mochi-chat.ts loads it when the family turns to the chat, not with the page.
// Posts to /api/chat with the guest id, the current language and the saved chat id (learned from the
// x-mochi-chat-id header).
import { Chat } from '@ai-sdk/react'
import { CHAT_HISTORY_MAX } from '@shared/chat-message'
import { type ChatStatus, DefaultChatTransport } from 'ai'
import { GUEST_ID_HEADER, guestId } from '../../lib/api-client'
import type { MochiUIMessage } from './mochi-message'

export const CHAT_ID_HEADER = 'x-mochi-chat-id'

/** What the page shows of the chat; a new object whenever one of its values changes. */
export interface ChatSnapshot {
  messages: MochiUIMessage[]
  status: ChatStatus
  error: Error | undefined
}

/** The hook's latest values, read at each request and event (the chat outlives renders). */
export interface ChatEngineContext {
  chatId?: string
  language: 'en' | 'es'
  onChatSaved?: (chatId: string) => void
  onFinish: (event: { message: MochiUIMessage; isAbort: boolean; isError: boolean }) => void
}

export interface ChatEngine {
  chat: Chat<MochiUIMessage>
  read: () => ChatSnapshot
  /** Calls `onChange` when messages, status or error change; returns the unsubscribe function. */
  subscribe: (onChange: () => void) => () => void
}

/** Only what the server reads: text parts of user and assistant turns, and not more history than it keeps. */
function requestMessages(messages: MochiUIMessage[]) {
  return messages
    .filter((message) => message.role === 'user' || message.role === 'assistant')
    .slice(-(CHAT_HISTORY_MAX + 1))
    .map((message) => ({
      id: message.id,
      role: message.role,
      parts: message.parts.filter((part) => part.type === 'text'),
    }))
}

export function createChatEngine(options: {
  id: string
  messages: MochiUIMessage[]
  latest: { current: ChatEngineContext }
}): ChatEngine {
  const { latest } = options
  const transport = new DefaultChatTransport<MochiUIMessage>({
    api: '/api/chat',
    credentials: 'same-origin',
    headers: () => ({ [GUEST_ID_HEADER]: guestId() }),
    prepareSendMessagesRequest: ({ messages }) => ({
      body: {
        ...(latest.current.chatId ? { chatId: latest.current.chatId } : {}),
        language: latest.current.language,
        messages: requestMessages(messages),
      },
    }),
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init)
      const savedId = response.headers.get(CHAT_ID_HEADER)
      if (response.ok && savedId && savedId !== latest.current.chatId) {
        latest.current.chatId = savedId
        latest.current.onChatSaved?.(savedId)
      }
      return response
    },
  })
  const chat = new Chat<MochiUIMessage>({
    id: options.id,
    messages: options.messages,
    transport,
    onFinish: (event) => latest.current.onFinish(event),
  })
  // The same snapshot and change callbacks that the AI SDK's useChat reads (its Chat's public hooks).
  const read = (): ChatSnapshot => ({ messages: chat.messages, status: chat.status, error: chat.error })
  const subscribe = (onChange: () => void) => {
    const unsubscribes = [
      chat['~registerMessagesCallback'](onChange),
      chat['~registerStatusCallback'](onChange),
      chat['~registerErrorCallback'](onChange),
    ]
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe()
    }
  }
  return { chat, read, subscribe }
}
