// The Beeducation hub's header: Mochi, the title and a friendly line.
import { useTranslation } from 'react-i18next'
import { MochiMascot } from '../../../ui/mochi-mascot'

export function HubHeader() {
  const { t } = useTranslation('learning')
  return (
    <header className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
      <MochiMascot className="h-20 w-20 shrink-0 sm:h-24 sm:w-24" title={t('hub.mascot')} pose="excited" />
      <div>
        <h1 className="font-display text-3xl font-extrabold sm:text-4xl">{t('hub.title')}</h1>
        <p className="text-lg text-[var(--fg-muted)]">{t('hub.subtitle')}</p>
      </div>
    </header>
  )
}
