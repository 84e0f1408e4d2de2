// The Voice Test tab: a real speech round trip on the server and the recognition status, with spec 8's toasts.
import { Mic } from 'lucide-react'
import { useState } from 'react'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { runVoiceTest, type VoiceHealth } from './operator-api'
import { ServiceStatusBadge } from './service-status-badge'
import { useOperatorT } from './use-operator-t'

/** Speaking without a recogniser is "not configured", not healthy (older servers send only `healthy`). */
function stateOf(health: VoiceHealth): string {
  return health.status ?? (health.healthy ? 'healthy' : 'unhealthy')
}

export function VoiceTestPanel() {
  const { t } = useOperatorT()
  const [running, setRunning] = useState(false)
  const [result, setResult] = useState<VoiceHealth | null>(null)

  async function handleRun() {
    setRunning(true)
    try {
      const health = await runVoiceTest()
      setResult(health)
      if (health.healthy) toast.success(t('production.voice.passed'))
      else if (stateOf(health) === 'not_configured') toast.warning(t('production.voice.partly'))
      else if (health.tts && !health.tts.ok)
        toast.error(t('production.voice.failed'), { description: t('production.voice.speechFailed') })
      else toast.error(t('production.voice.failed'), { description: t('production.voice.checkConfig') })
    } catch {
      toast.error(t('production.voice.failed'), { description: t('production.voice.checkConfig') })
    } finally {
      setRunning(false)
    }
  }

  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-xl font-bold">
        <Mic aria-hidden className="h-5 w-5" />
        {t('production.voice.title')}
      </h2>
      <p className="text-[var(--fg-muted)]">{t('production.voice.description')}</p>
      <Button onClick={handleRun} disabled={running}>
        {running ? t('production.voice.running') : t('production.voice.run')}
      </Button>
      {result && (
        <div role="status" className="space-y-1">
          <ServiceStatusBadge status={stateOf(result)} />
          {result.tts && <p>{t('production.voice.duration', { seconds: result.tts.duration_seconds })}</p>}
          <p>
            {result.recognition.available
              ? t('production.voice.recognition', { provider: result.recognition.provider })
              : t('production.voice.recognitionMissing')}
          </p>
        </div>
      )}
    </Card>
  )
}
