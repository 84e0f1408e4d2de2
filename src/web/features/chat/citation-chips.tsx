// The garden-book facts a reply was built on, as small chips under Mochi's answer.
import type { Citation } from '@shared/chat-message'
import { BookOpen } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export function CitationChips({ citations }: { citations: Citation[] }) {
  const { t } = useTranslation('chat')
  const labelId = useId()
  if (citations.length === 0) return null
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm">
      <span id={labelId} className="inline-flex items-center gap-1 font-semibold text-[var(--fg-muted)]">
        <BookOpen aria-hidden className="h-4 w-4" />
        {t('message.citations')}
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {citations.map((citation) => (
          <li
            key={citation.id}
            className="rounded-full border border-[var(--border)] bg-[var(--surface)] px-2 py-0.5"
          >
            {citation.title}
          </li>
        ))}
      </ul>
    </div>
  )
}
