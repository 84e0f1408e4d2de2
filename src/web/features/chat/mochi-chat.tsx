// The text chat with Mochi: welcome and suggestions, the streamed conversation, Stop, Retry, the guest-mode
// notice, a polite announcement of each finished reply and the simple voice mode. Mobile first: one column.
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'
import { useSession } from '../auth/use-session'
import { useVoiceMode } from '../voice/use-voice-mode'
import { VoiceModeBar } from '../voice/voice-mode-bar'
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
  // The chat speaks through voice mode, and voice mode asks through the chat: the ref closes that loop.
  const speakReply = useRef<(text: string) => void>(undefined)
  const chat = useMochiChat({
    ...options,
    onReplyFinished: (text) => {
      options.onReplyFinished?.(text)
      speakReply.current?.(text)
    },
  })
  const voice = useVoiceMode({ onTranscript: chat.send })
  speakReply.current = voice.speakReply

  return (
    // Any step towards the chat (focus, pointer, a key) loads it, so the first question rarely waits for it.
    <section
      aria-label={t('page.title')}
      onFocus={chat.prepare}
      onPointerDown={chat.prepare}
      onKeyDown={chat.prepare}
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
      <VoiceModeBar voice={voice} isChatBusy={chat.isBusy} />
      <ChatComposer isBusy={chat.isBusy} onSend={chat.send} onStop={chat.stop} />
    </section>
  )
}
