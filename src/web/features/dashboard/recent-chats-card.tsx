// The three most recent saved chats of a signed-in user, each reopening in "My chats"; guests are told why
// there is nothing here.
import { useQuery } from '@tanstack/react-query'
import { MessageCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Card } from '../../ui/card'
import { chatsQuery } from '../chat/chats-api'

const RECENT_COUNT = 3
const linkClass = 'font-semibold text-[var(--link)] underline underline-offset-2'

export function RecentChatsCard({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation('chat')
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t('dashboard.recentTitle')}</h2>
      {isSignedIn ? (
        <RecentChats />
      ) : (
        <p className="text-[var(--fg-muted)]">
          <Link to="/auth" className={linkClass}>
            {t('dashboard.recentGuest')}
          </Link>
        </p>
      )}
    </Card>
  )
}

function RecentChats() {
  const { t } = useTranslation('chat')
  const chats = useQuery(chatsQuery)
  if (chats.isPending) return <p className="text-[var(--fg-muted)]">{t('saved.loading')}</p>
  if (chats.isError) return <p className="text-[var(--danger)]">{t('errors.loadChats')}</p>
  if (chats.data.length === 0) return <p className="text-[var(--fg-muted)]">{t('dashboard.recentEmpty')}</p>
  return (
    <>
      <ul className="flex flex-col gap-1">
        {chats.data.slice(0, RECENT_COUNT).map((chat) => (
          <li key={chat.id}>
            <Link
              to={`/chat?tab=chat-advanced&chat=${encodeURIComponent(chat.id)}`}
              className="flex min-h-11 items-center gap-2 rounded-xl px-2 hover:bg-[var(--surface-muted)]"
            >
              <MessageCircle aria-hidden className="h-4 w-4 shrink-0 text-[var(--accent)]" />
              <span className="truncate">{chat.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/chat?tab=chat-advanced" className={linkClass}>
        {t('dashboard.openChats')}
      </Link>
    </>
  )
}
