// "About Mochi": what Mochi can do and the topics Mochi knows, in English and Spanish side by side.
import { useTranslation } from 'react-i18next'
import { DialogContent } from '../../ui/dialog'
import { MochiMascot } from '../../ui/mochi-mascot'

const FEATURES = ['chat', 'voice', 'create', 'learn', 'play', 'follow'] as const
const TOPICS = ['bees', 'pollination', 'planting', 'soil', 'pests', 'seasons'] as const

function AboutColumn({ language }: { language: 'en' | 'es' }) {
  const { t } = useTranslation('shell', { lng: language })
  return (
    <section lang={language} aria-labelledby={`about-${language}`} className="surface rounded-2xl p-4">
      <h3 id={`about-${language}`} className="text-lg font-bold">
        {t('about.languageHeading')}
      </h3>
      <p className="mt-1 text-[var(--fg-muted)]">{t('about.intro')}</p>
      <h4 className="mt-3 font-bold">{t('about.featuresHeading')}</h4>
      <ul className="mt-1 list-disc pl-5">
        {FEATURES.map((key) => (
          <li key={key}>{t(`about.features.${key}`)}</li>
        ))}
      </ul>
      <h4 className="mt-3 font-bold">{t('about.topicsHeading')}</h4>
      <ul className="mt-1 flex flex-wrap gap-2">
        {TOPICS.map((key) => (
          <li key={key} className="rounded-full bg-[var(--surface-muted)] px-3 py-1 text-sm font-semibold">
            {t(`about.topics.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  )
}

export function AboutMochiDialog() {
  const { t } = useTranslation('shell')
  return (
    <DialogContent title={t('about.title')} closeLabel={t('close')} className="md:w-[min(92vw,48rem)]">
      <div className="mb-3 flex justify-center">
        <MochiMascot className="h-20 w-20" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <AboutColumn language="en" />
        <AboutColumn language="es" />
      </div>
    </DialogContent>
  )
}
