// The side menu sheet: navigation (for small screens), Technical Details, System Help, the external site,
// About Mochi, and a way to replay the intro. Loaded on first use, so its dialogs stay out of the first visit.
import {
  Activity,
  BookOpen,
  Cpu,
  ExternalLink,
  Gauge,
  HeartPulse,
  Info,
  LogIn,
  MessageCircle,
  Mic,
  PlayCircle,
  UserRound,
} from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Dialog, DialogContent } from '../../ui/dialog'
import { useSession } from '../auth/use-session'
import { AboutMochiDialog } from './about-mochi'
import { openIntroPopup } from './intro-state'
import { EXTERNAL_SITE_URL } from './site-links'
import { SystemHelpPanel } from './system-help-panel'

const itemClass =
  'flex min-h-12 w-full items-center gap-3 rounded-2xl px-3 text-left font-semibold hover:bg-[var(--surface-muted)]'

function MenuLink({
  to,
  icon,
  children,
  onNavigate,
  className,
}: {
  to: string
  icon: ReactNode
  children: ReactNode
  onNavigate: () => void
  className?: string
}) {
  return (
    <li className={className}>
      <Link to={to} className={itemClass} onClick={onNavigate}>
        {icon}
        {children}
      </Link>
    </li>
  )
}

export function SideMenuSheet({
  isOpen,
  setIsOpen,
}: {
  isOpen: boolean
  setIsOpen: (open: boolean) => void
}) {
  const { t } = useTranslation('shell')
  const [panel, setPanel] = useState<'help' | 'about' | null>(null)
  const user = useSession().data
  const close = () => setIsOpen(false)
  const openPanel = (which: 'help' | 'about') => {
    setIsOpen(false)
    setPanel(which)
  }

  return (
    <>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent title={t('menu.title')} layout="sheet-right" closeLabel={t('close')}>
          <nav aria-label={t('menu.title')}>
            <ul className="flex flex-col gap-1">
              <MenuLink
                to="/chat"
                className="lg:hidden"
                icon={<MessageCircle aria-hidden className="h-5 w-5" />}
                onNavigate={close}
              >
                {t('nav.chat')}
              </MenuLink>
              <MenuLink
                to="/voice"
                className="lg:hidden"
                icon={<Mic aria-hidden className="h-5 w-5" />}
                onNavigate={close}
              >
                {t('nav.voice')}
              </MenuLink>
              <MenuLink
                to="/learning-hub"
                className="lg:hidden"
                icon={<BookOpen aria-hidden className="h-5 w-5" />}
                onNavigate={close}
              >
                {t('nav.learn')}
              </MenuLink>
              {user ? (
                <MenuLink
                  to="/profile"
                  icon={<UserRound aria-hidden className="h-5 w-5" />}
                  onNavigate={close}
                >
                  {t('account.profile')}
                </MenuLink>
              ) : (
                <MenuLink
                  to="/auth"
                  className="sm:hidden"
                  icon={<LogIn aria-hidden className="h-5 w-5" />}
                  onNavigate={close}
                >
                  {t('signIn')}
                </MenuLink>
              )}
              {user?.role === 'admin' && (
                <>
                  <MenuLink
                    to="/control-center"
                    icon={<Gauge aria-hidden className="h-5 w-5" />}
                    onNavigate={close}
                  >
                    {t('menu.controlCenter')}
                  </MenuLink>
                  <MenuLink
                    to="/production"
                    icon={<Activity aria-hidden className="h-5 w-5" />}
                    onNavigate={close}
                  >
                    {t('menu.production')}
                  </MenuLink>
                </>
              )}
              <MenuLink
                to="/technical-details"
                icon={<Cpu aria-hidden className="h-5 w-5" />}
                onNavigate={close}
              >
                {t('menu.technical')}
              </MenuLink>
              <li>
                <button type="button" className={itemClass} onClick={() => openPanel('help')}>
                  <HeartPulse aria-hidden className="h-5 w-5" />
                  {t('menu.systemHelp')}
                </button>
              </li>
              <li>
                <button type="button" className={itemClass} onClick={() => openPanel('about')}>
                  <Info aria-hidden className="h-5 w-5" />
                  {t('menu.about')}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close()
                    openIntroPopup()
                  }}
                >
                  <PlayCircle aria-hidden className="h-5 w-5" />
                  {t('menu.replayIntro')}
                </button>
              </li>
              <li>
                <a href={EXTERNAL_SITE_URL} target="_blank" rel="noopener noreferrer" className={itemClass}>
                  <ExternalLink aria-hidden className="h-5 w-5" />
                  {t('menu.website')}
                  <span className="sr-only">{t('footer.opensNewTab')}</span>
                </a>
              </li>
            </ul>
          </nav>
        </DialogContent>
      </Dialog>
      <Dialog open={panel === 'help'} onOpenChange={(open) => setPanel(open ? 'help' : null)}>
        {panel === 'help' && (
          <DialogContent title={t('systemHelp.title')} layout="full" closeLabel={t('close')}>
            <SystemHelpPanel />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={panel === 'about'} onOpenChange={(open) => setPanel(open ? 'about' : null)}>
        {panel === 'about' && <AboutMochiDialog />}
      </Dialog>
    </>
  )
}
