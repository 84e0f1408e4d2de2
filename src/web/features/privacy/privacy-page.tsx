// The privacy notice (/privacy): what we keep, why, for how long, who gets it, export/delete, parents' rights.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { MochiMascot } from '../../ui/mochi-mascot'

const SECTIONS = ['keep', 'why', 'howLong', 'who', 'rights', 'children'] as const

export function PrivacyPage() {
  const { t } = useTranslation('privacy')
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex items-center gap-3">
        <MochiMascot className="h-14 w-14" />
        <h1 className="font-display text-3xl font-extrabold">{t('notice.title')}</h1>
      </div>
      <p className="text-lg">{t('notice.intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`} className="flex flex-col gap-2">
          <h2 id={`privacy-${section}`} className="font-display text-xl font-bold">
            {t(`notice.sections.${section}.title`)}
          </h2>
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {(t(`notice.sections.${section}.items`, { returnObjects: true }) as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <Button asChild size="lg" className="self-start">
        <Link to="/">{t('notice.back')}</Link>
      </Button>
    </main>
  )
}
