// The production dashboard (spec 2.8): Overview, Services, Voice Test and Deploy tabs, Refresh and Deploy Live,
// refreshed every 30 s with the last-updated time. Admins only.
import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw, Rocket } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { DeploymentCard } from './deployment-card'
import { HealthSummary } from './health-summary'
import { deploy } from './operator-api'
import { OperatorGate } from './operator-gate'
import { ServiceStatusBadge } from './service-status-badge'
import { ServicesList } from './services-list'
import { useOperatorT } from './use-operator-t'
import { useProductionStatus } from './use-production-status'
import { VoiceTestPanel } from './voice-test-panel'

export function ProductionDashboardPage() {
  return (
    <OperatorGate>
      <ProductionDashboard />
    </OperatorGate>
  )
}

function ProductionDashboard() {
  const { t, i18n, label } = useOperatorT()
  const queryClient = useQueryClient()
  const status = useProductionStatus()
  const [deploying, setDeploying] = useState(false)
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' })
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  // One toast per failed refresh, not one per render.
  const failedAt = status.isError ? status.errorUpdatedAt : 0
  useEffect(() => {
    if (failedAt > 0) toast.error(t('production.loadFailed'))
  }, [failedAt, t])

  async function handleDeployLive() {
    setDeploying(true)
    try {
      const result = await deploy({
        services: ['all'],
        forceRedeploy: false,
        environment: 'production',
        label: 'production_deploy',
      })
      // count picks the plural form: "All 2 services are healthy", "The 1 service is healthy".
      const counts = { healthy: result.healthy_services, count: result.total_services }
      if (result.success) toast.success(t('deploy.success'), { description: t('deploy.successBody', counts) })
      else toast.warning(t('deploy.partial'), { description: t('deploy.partialBody', counts) })
      void queryClient.invalidateQueries({ queryKey: ['operator'] })
    } catch {
      toast.error(t('production.deployFailed'))
    } finally {
      setDeploying(false)
    }
  }

  const data = status.data
  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('production.title')}</h1>
          {status.dataUpdatedAt > 0 && (
            <p className="text-sm text-[var(--fg-muted)]" aria-live="polite">
              {t('production.lastUpdated', { time: time.format(new Date(status.dataUpdatedAt)) })}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
            <RefreshCw aria-hidden className="h-4 w-4" />
            {t('production.refresh')}
          </Button>
          <Button onClick={handleDeployLive} disabled={deploying}>
            <Rocket aria-hidden className="h-4 w-4" />
            {deploying ? t('deploy.deploying') : t('production.deployLive')}
          </Button>
        </div>
      </header>
      {status.isError && !data && <p role="alert">{t('production.loadFailed')}</p>}
      {!data && !status.isError && <p role="status">{t('loading')}</p>}
      <Tabs defaultValue="overview">
        <TabsList aria-label={t('production.tabs.label')} className="flex-wrap">
          <TabsTrigger value="overview">{t('production.tabs.overview')}</TabsTrigger>
          <TabsTrigger value="services">{t('production.tabs.services')}</TabsTrigger>
          <TabsTrigger value="voice">{t('production.tabs.voiceTest')}</TabsTrigger>
          <TabsTrigger value="deploy">{t('production.tabs.deploy')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-4">
          {data && <HealthSummary health={data.health} />}
          {data && (
            <Card>
              <h2 className="mb-2 text-xl font-bold">{t('production.lastDeployment')}</h2>
              {data.lastDeployment ? (
                <p className="flex flex-wrap items-center gap-2">
                  <ServiceStatusBadge status={data.lastDeployment.success ? 'healthy' : 'unhealthy'} />
                  {label('environments', data.lastDeployment.environment)} ·{' '}
                  {t('deploy.healthyCount', {
                    healthy: data.lastDeployment.healthyServices,
                    total: data.lastDeployment.totalServices,
                  })}{' '}
                  · {dateTime.format(new Date(data.lastDeployment.createdAt))}
                </p>
              ) : (
                <p>{t('production.noDeployment')}</p>
              )}
            </Card>
          )}
        </TabsContent>
        <TabsContent value="services">
          {data && <ServicesList services={data.services} integrations={data.integrations} />}
        </TabsContent>
        <TabsContent value="voice">
          <VoiceTestPanel />
        </TabsContent>
        <TabsContent value="deploy">
          <DeploymentCard label="production_deploy" />
        </TabsContent>
      </Tabs>
    </div>
  )
}
