// Recorded deployments, newest first: outcome, environment, who deployed and when.
import { useQuery } from '@tanstack/react-query'
import { Card } from '../../ui/card'
import { fetchDeployments, OPERATOR_KEYS } from './operator-api'
import { ServiceStatusBadge } from './service-status-badge'
import { useOperatorT } from './use-operator-t'

export function DeploymentHistory() {
  const { t, i18n, label } = useOperatorT()
  const query = useQuery({ queryKey: OPERATOR_KEYS.deployments, queryFn: fetchDeployments })
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const rows = query.data?.deployments ?? []
  return (
    <Card>
      <h2 className="mb-3 text-xl font-bold">{t('history.title')}</h2>
      {query.isLoading && <p role="status">{t('loading')}</p>}
      {query.isSuccess && rows.length === 0 && <p>{t('history.empty')}</p>}
      <ul className="divide-y divide-[var(--border)]">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-semibold">
              {label('environments', row.environment)} ·{' '}
              {t('deploy.healthyCount', {
                healthy: row.healthyServices,
                total: row.totalServices,
              })}
            </span>
            <ServiceStatusBadge status={row.success ? 'healthy' : 'unhealthy'} />
            <span className="w-full text-sm text-[var(--fg-muted)]">
              {date.format(new Date(row.createdAt))} ·{' '}
              {t('history.by', { who: row.actor.email ?? row.actor.label ?? '?' })}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
