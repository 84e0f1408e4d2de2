// Step 2 of the first visit: Español / English, stored as selectedLanguage and mochi_language_selected.
import type { Language } from '@shared/constants'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { useTranslation } from 'react-i18next'
import { setLanguage } from '../../lib/i18n'
import { writeStorage } from '../../lib/storage'
import { Button } from '../../ui/button'
import { MochiMascot } from '../../ui/mochi-mascot'

const CHOICES: Array<{ language: Language; label: string; flag: string }> = [
  { language: 'es', label: 'Español', flag: '🌻' },
  { language: 'en', label: 'English', flag: '🌼' },
]

export function LanguageChooser() {
  const { t } = useTranslation('flow')
  const choose = (language: Language) => {
    setLanguage(language)
    writeStorage(STORAGE_KEYS.languageSelected, 'true')
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <MochiMascot className="h-28 w-28" />
      <h1 className="font-display text-3xl font-extrabold">{t('language.title')}</h1>
      <p className="text-lg text-[var(--fg-muted)]">{t('language.subtitle')}</p>
      <div className="flex w-full flex-col gap-3 sm:flex-row">
        {CHOICES.map(({ language, label, flag }) => (
          <Button
            key={language}
            size="lg"
            variant="outline"
            lang={language}
            className="flex-1 text-xl"
            onClick={() => choose(language)}
          >
            <span aria-hidden>{flag}</span>
            {label}
          </Button>
        ))}
      </div>
    </main>
  )
}
