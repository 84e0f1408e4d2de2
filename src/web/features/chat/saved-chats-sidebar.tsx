// The saved chats of a signed-in user, newest first, with "New chat"; guests learn that signing in keeps chats.
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { chatsQuery, type SavedChat } from './chats-api'
import { DeleteChatDialog } from './delete-chat-dialog'
import { SavedChatItem } from './saved-chat-item'

interface SavedChatsSidebarProps {
  isSignedIn: boolean
  activeChatId?: string
  onOpen: (id: string) => void
  onNewChat: () => void
  onDeleted: (id: string) => void
}

export function SavedChatsSidebar({
  isSignedIn,
  activeChatId,
  onOpen,
  onNewChat,
  onDeleted,
}: SavedChatsSidebarProps) {
  const { t } = useTranslation('chat')
  const titleId = useId()
  return (
    <aside
      aria-labelledby={titleId}
      className="surface flex flex-col gap-3 rounded-3xl p-4 shadow-sm md:max-h-[min(72dvh,46rem)]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-display text-xl font-extrabold">
          {t('saved.title')}
        </h2>
        <Button size="sm" variant="accent" onClick={onNewChat}>
          <Plus aria-hidden className="h-4 w-4" />
          {t('saved.newChat')}
        </Button>
      </div>
      {isSignedIn ? (
        <SavedChatList activeChatId={activeChatId} onOpen={onOpen} onDeleted={onDeleted} />
      ) : (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{t('saved.guestTitle')}</p>
          <p className="text-[var(--fg-muted)]">{t('saved.guestBody')}</p>
          <div>
            <Button asChild variant="outline" size="sm">
              <Link to="/auth">{t('saved.signIn')}</Link>
            </Button>
          </div>
        </div>
      )}
    </aside>
  )
}

function SavedChatList({
  activeChatId,
  onOpen,
  onDeleted,
}: Pick<SavedChatsSidebarProps, 'activeChatId' | 'onOpen' | 'onDeleted'>) {
  const { t } = useTranslation('chat')
  const chats = useQuery(chatsQuery)
  const [toDelete, setToDelete] = useState<SavedChat | null>(null)

  if (chats.isPending) {
    return (
      <p role="status" className="text-[var(--fg-muted)]">
        {t('saved.loading')}
      </p>
    )
  }
  if (chats.isError) {
    return (
      <p role="alert" className="font-semibold text-[var(--danger)]">
        {t('errors.loadChats')}
      </p>
    )
  }
  if (chats.data.length === 0) return <p className="text-[var(--fg-muted)]">{t('saved.empty')}</p>
  return (
    <>
      <ul className="-mx-1 flex flex-col gap-1 overflow-y-auto px-1 max-md:max-h-72">
        {chats.data.map((chat) => (
          <SavedChatItem
            key={chat.id}
            chat={chat}
            isActive={chat.id === activeChatId}
            onOpen={onOpen}
            onDelete={setToDelete}
          />
        ))}
      </ul>
      <DeleteChatDialog chat={toDelete} onClose={() => setToDelete(null)} onDeleted={onDeleted} />
    </>
  )
}
