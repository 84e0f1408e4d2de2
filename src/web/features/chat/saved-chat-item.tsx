// One saved chat in the sidebar: open it, rename it in place (Enter saves, Escape cancels) or ask to delete it.
import { renameChatSchema } from '@shared/schemas/chat'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MessageCircle, Pencil, Trash2 } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { CHATS_QUERY_KEY, renameChat, type SavedChat } from './chats-api'

interface SavedChatItemProps {
  chat: SavedChat
  isActive: boolean
  onOpen: (id: string) => void
  onDelete: (chat: SavedChat) => void
}

export function SavedChatItem({ chat, isActive, onOpen, onDelete }: SavedChatItemProps) {
  const { t, i18n } = useTranslation(['chat', 'validation'])
  const [isRenaming, setIsRenaming] = useState(false)
  const openRef = useRef<HTMLButtonElement>(null)
  const wasRenaming = useRef(false)
  useEffect(() => {
    // Back from renaming, the keyboard continues on this chat rather than at the top of the page.
    if (wasRenaming.current && !isRenaming) openRef.current?.focus()
    wasRenaming.current = isRenaming
  }, [isRenaming])
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(chat.updatedAt),
  )
  return (
    <li
      className={cn(
        'rounded-2xl border-2 p-2',
        isActive ? 'border-[var(--accent)] bg-[var(--surface-muted)]' : 'border-transparent',
      )}
    >
      {isRenaming ? (
        <RenameForm chat={chat} onDone={() => setIsRenaming(false)} />
      ) : (
        <>
          <button
            ref={openRef}
            type="button"
            onClick={() => onOpen(chat.id)}
            aria-current={isActive ? 'true' : undefined}
            className="flex min-h-11 w-full items-start gap-2 rounded-xl px-2 py-1 text-left hover:bg-[var(--surface-muted)]"
          >
            <MessageCircle aria-hidden className="mt-1 h-4 w-4 shrink-0 text-[var(--accent)]" />
            <span className="min-w-0">
              <span className="block truncate font-semibold">{chat.title}</span>
              <span className="block text-xs text-[var(--fg-muted)]">
                {t('chat:saved.updated', { date: updated })}
                {isActive && ` · ${t('chat:saved.current')}`}
              </span>
            </span>
          </button>
          <div className="mt-1 flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setIsRenaming(true)}
              aria-label={t('chat:saved.renameChat', { title: chat.title })}
            >
              <Pencil aria-hidden className="h-4 w-4" />
              {t('chat:saved.rename')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDelete(chat)}
              aria-label={t('chat:saved.deleteChat', { title: chat.title })}
            >
              <Trash2 aria-hidden className="h-4 w-4 text-[var(--danger)]" />
              {t('chat:saved.delete')}
            </Button>
          </div>
        </>
      )}
    </li>
  )
}

function RenameForm({ chat, onDone }: { chat: SavedChat; onDone: () => void }) {
  const { t } = useTranslation(['chat', 'validation'])
  const queryClient = useQueryClient()
  const [title, setTitle] = useState(chat.title)
  const [problem, setProblem] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const rename = useMutation({
    mutationFn: (next: string) => renameChat(chat.id, next),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY, exact: true })
      toast.success(t('chat:saved.renamed'))
      onDone()
    },
    onError: () => setProblem(t('chat:errors.renameFailed')),
  })

  useEffect(() => {
    inputRef.current?.select()
  }, [])

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = renameChatSchema.safeParse({ title })
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message === 'nameTooLong' ? 'nameTooLong' : 'fillAllFields'
      setProblem(t(`validation:${key}`))
      return
    }
    if (parsed.data.title === chat.title) return onDone()
    rename.mutate(parsed.data.title)
  }

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onDone()
    }
  }

  const errorId = `rename-${chat.id}-error`
  return (
    <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} className="flex flex-col gap-2 p-1">
      <label htmlFor={`rename-${chat.id}`} className="text-sm font-semibold">
        {t('chat:saved.renameLabel')}
      </label>
      <input
        ref={inputRef}
        id={`rename-${chat.id}`}
        value={title}
        maxLength={120}
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        className="surface min-h-11 rounded-xl px-3 text-base text-[var(--fg)]"
      />
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-[var(--danger)]">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {t('chat:saved.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('chat:saved.cancel')}
        </Button>
      </div>
    </form>
  )
}
