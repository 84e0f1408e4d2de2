// Mochi's chat state for the page: the AI SDK's chat (chat-engine.ts) loads when the family first turns to the
// chat (focus, pointer, a key, or a question), so opening /chat costs none of it; until then the chat shows the
// messages it was opened with. New conversations are recorded locally.
import { messageText } from '@shared/chat-message'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatEngine, ChatEngineContext, ChatSnapshot } from './chat-engine'
import { type ChatErrorKind, chatErrorKind } from './chat-error-kind'
import { recordConversation } from './conversation-log'
import type { MochiUIMessage } from './mochi-message'

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
  /** Loads the chat ahead of the first question (the family is about to ask); safe to call often. */
  prepare: () => void
  send: (text: string) => void
  stop: () => void
  retry: () => void
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
  const [isResumed] = useState(() => Boolean(chatId))
  const [conversationId] = useState(() => chatId ?? crypto.randomUUID())
  const [announcement, setAnnouncement] = useState('')
  // The chat lives as long as the component; it reads the latest values through this ref.
  const latest = useRef<
    ChatEngineContext & { onReplySettled?: () => void; onReplyFinished?: (text: string) => void }
  >({
    chatId,
    language,
    onChatSaved,
    onReplySettled,
    onReplyFinished,
    onFinish: ({ message, isAbort, isError }) => {
      if (!isAbort && !isError) {
        const text = messageText(message)
        setAnnouncement(text)
        latest.current.onReplyFinished?.(text)
      }
      latest.current.onReplySettled?.()
    },
  })
  latest.current = { ...latest.current, language, onChatSaved, onReplySettled, onReplyFinished }

  const [engine, setEngine] = useState<ChatEngine | null>(null)
  const [idle] = useState<ChatSnapshot>(() => ({
    messages: initialMessages ?? [],
    status: 'ready',
    error: undefined,
  }))
  const [snapshot, setSnapshot] = useState<ChatSnapshot>(idle)
  // A question asked before the chat had loaded: it counts as submitted, and Stop can still withdraw it.
  const [queued, setQueuedState] = useState<string | null>(null)
  const queuedRef = useRef<string | null>(null)
  const setQueued = useCallback((question: string | null) => {
    queuedRef.current = question
    setQueuedState(question)
  }, [])
  const [unsent, setUnsent] = useState<string | null>(null)
  const loading = useRef<Promise<ChatEngine> | null>(null)
  const isMounted = useRef(true)

  const load = useCallback(() => {
    loading.current ??= import('./chat-engine').then(({ createChatEngine }) => {
      const created = createChatEngine({ id: conversationId, messages: idle.messages, latest })
      if (isMounted.current) setEngine(created)
      return created
    })
    return loading.current
  }, [conversationId, idle])

  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
    }
  }, [])

  // As the AI SDK's useChat: follow the chat's changes, and stop its reply when the component goes away.
  useEffect(() => {
    if (!engine) return
    let isSubscribed = true
    const publish = () => {
      if (!isSubscribed) return
      const next = engine.read()
      setSnapshot((current) =>
        current.messages === next.messages && current.status === next.status && current.error === next.error
          ? current
          : next,
      )
    }
    const unsubscribe = engine.subscribe(publish)
    publish()
    return () => {
      isSubscribed = false
      unsubscribe()
      void engine.chat.stop()
    }
  }, [engine])

  // The question asked while loading goes out as soon as the chat is there.
  useEffect(() => {
    if (!engine || queued === null) return
    setQueued(null)
    void engine.chat.sendMessage({ text: queued })
  }, [engine, queued, setQueued])

  // Sends now, or once the chat has loaded; a chat that could not load shows the usual error, and Retry asks again.
  const ask = useCallback(
    (question: string) => {
      setUnsent(null)
      if (engine) {
        void engine.chat.sendMessage({ text: question })
        return
      }
      setQueued(question)
      load().catch(() => {
        loading.current = null
        if (queuedRef.current !== null) setUnsent(queuedRef.current)
        setQueued(null)
      })
    },
    [engine, load, setQueued],
  )

  const send = useCallback(
    (text: string) => {
      const question = text.trim()
      if (!question) return
      if (!isResumed) recordConversation(conversationId)
      ask(question)
    },
    [ask, conversationId, isResumed],
  )

  const prepare = useCallback(() => void load().catch(() => (loading.current = null)), [load])
  const stop = useCallback(() => {
    setQueued(null)
    if (engine) void engine.chat.stop()
  }, [engine, setQueued])
  const retry = useCallback(() => {
    if (unsent !== null) ask(unsent)
    else if (engine) void engine.chat.regenerate()
  }, [ask, engine, unsent])

  const status = queued === null ? snapshot.status : 'submitted'
  return {
    messages: snapshot.messages,
    isBusy: status === 'submitted' || status === 'streaming',
    isStreaming: status === 'streaming',
    errorKind: unsent !== null ? 'messageError' : snapshot.error ? chatErrorKind(snapshot.error) : null,
    announcement,
    prepare,
    send,
    stop,
    retry,
  }
}
