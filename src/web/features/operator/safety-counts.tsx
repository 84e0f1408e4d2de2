// Operators' view of child safety: how often the safety path answered, per category, never the words or who.
import { SAFETY_CATEGORIES, type SafetyCategory } from '@shared/safety'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'
import { useOperatorT } from './use-operator-t'

export function SafetyCounts({ counts }: { counts: Record<SafetyCategory, number> }) {
  const { t, i18n } = useOperatorT()
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <Card>
      <h3 className="text-lg font-bold">{t('analytics.safetyTitle')}</h3>
      <p className="mb-3 text-sm text-[var(--fg-muted)]">{t('analytics.safetyHelp')}</p>
      <Suspense fallback={null}>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-3" data-testid="safety-counts">
          {SAFETY_CATEGORIES.map((category) => (
            <div key={category} className="flex justify-between gap-2 border-b border-[var(--border)] py-1">
              <dt>
                <CategoryLabel category={category} />
              </dt>
              <dd className="font-bold">{number.format(counts[category] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      </Suspense>
    </Card>
  )
}

function CategoryLabel({ category }: { category: SafetyCategory }) {
  const { t } = useTranslation('safety')
  return <>{t(`categories.${category}`)}</>
}
