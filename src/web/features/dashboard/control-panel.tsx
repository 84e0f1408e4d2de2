// The dashboard's first tab: a family overview with a greeting, progress, achievements, recent chats and links.
import { BookOpen, MessageCircle, Mic } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card } from '../../ui/card'
import { MochiMascot } from '../../ui/mochi-mascot'
import { useSession } from '../auth/use-session'
import { AchievementsCard } from './achievements-card'
import { ProgressCard } from './progress-card'
import { RecentChatsCard } from './recent-chats-card'
import { useLocalProgress } from './use-local-progress'

const QUICK_LINKS = [
  { to: '/chat', label: 'dashboard.linkChat', Icon: MessageCircle },
  { to: '/voice', label: 'dashboard.linkVoice', Icon: Mic },
  { to: '/learning-hub', label: 'dashboard.linkLearn', Icon: BookOpen },
] as const

export function ControlPanel() {
  const { t } = useTranslation('chat')
  const session = useSession()
  const progress = useLocalProgress()
  const name = session.data?.name?.trim()
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex items-center gap-4">
        <MochiMascot className="h-16 w-16 shrink-0" />
        <div>
          <h2 className="font-display text-2xl font-extrabold">
            {name ? t('dashboard.greeting', { name }) : t('dashboard.greetingGuest')}
          </h2>
          <p className="text-[var(--fg-muted)]">{t('dashboard.intro')}</p>
        </div>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <ProgressCard progress={progress} />
        <RecentChatsCard isSignedIn={Boolean(session.data)} />
      </div>
      <AchievementsCard progress={progress} />
      <Card>
        <h2 className="text-xl font-bold">{t('dashboard.quickLinksTitle')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {QUICK_LINKS.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="surface inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold hover:bg-[var(--surface-muted)]"
              >
                <Icon aria-hidden className="h-4 w-4 text-[var(--accent)]" />
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  )
}
