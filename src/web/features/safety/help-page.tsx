// /help: help resources for children and families (trusted adults, emergency numbers, helplines, flagged moments).
import { HeartHandshake, Phone, ShieldCheck, UserRound, Users } from 'lucide-react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card } from '../../ui/card'
import { MochiMascot } from '../../ui/mochi-mascot'

const SECTIONS: readonly {
  key: 'adult' | 'emergency' | 'helpline' | 'online'
  icon: ComponentType<{ className?: string }>
}[] = [
  { key: 'adult', icon: UserRound },
  { key: 'emergency', icon: Phone },
  { key: 'helpline', icon: HeartHandshake },
  { key: 'online', icon: ShieldCheck },
]

export function HelpPage() {
  const { t } = useTranslation('safety')
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8">
      <div className="flex items-center gap-4">
        <MochiMascot className="h-16 w-16 shrink-0" />
        <div>
          <h1 className="font-display text-3xl font-extrabold">{t('help.title')}</h1>
          <p className="text-[var(--fg-muted)]">{t('help.intro')}</p>
        </div>
      </div>
      {SECTIONS.map(({ key, icon: Icon }) => (
        <Card key={key}>
          <h2 className="mb-1 flex items-center gap-2 text-xl font-bold">
            <Icon aria-hidden className="h-5 w-5 text-[var(--accent)]" />
            {t(`help.${key}Title`)}
          </h2>
          <p>{t(`help.${key}Body`)}</p>
        </Card>
      ))}
      <Card>
        <h2 className="mb-1 flex items-center gap-2 text-xl font-bold">
          <Users aria-hidden className="h-5 w-5 text-[var(--accent)]" />
          {t('help.parentsTitle')}
        </h2>
        <p className="mb-2">{t('help.parentsBody')}</p>
        <Link to="/profile" className="font-semibold underline underline-offset-2">
          {t('help.parentsLink')}
        </Link>
      </Card>
    </div>
  )
}
