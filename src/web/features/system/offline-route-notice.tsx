// Says plainly, on the screens that only work online (chat and voice), that they need the connection.
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useOnline } from './use-connectivity'

const NEEDS_CONNECTION = { '/chat': 'chat', '/voice': 'voice' } as const

export function OfflineRouteNotice() {
  const { t } = useTranslation()
  const isOnline = useOnline()
  const { pathname } = useLocation()
  const screen = NEEDS_CONNECTION[pathname as keyof typeof NEEDS_CONNECTION]
  if (isOnline || !screen) return null
  return (
    <p
      role="status"
      className="mx-auto mt-4 max-w-3xl rounded-2xl border border-[var(--border)] bg-[var(--surface-muted)] text-[var(--fg)] px-4 py-3 text-center font-medium"
    >
      {t(`offlineNeeds.${screen}`)}
    </p>
  )
}
