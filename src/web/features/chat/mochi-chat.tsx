// The text chat with Mochi: welcome and suggestions, the streamed conversation, Stop, Retry, the guest-mode
// notice and a polite announcement of each finished reply. Mobile first: one column that fills the screen.
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'
import { useSession } from '../auth/use-session'
import { ChatComposer } from './chat-composer'
import { ChatMessageList } from './chat-message-list'
import { ChatErrorNotice, GuestModeNotice } from './chat-notices'
import { ChatWelcome } from './chat-welcome'
import { type UseMochiChatOptions, useMochiChat } from './use-mochi-chat'

export interface MochiChatProps extends UseMochiChatOptions {
  className?: string
}

export function MochiChat({ className, ...options }: MochiChatProps) {
  const { t } = useTranslation('chat')
  const session = useSession()
  const isGuest = session.data === null || session.isError
  const chat = useMochiChat(options)

  return (
    <section
      aria-label={t('page.title')}
      className={cn(
        'surface flex h-[calc(100dvh-13rem)] min-h-[24rem] flex-col overflow-hidden rounded-3xl shadow-sm md:h-[min(72dvh,46rem)]',
        className,
      )}
    >
      {isGuest && <GuestModeNotice />}
      <ChatMessageList messages={chat.messages} isBusy={chat.isBusy} isStreaming={chat.isStreaming}>
        {chat.messages.length === 0 && <ChatWelcome onPick={chat.send} />}
      </ChatMessageList>
      {chat.errorKind && !chat.isBusy && <ChatErrorNotice kind={chat.errorKind} onRetry={chat.retry} />}
      <p aria-live="polite" className="sr-only">
        {chat.announcement ? t('status.replied', { text: chat.announcement }) : ''}
      </p>
      <ChatComposer isBusy={chat.isBusy} onSend={chat.send} onStop={chat.stop} />
    </section>
  )
}
