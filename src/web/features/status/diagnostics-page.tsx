// /diagnostics: the public health check for everyone and, for operators, the comprehensive check of every
// service and integration.
import { useQuery } from '@tanstack/react-query'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { fetchPublicHealth, runComprehensiveCheck } from '../operator/operator-api'
import { useIsOperator } from '../operator/operator-gate'
import { ServiceStatusBadge } from '../operator/service-status-badge'
import { ServicesList } from '../operator/services-list'
import { useOperatorT } from '../operator/use-operator-t'

export function DiagnosticsPage() {
  const { t } = useOperatorT()
  const { isOperator, isLoading } = useIsOperator()
  const publicHealth = useQuery({
    queryKey: ['public-health'],
    queryFn: fetchPublicHealth,
    staleTime: 0,
    retry: 0,
  })
  const detailed = useQuery({
    queryKey: ['operator', 'comprehensive'],
    queryFn: runComprehensiveCheck,
    enabled: isOperator,
    staleTime: 0,
    retry: 0,
  })
  return (
    <div className="mx-auto max-w-4xl space-y-4 p-4">
      <h1 className="text-3xl font-bold">{t('diagnostics.title')}</h1>
      <p className="text-[var(--fg-muted)]">{t('diagnostics.intro')}</p>
      <Card className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold">{t('statusPage.database')}</span>
        {publicHealth.data ? (
          <ServiceStatusBadge status={publicHealth.data.database.status === 'up' ? 'healthy' : 'unhealthy'} />
        ) : publicHealth.isError ? (
          <span role="alert">{t('statusPage.failed')}</span>
        ) : (
          <span role="status">{t('loading')}</span>
        )}
      </Card>
      {!isLoading && !isOperator && <p>{t('diagnostics.operatorsNote')}</p>}
      {isOperator && (
        <>
          <Button onClick={() => void detailed.refetch()} disabled={detailed.isFetching}>
            {detailed.isFetching ? t('diagnostics.running') : t('diagnostics.run')}
          </Button>
          {detailed.isError && <p role="alert">{t('diagnostics.failed')}</p>}
          {detailed.data && (
            <ServicesList services={detailed.data.services} integrations={detailed.data.integrations} />
          )}
        </>
      )}
    </div>
  )
}
