// Previous / Next between pages of facts, with "Page 2 of 7" between them.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/button'

interface FactPagerProps {
  page: number
  pageCount: number
  onPage: (page: number) => void
}

export function FactPager({ page, pageCount, onPage }: FactPagerProps) {
  const { t } = useTranslation('learning')
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        {t('pager.previous')}
      </Button>
      <span className="font-semibold" aria-live="polite">
        {t('pager.pageOf', { page, total: pageCount })}
      </span>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </Button>
    </nav>
  )
}
