// The operator control center (spec 2.8): Deployment (default), Monitoring, Configuration and Analytics tabs,
// a LIVE badge and a Health Check button; every figure is real and the page is for admins only.
import { useQueryClient } from '@tanstack/react-query'
import { Activity, Radio } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { AnalyticsPanel } from './analytics-panel'
import { ConfigurationPanel } from './configuration-panel'
import { DeploymentCard } from './deployment-card'
import { DeploymentHistory } from './deployment-history'
import { HealthSummary } from './health-summary'
import { OPERATOR_KEYS, runHealthCheck } from './operator-api'
import { OperatorGate } from './operator-gate'
import { OutboxList } from './outbox-list'
import { ServicesList } from './services-list'
import { useOperatorT } from './use-operator-t'
import { useProductionStatus } from './use-production-status'

export function ControlCenterPage() {
  return (
    <OperatorGate>
      <ControlCenter />
    </OperatorGate>
  )
}

function ControlCenter() {
  const { t } = useOperatorT()
  const queryClient = useQueryClient()
  const status = useProductionStatus()
  const [checking, setChecking] = useState(false)

  async function handleHealthCheck() {
    setChecking(true)
    try {
      const health = await runHealthCheck()
      toast.success(t('controlCenter.healthCheckDone', { percent: health.overall_health }))
      void queryClient.invalidateQueries({ queryKey: OPERATOR_KEYS.status })
    } catch {
      toast.error(t('controlCenter.healthCheckFailed'))
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className="mx-auto max-w-5xl space-y-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold">
            {t('controlCenter.title')}
            <span className="inline-flex items-center gap-1 rounded-full bg-[var(--danger)] px-2 py-0.5 text-sm text-[var(--danger-fg)]">
              <Radio aria-hidden className="h-4 w-4" />
              {t('live')}
            </span>
          </h1>
          <p className="text-[var(--fg-muted)]">{t('controlCenter.subtitle')}</p>
        </div>
        <Button onClick={handleHealthCheck} disabled={checking}>
          <Activity aria-hidden className="h-4 w-4" />
          {checking ? t('controlCenter.checking') : t('controlCenter.healthCheck')}
        </Button>
      </header>
      <Tabs defaultValue="deployment">
        <TabsList aria-label={t('controlCenter.tabs.label')} className="flex-wrap">
          <TabsTrigger value="deployment">{t('controlCenter.tabs.deployment')}</TabsTrigger>
          <TabsTrigger value="monitoring">{t('controlCenter.tabs.monitoring')}</TabsTrigger>
          <TabsTrigger value="configuration">{t('controlCenter.tabs.configuration')}</TabsTrigger>
          <TabsTrigger value="analytics">{t('controlCenter.tabs.analytics')}</TabsTrigger>
        </TabsList>
        <TabsContent value="deployment" className="space-y-4">
          <DeploymentCard label="deployment_user" />
          <DeploymentHistory />
        </TabsContent>
        <TabsContent value="monitoring" className="space-y-4">
          {status.isError && <p role="alert">{t('production.loadFailed')}</p>}
          {status.data ? (
            <>
              <HealthSummary health={status.data.health} />
              <ServicesList services={status.data.services} integrations={status.data.integrations} />
            </>
          ) : (
            !status.isError && <p role="status">{t('loading')}</p>
          )}
          <OutboxList />
        </TabsContent>
        <TabsContent value="configuration">
          <ConfigurationPanel status={status.data} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsPanel />
        </TabsContent>
      </Tabs>
    </div>
  )
}
