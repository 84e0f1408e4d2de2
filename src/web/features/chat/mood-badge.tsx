// Mochi's mood beside a reply: an emoji and a word, read out as "Mochi's mood: …".
import type { Mood } from '@shared/chat-message'
import { useTranslation } from 'react-i18next'

export const MOOD_EMOJI: Record<Mood, string> = {
  excited: '🤩',
  helpful: '🌼',
  funny: '😄',
  thinking: '🤔',
}

export function MoodBadge({ mood }: { mood: Mood }) {
  const { t } = useTranslation('chat')
  const label = t(`mood.${mood}`)
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-[var(--border)] bg-[var(--surface)] px-2 py-0.5 text-sm font-semibold">
      <span aria-hidden>{MOOD_EMOJI[mood]}</span>
      <span aria-hidden>{label}</span>
      <span className="sr-only">{t('mood.label', { mood: label })}</span>
    </span>
  )
}
