// What a deployment returned: success or partial, counts, each service with its endpoints, recommendations.
import type { DeploymentResult } from './operator-api'
import { ServiceStatusBadge } from './service-status-badge'
import { useOperatorT } from './use-operator-t'

export function DeploymentResultView({ result }: { result: DeploymentResult }) {
  const { t, label } = useOperatorT()
  const counts = { healthy: result.healthy_services, total: result.total_services }
  return (
    <section
      aria-label={t('deploy.result')}
      className="space-y-3 rounded-2xl border border-[var(--border)] p-4"
    >
      <p role="status" className="font-bold">
        {result.success ? t('deploy.success') : t('deploy.partial')} · {t('deploy.healthyCount', counts)}
      </p>
      <p className="text-sm text-[var(--fg-muted)]">
        {label('environments', result.environment)} ·{' '}
        {t('deploy.duration', { ms: result.deployment_time_ms })}
      </p>
      <ul className="space-y-2">
        {result.services.map((service) => (
          <li key={service.name} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{label('targets', service.name)}</span>
            <ServiceStatusBadge status={service.status} />
            <span className="w-full text-xs text-[var(--fg-muted)]">
              {t('deploy.endpoints')}: {service.endpoints.join(', ')}
              {service.error ? ` · ${service.error}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {result.recommendations.length > 0 && (
        <div>
          <h4 className="font-bold">{t('deploy.recommendations')}</h4>
          <ul className="list-disc ps-5 text-sm">
            {result.recommendations.map((code) => (
              <li key={code}>{label('recommendations', code)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
