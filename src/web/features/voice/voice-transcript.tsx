// The live transcript of a voice conversation: the child's turns and Mochi's, newest last.
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'
import { CareCard } from '../safety/care-card'
import type { VoiceChatMessage } from './use-realtime-voice'

export function VoiceTranscript({ messages }: { messages: VoiceChatMessage[] }) {
  const { t } = useTranslation('voice')
  if (messages.length === 0) return <p className="text-sm opacity-80">{t('chat.emptyTranscript')}</p>
  return (
    <ul className="max-h-80 space-y-2 overflow-y-auto" aria-live="polite" aria-label={t('chat.transcript')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={cn(
            'rounded-2xl px-3 py-2',
            message.type === 'user' ? 'ml-8 bg-[var(--surface-muted)]' : 'mr-8 bg-[var(--primary)]/15',
          )}
        >
          <span className="block text-xs font-semibold opacity-70">
            {message.type === 'user' ? t('chat.you') : t('chat.mochi')}
          </span>
          {message.content}
          {message.safety && <CareCard />}
        </li>
      ))}
    </ul>
  )
}
