// The family's garden progress (share of the five conditions of spec 9) and the counters behind it.
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'
import { FEATURE_FLAGS, type ProgressSnapshot, progressPercent } from '../progress/local-progress'

export function ProgressCard({ progress }: { progress: ProgressSnapshot }) {
  const { t } = useTranslation('chat')
  const percent = progressPercent(progress)
  const label = t('dashboard.progressLabel', { percent })
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t('dashboard.progressTitle')}</h2>
      <div
        role="progressbar"
        aria-label={t('dashboard.progressTitle')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-4 overflow-hidden rounded-full bg-[var(--surface-muted)]"
      >
        <div className="h-full rounded-full bg-[var(--accent)]" style={{ width: `${percent}%` }} />
      </div>
      <p className="font-semibold">{label}</p>
      <ul className="flex flex-col gap-1 text-[var(--fg-muted)]">
        <li>{t('dashboard.conversations', { count: progress.conversations })}</li>
        <li>
          {t('dashboard.featuresUsed', {
            count: progress.featuresUsed,
            total: Object.keys(FEATURE_FLAGS).length,
          })}
        </li>
      </ul>
    </Card>
  )
}
