// Asks before a saved chat is deleted, in plain words: it is gone for good, there is no undo.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Dialog, DialogContent } from '../../ui/dialog'
import { CHATS_QUERY_KEY, deleteChat, type SavedChat } from './chats-api'

interface DeleteChatDialogProps {
  chat: SavedChat | null
  onClose: () => void
  onDeleted: (id: string) => void
}

export function DeleteChatDialog({ chat, onClose, onDeleted }: DeleteChatDialogProps) {
  const { t } = useTranslation('chat')
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: (id: string) => deleteChat(id),
    onSuccess: (_result, id) => {
      void queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY, exact: true })
      toast.success(t('saved.deleted'))
      onDeleted(id)
      onClose()
    },
  })

  const close = () => {
    remove.reset()
    onClose()
  }

  return (
    <Dialog open={chat !== null} onOpenChange={(open) => !open && close()}>
      {chat && (
        <DialogContent
          title={t('saved.deleteTitle')}
          description={t('saved.deleteBody', { title: chat.title })}
          closeLabel={t('saved.close')}
        >
          {remove.isError && (
            <p role="alert" className="mb-3 font-semibold text-[var(--danger)]">
              {t('errors.deleteFailed')}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={close} autoFocus>
              {t('saved.keep')}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(chat.id)}>
              {remove.isPending ? t('saved.deleting') : t('saved.deleteConfirm')}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  )
}
