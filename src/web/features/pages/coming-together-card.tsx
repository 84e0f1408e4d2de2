// A small in-place placeholder for a module whose feature is still being built.
import { Hammer } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/card'

export function ComingTogetherCard({ title }: { title: string }) {
  const { t } = useTranslation('pages')
  return (
    <Card className="flex items-start gap-4">
      <Hammer aria-hidden className="mt-1 h-8 w-8 shrink-0 text-[var(--accent)]" />
      <div>
        <h2 className="text-lg font-bold">{title}</h2>
        <p className="mt-1 text-[var(--fg-muted)]">{t('comingTogether.body')}</p>
      </div>
    </Card>
  )
}
