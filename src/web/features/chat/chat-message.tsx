// One message: the family's on the right; Mochi's on the left with the mascot, mood, garden-book chips and
// a visible note when the offline guide answered or Mochi answered with care.
import { MOODS, messageText } from '@shared/chat-message'
import { Leaf, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../ui/cn'
import { MochiMascot } from '../../ui/mochi-mascot'
import { CareCard } from '../safety/care-card'
import { CitationChips } from './citation-chips'
import type { MochiUIMessage } from './mochi-message'
import { MoodBadge } from './mood-badge'

export function ChatMessage({ message, isStreaming }: { message: MochiUIMessage; isStreaming: boolean }) {
  const { t } = useTranslation('chat')
  const text = messageText(message)
  if (message.role === 'user') {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%] rounded-3xl rounded-br-md bg-[var(--primary)] px-4 py-2 text-[var(--primary-fg)] md:max-w-[75%]">
          <span className="sr-only">{t('message.you')}: </span>
          <p className="whitespace-pre-wrap break-words">{text}</p>
        </div>
      </li>
    )
  }
  const metadata = message.metadata ?? {}
  const mood = metadata.mood && MOODS.includes(metadata.mood) ? metadata.mood : undefined
  const isSafety = metadata.note === 'safety'
  return (
    <li className="flex items-start gap-2">
      <MochiMascot className="h-10 w-10 shrink-0" pose={mood} />
      <div
        className={cn(
          'min-w-0 max-w-[85%] rounded-3xl rounded-bl-md px-4 py-2 md:max-w-[75%]',
          isSafety
            ? 'border-2 border-dashed border-[var(--accent)] bg-[var(--surface)]'
            : 'bg-[var(--surface-muted)]',
        )}
      >
        <div className="mb-1 flex flex-wrap items-center gap-2">
          <span className="font-bold">{t('message.mochi')}</span>
          {mood && !isStreaming && <MoodBadge mood={mood} />}
        </div>
        <p className="whitespace-pre-wrap break-words">{text}</p>
        {!isStreaming && <CitationChips citations={metadata.citations ?? []} />}
        {!isStreaming && metadata.note === 'fallback' && (
          <p className="mt-2 flex items-start gap-1.5 rounded-2xl bg-[var(--surface)] px-3 py-1.5 text-sm">
            <Leaf aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-[var(--accent)]" />
            {t('message.fallbackNote')}
          </p>
        )}
        {!isStreaming && isSafety && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-[var(--fg-muted)]">
            <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-[var(--accent)]" />
            {t('message.safetyNote')}
          </p>
        )}
        {!isStreaming && metadata.safety && <CareCard />}
        {!isStreaming && metadata.note === 'personal_info' && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-[var(--fg-muted)]">
            <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-[var(--accent)]" />
            {t('message.personalInfoNote')}
          </p>
        )}
      </div>
    </li>
  )
}
