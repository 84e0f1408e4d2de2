// The conversation, newest at the bottom: it follows new text while the reader is near the end, and leaves
// the reader alone after scrolling up. Not a live region: the finished reply is announced separately.
import { messageText } from '@shared/chat-message'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { MochiMascot } from '../../ui/mochi-mascot'
import { ChatMessage } from './chat-message'
import type { MochiUIMessage } from './mochi-message'

const NEAR_END_PX = 96

interface ChatMessageListProps {
  messages: MochiUIMessage[]
  isBusy: boolean
  isStreaming: boolean
  children?: ReactNode
}

export function ChatMessageList({ messages, isBusy, isStreaming, children }: ChatMessageListProps) {
  const { t } = useTranslation('chat')
  const scrollerRef = useRef<HTMLDivElement>(null)
  const isNearEnd = useRef(true)
  const last = messages.at(-1)
  const isWaiting = isBusy && (last?.role !== 'assistant' || messageText(last).length === 0)
  const lastUserId = messages.findLast((message) => message.role === 'user')?.id

  const seenUserId = useRef(lastUserId)

  useLayoutEffect(() => {
    // A new question of the family always brings the view back to the end.
    if (lastUserId !== seenUserId.current) {
      seenUserId.current = lastUserId
      isNearEnd.current = true
    }
    // An empty conversation (the welcome) has no end to follow: it stays at its top, and the page's first
    // layout is not forced inside React's commit (reading scrollHeight would), which made one long task of both.
    if (messages.length === 0) return
    const scroller = scrollerRef.current
    if (scroller && isNearEnd.current) scroller.scrollTop = scroller.scrollHeight
  })

  const handleScroll = () => {
    const scroller = scrollerRef.current
    if (!scroller) return
    isNearEnd.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_END_PX
  }

  return (
    <div ref={scrollerRef} onScroll={handleScroll} className="flex-1 overflow-y-auto px-3 py-4">
      {children}
      <ol aria-label={t('message.listLabel')} className="flex flex-col gap-3">
        {messages.map((message) => (
          <ChatMessage
            key={message.id}
            message={message}
            isStreaming={isStreaming && message === last && message.role === 'assistant'}
          />
        ))}
        {isWaiting && (
          <li className="flex items-center gap-2 text-[var(--fg-muted)]">
            <MochiMascot className="h-10 w-10 shrink-0 motion-safe:animate-bounce" />
            <span>{t('message.thinking')}</span>
          </li>
        )}
      </ol>
    </div>
  )
}
