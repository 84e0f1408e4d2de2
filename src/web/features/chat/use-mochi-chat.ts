// Mochi's chat state on the AI SDK's useChat: posts to /api/chat with the guest id, the current language and
// the saved chat id (learned from the x-mochi-chat-id header), and records new conversations locally.
import { useChat } from '@ai-sdk/react'
import { CHAT_HISTORY_MAX, messageText } from '@shared/schemas/chat'
import { DefaultChatTransport } from 'ai'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GUEST_ID_HEADER, guestId } from '../../lib/api-client'
import { type ChatErrorKind, chatErrorKind } from './chat-error-kind'
import { recordConversation } from './conversation-log'
import type { MochiUIMessage } from './mochi-message'

export const CHAT_ID_HEADER = 'x-mochi-chat-id'

export interface UseMochiChatOptions {
  /** A saved chat to continue (signed-in users); without it a new conversation starts. */
  chatId?: string
  initialMessages?: MochiUIMessage[]
  /** The server saved this new conversation under `chatId` (signed-in users only). */
  onChatSaved?: (chatId: string) => void
  /** A reply finished, was stopped or failed: saved chat lists may have changed. */
  onReplySettled?: () => void
  /** A reply finished completely (not stopped, not failed), with its text: voice mode speaks it. */
  onReplyFinished?: (text: string) => void
}

export interface MochiChatState {
  messages: MochiUIMessage[]
  isBusy: boolean
  isStreaming: boolean
  errorKind: ChatErrorKind | null
  /** The last completed reply, for the polite live region (not updated per token). */
  announcement: string
  send: (text: string) => void
  stop: () => void
  retry: () => void
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

export function useMochiChat({
  chatId,
  initialMessages,
  onChatSaved,
  onReplySettled,
  onReplyFinished,
}: UseMochiChatOptions = {}): MochiChatState {
  const { i18n } = useTranslation()
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('es') ? 'es' : 'en'
  // The transport lives as long as the chat; it reads the latest values through this ref.
  const latest = useRef({ chatId, language, onChatSaved, onReplySettled, onReplyFinished })
  latest.current = { ...latest.current, language, onChatSaved, onReplySettled, onReplyFinished }
  const [isResumed] = useState(() => Boolean(chatId))
  const [conversationId] = useState(() => chatId ?? crypto.randomUUID())
  const [announcement, setAnnouncement] = useState('')

  const [transport] = useState(
    () =>
      new DefaultChatTransport<MochiUIMessage>({
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
      }),
  )

  const chat = useChat<MochiUIMessage>({
    id: conversationId,
    messages: initialMessages,
    transport,
    onFinish: ({ message, isAbort, isError }) => {
      if (!isAbort && !isError) {
        const text = messageText(message)
        setAnnouncement(text)
        latest.current.onReplyFinished?.(text)
      }
      latest.current.onReplySettled?.()
    },
  })
  const { sendMessage, stop, regenerate } = chat

  const send = useCallback(
    (text: string) => {
      const question = text.trim()
      if (!question) return
      if (!isResumed) recordConversation(conversationId)
      void sendMessage({ text: question })
    },
    [conversationId, isResumed, sendMessage],
  )

  return {
    messages: chat.messages,
    isBusy: chat.status === 'submitted' || chat.status === 'streaming',
    isStreaming: chat.status === 'streaming',
    errorKind: chat.error ? chatErrorKind(chat.error) : null,
    announcement,
    send,
    stop: useCallback(() => void stop(), [stop]),
    retry: useCallback(() => void regenerate(), [regenerate]),
  }
}
