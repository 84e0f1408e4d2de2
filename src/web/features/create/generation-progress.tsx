// The "Mochi is painting…" indicator while a picture or clip is being made, with the seconds so far.
import { useTranslation } from 'react-i18next'
import { useElapsedSeconds } from './use-elapsed-seconds'

export function GenerationProgress({ kind }: { kind: 'image' | 'video' }) {
  const { t } = useTranslation('create')
  const seconds = useElapsedSeconds(true)
  const label = t(kind === 'image' ? 'creator.generatingImage' : 'creator.generatingVideo')
  return (
    <div className="flex flex-col gap-2" role="status" aria-live="polite">
      <div className="flex items-center justify-between gap-3 font-semibold">
        <span>{label}</span>
        <span className="tabular-nums text-[var(--fg-muted)]" data-testid="elapsed-seconds">
          {t('creator.elapsed', { seconds })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuetext={t('creator.elapsed', { seconds })}
        className="h-3 overflow-hidden rounded-full bg-[var(--surface-muted)]"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-[var(--primary)] motion-reduce:animate-none" />
      </div>
    </div>
  )
}
