// The "chat-advanced" tab: the chat beside the saved-chats sidebar. Opening a saved chat loads its messages
// from the server and continues it; a new chat of a signed-in user appears in the list once it is saved.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '../../ui/loading'
import { useSession } from '../auth/use-session'
import { CHATS_QUERY_KEY, chatQuery } from './chats-api'
import { MochiChat } from './mochi-chat'
import { RegistrationGate } from './registration-gate'
import { SavedChatsSidebar } from './saved-chats-sidebar'

interface OpenChat {
  /** Changes whenever a different conversation is shown, so the chat starts afresh. */
  key: string
  chatId?: string
  /** Opened from the list (its messages are loaded), as opposed to a new chat that got saved. */
  isResumed: boolean
}

const newChat = (): OpenChat => ({ key: crypto.randomUUID(), isResumed: false })

export function AdvancedChat({ initialChatId }: { initialChatId?: string }) {
  return (
    <RegistrationGate>
      <AdvancedChatLayout initialChatId={initialChatId} />
    </RegistrationGate>
  )
}

function AdvancedChatLayout({ initialChatId }: { initialChatId?: string }) {
  const session = useSession()
  const isSignedIn = Boolean(session.data)
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<OpenChat>(() =>
    initialChatId ? { key: crypto.randomUUID(), chatId: initialChatId, isResumed: true } : newChat(),
  )

  const refreshList = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY, exact: true }),
    [queryClient],
  )
  const handleSaved = useCallback(
    (chatId: string) => {
      setOpen((current) => ({ ...current, chatId }))
      refreshList()
    },
    [refreshList],
  )

  return (
    <div className="grid gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
      <SavedChatsSidebar
        isSignedIn={isSignedIn}
        activeChatId={open.chatId}
        onOpen={(chatId) => setOpen({ key: crypto.randomUUID(), chatId, isResumed: true })}
        onNewChat={() => setOpen(newChat())}
        onDeleted={(chatId) => setOpen((current) => (current.chatId === chatId ? newChat() : current))}
      />
      {open.isResumed && open.chatId && isSignedIn ? (
        <ResumedChat key={open.key} chatId={open.chatId} onReplySettled={refreshList} />
      ) : (
        <MochiChat key={open.key} onChatSaved={handleSaved} onReplySettled={refreshList} />
      )}
    </div>
  )
}

function ResumedChat({ chatId, onReplySettled }: { chatId: string; onReplySettled: () => void }) {
  const { t } = useTranslation('chat')
  // Fetched on every opening (no cache): the chat continues from the server's latest copy.
  const saved = useQuery({ ...chatQuery(chatId), gcTime: 0 })
  if (saved.isPending) return <Loading />
  if (saved.isError) {
    return (
      <p role="alert" className="surface rounded-3xl p-5 font-semibold text-[var(--danger)]">
        {t('errors.loadChat')}
      </p>
    )
  }
  return <MochiChat chatId={chatId} initialMessages={saved.data.messages} onReplySettled={onReplySettled} />
}
