// A friendly placeholder for screens whose feature is still being built, honest about what works today.
import { Hammer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'

export type ComingTogetherScreen =
  | 'chat'
  | 'voice'
  | 'auth'
  | 'dashboard'
  | 'learningHub'
  | 'lesson'
  | 'production'

export function ComingTogetherPage({ screen }: { screen: ComingTogetherScreen }) {
  const { t } = useTranslation('pages')
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-10">
      <h1 className="font-display text-3xl font-extrabold">{t(`screens.${screen}`)}</h1>
      <Card className="flex items-start gap-4">
        <Hammer aria-hidden className="mt-1 h-8 w-8 shrink-0 text-[var(--accent)]" />
        <div>
          <h2 className="text-lg font-bold">{t('comingTogether.title')}</h2>
          <p className="mt-1 text-[var(--fg-muted)]">{t('comingTogether.body')}</p>
        </div>
      </Card>
      <div>
        <Button asChild variant="outline">
          <Link to="/">{t('comingTogether.backHome')}</Link>
        </Button>
      </div>
    </div>
  )
}
