// Every service with its status badge and latency, and the integrations with configured/healthy words.
import { Card } from '../../ui/card'
import type { ComprehensiveHealth } from './operator-api'
import { ServiceStatusBadge } from './service-status-badge'
import { useOperatorT } from './use-operator-t'

/** Not set up is its own state, never "healthy" and never a failure. */
function integrationState(value: ComprehensiveHealth['integrations'][string]): string {
  return value.status ?? (!value.configured ? 'not_configured' : value.healthy ? 'healthy' : 'unhealthy')
}

export function ServicesList({
  services,
  integrations,
}: Pick<ComprehensiveHealth, 'services' | 'integrations'>) {
  const { t, label } = useOperatorT()
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <Card>
        <h3 className="mb-2 font-bold">{t('health.services')}</h3>
        <ul className="space-y-2">
          {Object.entries(services).map(([name, service]) => (
            <li key={name} className="flex items-center justify-between gap-2">
              <span>
                {label('checks', name)}
                <span className="ms-2 text-sm text-[var(--fg-muted)]">
                  {t('health.latency', { ms: service.latency_ms })}
                </span>
              </span>
              <ServiceStatusBadge status={service.status} />
            </li>
          ))}
        </ul>
      </Card>
      <Card>
        <h3 className="mb-2 font-bold">{t('health.integrations')}</h3>
        <ul className="space-y-2">
          {Object.entries(integrations).map(([name, value]) => (
            <li key={name} className="flex items-center justify-between gap-2">
              <span>{label('checks', name)}</span>
              <ServiceStatusBadge status={integrationState(value)} />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
