// /status: the public health check (GET /api/health) measured now — the database round trip and uptime.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { fetchPublicHealth } from '../operator/operator-api'
import { ServiceStatusBadge } from '../operator/service-status-badge'
import { useOperatorT } from '../operator/use-operator-t'

function formatDuration(seconds: number, language: string): string {
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
    ['second', 1],
  ]
  const [unit, size] = units.find(([, size]) => seconds >= size) ?? ['second', 1]
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
    Math.floor(seconds / size),
  )
}

export function StatusPage() {
  const { t, i18n } = useOperatorT()
  const query = useQuery({ queryKey: ['public-health'], queryFn: fetchPublicHealth, staleTime: 0, retry: 0 })
  const health = query.data
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' })
  return (
    <div className="mx-auto max-w-2xl space-y-4 p-4">
      <h1 className="text-3xl font-bold">{t('statusPage.title')}</h1>
      <p className="text-[var(--fg-muted)]">{t('statusPage.intro')}</p>
      {query.isLoading && <p role="status">{t('loading')}</p>}
      {query.isError && <p role="alert">{t('statusPage.failed')}</p>}
      {health && (
        <Card className="space-y-3">
          <h2 className="flex flex-wrap items-center justify-between gap-2 text-xl font-bold">
            {t('statusPage.overall')}
            <ServiceStatusBadge status={health.status === 'ok' ? 'healthy' : 'unhealthy'} />
          </h2>
          <p role="status">{health.status === 'ok' ? t('statusPage.ok') : t('statusPage.degraded')}</p>
          <dl className="space-y-1">
            <div className="flex justify-between gap-2">
              <dt>{t('statusPage.database')}</dt>
              <dd className="font-semibold">
                {health.database.status === 'up' ? t('statusPage.up') : t('statusPage.down')}
                {health.database.latencyMs !== null &&
                  ` · ${t('statusPage.latency', { ms: health.database.latencyMs })}`}
              </dd>
            </div>
          </dl>
          <p>{t('statusPage.uptime', { duration: formatDuration(health.uptimeSeconds, i18n.language) })}</p>
          <p className="text-sm text-[var(--fg-muted)]">
            {t('statusPage.checkedAt', { time: time.format(new Date(health.time)) })}
          </p>
        </Card>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('statusPage.refresh')}
        </Button>
        <Button asChild variant="ghost">
          <Link to="/diagnostics">{t('statusPage.diagnosticsLink')}</Link>
        </Button>
      </div>
    </div>
  )
}
