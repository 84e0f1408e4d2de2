// System Help: real system status (browser, server, database), voice chat readiness as this browser reports
// it, achievements and progress, and accessibility indicators.
import { MOBILE_BREAKPOINT_PX } from '@shared/constants'
import { CheckCircle2, CircleAlert, CircleDashed, XCircle } from 'lucide-react'
import { type ReactNode, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { subscribeStorage } from '../../lib/storage'
import { Button } from '../../ui/button'
import { ACHIEVEMENTS, earnedAchievements, progressPercent, readProgress } from '../progress/local-progress'
import { setOutdoorMode } from '../system/display-preferences'
import { getSystemErrors, subscribeSystemErrors } from '../system/system-errors'
import { useHealthQuery, useOnline } from '../system/use-connectivity'
import { useOutdoorMode, useReducedMotion } from '../system/use-display-preferences'

type Status = 'ok' | 'warn' | 'fail' | 'pending'

function StatusRow({ label, status, detail }: { label: string; status: Status; detail: ReactNode }) {
  const Icon = { ok: CheckCircle2, warn: CircleAlert, fail: XCircle, pending: CircleDashed }[status]
  const colour = {
    ok: 'text-[var(--accent)]',
    warn: 'text-[var(--fg)]',
    fail: 'text-[var(--danger)]',
    pending: 'text-[var(--fg-muted)]',
  }[status]
  return (
    <li className="flex items-start gap-3 py-2">
      <Icon aria-hidden className={`mt-0.5 h-5 w-5 shrink-0 ${colour}`} />
      <div>
        <p className="font-semibold">{label}</p>
        <p className="text-sm text-[var(--fg-muted)]">{detail}</p>
      </div>
    </li>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="surface rounded-2xl p-4" aria-label={title}>
      <h3 className="text-lg font-bold">{title}</h3>
      {children}
    </section>
  )
}

function voiceReadiness() {
  const hasMicrophoneApi = typeof navigator.mediaDevices?.getUserMedia === 'function'
  const hasAudio = typeof window.AudioContext === 'function'
  const hasWebSocket = typeof window.WebSocket === 'function'
  const isSecure = window.isSecureContext
  return { hasMicrophoneApi, hasAudio, hasWebSocket, isSecure }
}

export function SystemHelpPanel() {
  const { t, i18n } = useTranslation('shell')
  const isOnline = useOnline()
  const health = useHealthQuery()
  const errors = useSyncExternalStore(subscribeSystemErrors, getSystemErrors)
  const progress = useSyncExternalStore(subscribeStorage, () => JSON.stringify(readProgress()))
  const snapshot = JSON.parse(progress) as ReturnType<typeof readProgress>
  const earned = earnedAchievements(snapshot)
  const percent = progressPercent(snapshot)
  const voice = voiceReadiness()
  const { isOutdoor, isAwake } = useOutdoorMode()
  const isReduced = useReducedMotion()
  const yes = t('systemHelp.yes')
  const no = t('systemHelp.no')

  const serverStatus: Status = health.isPending ? 'pending' : health.isSuccess ? 'ok' : 'fail'
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 md:grid-cols-2">
      <Section title={t('systemHelp.status')}>
        <ul>
          <StatusRow
            label={t('systemHelp.network')}
            status={isOnline ? 'ok' : 'fail'}
            detail={isOnline ? t('systemHelp.online') : t('systemHelp.offline')}
          />
          <StatusRow
            label={t('systemHelp.database')}
            status={serverStatus}
            detail={
              health.isSuccess
                ? t('systemHelp.databaseUp', {
                    ms: health.data.database.latencyMs,
                    kind: health.data.database.kind,
                  })
                : health.isPending
                  ? t('systemHelp.checking')
                  : t('systemHelp.databaseDown')
            }
          />
          <StatusRow
            label={t('systemHelp.lastSync')}
            status={health.dataUpdatedAt ? 'ok' : 'pending'}
            detail={
              health.dataUpdatedAt
                ? new Date(health.dataUpdatedAt).toLocaleTimeString(i18n.language)
                : t('systemHelp.never')
            }
          />
        </ul>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          {health.isFetching ? t('systemHelp.checking') : t('systemHelp.checkNow')}
        </Button>
        {errors.length > 0 && (
          <>
            <h4 className="mt-4 font-bold">{t('systemHelp.recentProblems')}</h4>
            <ul className="mt-1 flex flex-col gap-1 text-sm">
              {errors.map((entry) => (
                <li key={entry.id}>
                  <span className="font-semibold">
                    {entry.type === 'error' ? t('systemHelp.error') : t('systemHelp.warning')}
                  </span>{' '}
                  {entry.message}{' '}
                  <span className="text-[var(--fg-muted)]">
                    {new Date(entry.timestamp).toLocaleTimeString(i18n.language)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section title={t('systemHelp.voice')}>
        <ul>
          <StatusRow
            label={t('systemHelp.microphone')}
            status={voice.hasMicrophoneApi ? 'ok' : 'fail'}
            detail={voice.hasMicrophoneApi ? t('systemHelp.supported') : t('systemHelp.unsupported')}
          />
          <StatusRow
            label={t('systemHelp.audioPlayback')}
            status={voice.hasAudio ? 'ok' : 'fail'}
            detail={voice.hasAudio ? t('systemHelp.supported') : t('systemHelp.unsupported')}
          />
          <StatusRow
            label={t('systemHelp.realtime')}
            status={voice.hasWebSocket ? 'ok' : 'fail'}
            detail={voice.hasWebSocket ? t('systemHelp.supported') : t('systemHelp.unsupported')}
          />
          <StatusRow
            label={t('systemHelp.secure')}
            status={voice.isSecure ? 'ok' : 'warn'}
            detail={voice.isSecure ? yes : t('systemHelp.secureHint')}
          />
        </ul>
      </Section>

      <Section title={t('systemHelp.progress')}>
        <p className="mt-1" id="progress-label">
          {t('systemHelp.progressPercent', { percent })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-3 overflow-hidden rounded-full bg-[var(--surface-muted)]"
        >
          <div className="h-full bg-[var(--accent)]" style={{ width: `${percent}%` }} />
        </div>
        <ul className="mt-3 flex flex-col gap-1">
          {ACHIEVEMENTS.map((id) => (
            <li key={id} className="flex items-center gap-2">
              <span aria-hidden>{earned.includes(id) ? '🏅' : '◻️'}</span>
              <span className={earned.includes(id) ? 'font-semibold' : 'text-[var(--fg-muted)]'}>
                {t(`achievements.${id}`)}
              </span>
              <span className="sr-only">
                {earned.includes(id) ? t('systemHelp.earned') : t('systemHelp.notYet')}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('systemHelp.accessibility')}>
        <ul>
          <StatusRow
            label={t('systemHelp.outdoorMode')}
            status={isOutdoor ? 'ok' : 'pending'}
            detail={isOutdoor ? yes : no}
          />
          <StatusRow
            label={t('systemHelp.screenAwake')}
            status={isAwake ? 'ok' : 'pending'}
            detail={isAwake ? yes : no}
          />
          <StatusRow
            label={t('systemHelp.reducedMotion')}
            status={isReduced ? 'ok' : 'pending'}
            detail={isReduced ? yes : no}
          />
          <StatusRow
            label={t('systemHelp.language')}
            status="ok"
            detail={i18n.language === 'es' ? 'Español' : 'English'}
          />
          <StatusRow
            label={t('systemHelp.screen')}
            status="ok"
            detail={
              window.innerWidth < MOBILE_BREAKPOINT_PX
                ? t('systemHelp.mobileLayout')
                : t('systemHelp.wideLayout')
            }
          />
        </ul>
        <Button variant="outline" size="sm" onClick={() => setOutdoorMode(!isOutdoor)}>
          {isOutdoor ? t('systemHelp.outdoorOff') : t('systemHelp.outdoorOn')}
        </Button>
      </Section>
    </div>
  )
}
