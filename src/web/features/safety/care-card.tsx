// The calm "Mochi cares about you" card under a reply the safety path gave, with a link to help for families.
import { HeartHandshake } from 'lucide-react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Its strings load with it, so a chat that never needs the card never loads them, and nothing else waits. */
export function CareCard() {
  return (
    <Suspense fallback={null}>
      <CareCardBody />
    </Suspense>
  )
}

function CareCardBody() {
  const { t } = useTranslation('safety')
  return (
    <section
      aria-label={t('careCard.title')}
      data-testid="care-card"
      className="mt-3 flex items-start gap-3 rounded-2xl border border-[var(--accent)] bg-[var(--surface)] px-3 py-2 text-sm"
    >
      <HeartHandshake aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-[var(--accent)]" />
      <div className="space-y-1">
        <p className="font-bold">{t('careCard.title')}</p>
        <p>{t('careCard.body')}</p>
        <Link to="/help" className="font-semibold underline underline-offset-2">
          {t('careCard.link')}
        </Link>
      </div>
    </section>
  )
}
