// The Analytics tab: real usage figures of the last 7 or 30 days from our own tables, and a chart per day.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { BarChart } from './bar-chart'
import { fetchAnalytics, OPERATOR_KEYS } from './operator-api'
import { SafetyCounts } from './safety-counts'
import { UnansweredPanel } from './unanswered-panel'
import { useOperatorT } from './use-operator-t'

export function AnalyticsPanel() {
  const { t, i18n } = useOperatorT()
  const [days, setDays] = useState(7)
  const query = useQuery({ queryKey: OPERATOR_KEYS.analytics(days), queryFn: () => fetchAnalytics(days) })
  const number = new Intl.NumberFormat(i18n.language)
  const data = query.data
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t('analytics.period', { days })}</h2>
        <div className="flex gap-2">
          {[7, 30].map((value) => (
            <Button
              key={value}
              size="sm"
              variant={days === value ? 'primary' : 'outline'}
              aria-pressed={days === value}
              onClick={() => setDays(value)}
            >
              {value === 7 ? t('analytics.days7') : t('analytics.days30')}
            </Button>
          ))}
        </div>
      </div>
      {query.isError && <p role="alert">{t('analytics.failed')}</p>}
      {!data && !query.isError && <p role="status">{t('loading')}</p>}
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {(
              [
                ['chatInteractions', data.totals.chat_interactions],
                ['voiceSessions', data.totals.voice_sessions],
                ['images', data.totals.images],
                ['videos', data.totals.videos],
                ['visitors', data.totals.signed_in_visitors],
                ['pageViews', data.totals.page_views],
              ] as const
            ).map(([key, value]) => (
              <Card key={key} className="p-4">
                <dt className="text-sm text-[var(--fg-muted)]">{t(`analytics.${key}`)}</dt>
                <dd className="text-2xl font-bold">{number.format(value)}</dd>
              </Card>
            ))}
            <Card className="p-4">
              <dt className="text-sm text-[var(--fg-muted)]">{t('analytics.uptime')}</dt>
              <dd className="text-2xl font-bold">
                {t('health.percent', { percent: data.uptime_percentage })}
              </dd>
            </Card>
            <Card className="p-4">
              <dt className="text-sm text-[var(--fg-muted)]">{t('analytics.responseTimes')}</dt>
              <dd className="font-semibold">
                p50 {t('health.ms', { value: data.response_times.p50_ms })} · p95{' '}
                {t('health.ms', { value: data.response_times.p95_ms })} · p99{' '}
                {t('health.ms', { value: data.response_times.p99_ms })}
              </dd>
            </Card>
          </dl>
          <Card>
            <BarChart
              title={t('analytics.chartTitle')}
              bars={data.series.map((day) => ({
                key: day.date,
                label: day.date.slice(5),
                value: day.chat_interactions,
                description: t('analytics.bar', { date: day.date, count: day.chat_interactions }),
              }))}
            />
          </Card>
          <SafetyCounts counts={data.safety} />
        </>
      )}
      <UnansweredPanel />
    </div>
  )
}
