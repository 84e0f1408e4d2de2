// The Deployment center card (spec 2.8): environment and services choices, Deploy Now, Force Redeploy and the
// quick actions; idle → deploying (buttons disabled) → success or partial, with the result and a toast.
import { ENVIRONMENTS } from '@shared/constants'
import { useQueryClient } from '@tanstack/react-query'
import { Rocket } from 'lucide-react'
import { useId, useState } from 'react'
import { DEPLOY_TARGETS } from '../../../shared/deploy-services'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { DeploymentResultView } from './deployment-result-view'
import { type DeploymentResult, type DeployOptions, deploy } from './operator-api'
import { useOperatorT } from './use-operator-t'

type Phase = { kind: 'idle' } | { kind: 'deploying' } | { kind: 'done'; result: DeploymentResult }

const QUICK_ACTIONS = [
  { key: 'deployChat', services: ['chat', 'reasoning'], force: false },
  { key: 'deployVoice', services: ['speech', 'voice_services'], force: false },
  { key: 'deployMonitoring', services: ['system_monitoring'], force: false },
  { key: 'fullRedeploy', services: ['all'], force: true },
] as const

export function DeploymentCard({ label = 'deployment_user' }: { label?: DeployOptions['label'] }) {
  const { t, label: name } = useOperatorT()
  const queryClient = useQueryClient()
  const id = useId()
  const [environment, setEnvironment] = useState<string>('production')
  const [target, setTarget] = useState<string>('all')
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const busy = phase.kind === 'deploying'

  async function run(services: string[], forceRedeploy: boolean) {
    setPhase({ kind: 'deploying' })
    try {
      const result = await deploy({ services, forceRedeploy, environment, label })
      setPhase({ kind: 'done', result })
      // count picks the plural form: "All 2 services are healthy", "The 1 service is healthy".
      const counts = { healthy: result.healthy_services, count: result.total_services }
      if (result.success) toast.success(t('deploy.success'), { description: t('deploy.successBody', counts) })
      else toast.warning(t('deploy.partial'), { description: t('deploy.partialBody', counts) })
      void queryClient.invalidateQueries({ queryKey: ['operator'] })
    } catch {
      setPhase({ kind: 'idle' })
      toast.error(t('deploy.failed'), { description: t('deploy.failedBody') })
    }
  }

  return (
    <Card className="space-y-4" aria-busy={busy}>
      <div>
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <Rocket aria-hidden className="h-5 w-5" />
          {t('deploy.title')}
        </h2>
        <p className="text-sm text-[var(--fg-muted)]">{t('deploy.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <label htmlFor={`${id}-env`} className="flex flex-col gap-1 font-semibold">
          {t('deploy.environment')}
          <select
            id={`${id}-env`}
            value={environment}
            disabled={busy}
            onChange={(event) => setEnvironment(event.target.value)}
            className="min-h-11 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3"
          >
            {ENVIRONMENTS.map((value) => (
              <option key={value} value={value}>
                {name('environments', value)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-services`} className="flex flex-col gap-1 font-semibold">
          {t('deploy.services')}
          <select
            id={`${id}-services`}
            value={target}
            disabled={busy}
            onChange={(event) => setTarget(event.target.value)}
            className="min-h-11 rounded-xl border border-[var(--border)] bg-[var(--surface)] px-3"
          >
            {DEPLOY_TARGETS.map((value) => (
              <option key={value} value={value}>
                {name('targets', value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => run([target], false)}>
          {busy ? t('deploy.deploying') : t('deploy.deployNow')}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => run([target], true)}>
          {t('deploy.forceRedeploy')}
        </Button>
      </div>
      <div>
        <h3 className="mb-2 font-bold">{t('deploy.quickActions')}</h3>
        <div className="flex flex-wrap gap-2">
          {QUICK_ACTIONS.map((action) => (
            <Button
              key={action.key}
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => run([...action.services], action.force)}
            >
              {t(`deploy.${action.key}`)}
            </Button>
          ))}
        </div>
      </div>
      {phase.kind === 'done' && <DeploymentResultView result={phase.result} />}
    </Card>
  )
}
