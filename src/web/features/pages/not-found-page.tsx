// The not-found screen: 404, the page is not in the garden, and a way back; the 404 is logged.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Button } from '../../ui/button'
import { MochiMascot } from '../../ui/mochi-mascot'

export function NotFoundPage() {
  const { t } = useTranslation('pages')
  const location = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname)
  }, [location.pathname])
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <MochiMascot className="h-24 w-24" />
      <h1 className="font-display text-6xl font-extrabold">404</h1>
      <p className="text-xl text-[var(--fg-muted)]">{t('notFound.message')}</p>
      <Button asChild size="lg">
        <Link to="/">{t('notFound.returnHome')}</Link>
      </Button>
    </div>
  )
}
