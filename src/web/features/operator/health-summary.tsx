// The health status result at a glance: overall percentage, performance figures and the check lists.
import { Card } from '../../ui/card'
import { CheckList } from './check-list'
import { HealthBadge } from './health-badge'
import type { HealthStatusResult } from './operator-api'
import { useOperatorT } from './use-operator-t'

export function HealthSummary({ health }: { health: HealthStatusResult }) {
  const { t } = useOperatorT()
  const metrics = health.performance_metrics
  const figures: [string, string][] = metrics
    ? [
        [t('health.uptime'), t('health.percent', { percent: metrics.uptime_percentage })],
        [t('health.responseTime'), t('health.ms', { value: metrics.response_time_ms })],
        [t('health.activeConnections'), String(metrics.active_connections)],
        [t('health.errorRate'), t('health.percent', { percent: metrics.error_rate })],
      ]
    : []
  return (
    <div className="space-y-4">
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t('health.overall')}</h2>
        <HealthBadge percent={health.overall_health} />
      </Card>
      {figures.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map(([term, value]) => (
            <Card key={term} className="p-4">
              <dt className="text-sm text-[var(--fg-muted)]">{term}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </Card>
          ))}
        </dl>
      )}
      <div className="grid gap-3 md:grid-cols-3">
        <Card>
          <CheckList title={t('health.critical')} checks={{ ...health.critical_services }} />
        </Card>
        <Card>
          <CheckList title={t('health.security')} checks={health.security_status} />
        </Card>
        <Card>
          <CheckList title={t('health.mobile')} checks={health.mobile_optimization} />
        </Card>
      </div>
    </div>
  )
}
