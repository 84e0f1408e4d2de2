// Step 1 of the first visit: meet Mochi and press "Start Adventure" (sets hasVisited).
import { STORAGE_KEYS } from '@shared/storage-keys'
import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { writeStorage } from '../../lib/storage'
import { Button } from '../../ui/button'
import { MochiMascot } from '../../ui/mochi-mascot'

export function LandingScreen() {
  const { t } = useTranslation('flow')
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <MochiMascot className="h-40 w-40 animate-float" />
      <h1 className="font-display text-4xl font-extrabold md:text-5xl">{t('landing.title')}</h1>
      <p className="text-lg text-[var(--fg-muted)] md:text-xl">{t('landing.subtitle')}</p>
      <ul className="grid gap-2 text-left text-base sm:grid-cols-2">
        {(['chat', 'learn', 'play', 'create'] as const).map((item) => (
          <li key={item} className="surface rounded-2xl px-4 py-3">
            {t(`landing.features.${item}`)}
          </li>
        ))}
      </ul>
      <Button size="lg" onClick={() => writeStorage(STORAGE_KEYS.hasVisited, 'true')}>
        <Sparkles aria-hidden className="h-5 w-5" />
        {t('landing.start')}
      </Button>
    </main>
  )
}
