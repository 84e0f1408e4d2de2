// The top navigation bar: logo and title, desktop nav, display controls, the side menu and Sign In.
import { Heart, Share2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { cn } from '../../ui/cn'
import { AccountControls } from '../auth/account-controls'
import { FullscreenToggle, LanguageSwitch, OutdoorToggle } from './display-toggles'
import { LazyDialogButton } from './lazy-dialog-button'
import { MochiAvatar } from './mochi-avatar'
import { SideMenu } from './side-menu'

const loadFollowDialog = async () => (await import('../follow/follow-dialog')).FollowDialog
const loadShareDialog = async () => (await import('../share/share-dialog')).ShareDialog

const NAV = [
  { to: '/chat', key: 'chat' },
  { to: '/voice', key: 'voice' },
  { to: '/learning-hub', key: 'learn' },
] as const

export function Header({ isRegistered }: { isRegistered: boolean }) {
  const { t } = useTranslation('shell')
  return (
    <header className="sticky top-0 z-30 border-b border-[var(--border)] bg-[var(--bg)]/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-2 py-2 sm:gap-2 sm:px-3">
        <Link to="/" className="mr-2 flex shrink-0 items-center gap-2 rounded-full pr-2">
          <MochiAvatar />
          <span className="whitespace-nowrap font-display text-xl font-extrabold max-sm:sr-only">
            {t('title')}
          </span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden shrink-0 lg:block">
          <ul className="flex gap-1">
            {NAV.map(({ to, key }) => (
              <li key={key}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex min-h-11 items-center rounded-full px-4 font-semibold hover:bg-[var(--surface-muted)]',
                      isActive && 'bg-[var(--surface-muted)] underline underline-offset-4',
                    )
                  }
                >
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1">
          <LazyDialogButton
            label={t('follow')}
            icon={<Heart aria-hidden className="h-6 w-6 text-[var(--danger)]" />}
            load={loadFollowDialog}
          />
          <LazyDialogButton
            label={t('share')}
            icon={<Share2 aria-hidden className="h-6 w-6" />}
            load={loadShareDialog}
          />
          <LanguageSwitch />
          <OutdoorToggle />
          {isRegistered && (
            <div className="hidden sm:block">
              <FullscreenToggle />
            </div>
          )}
          <AccountControls />
          <SideMenu />
        </div>
      </div>
    </header>
  )
}
