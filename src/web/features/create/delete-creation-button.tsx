// Deletes one of my creations after asking first (a child might tap it by accident).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog'
import { deleteCreation } from './creations-api'

export function DeleteCreationButton({ id }: { id: string }) {
  const { t } = useTranslation('create')
  const queryClient = useQueryClient()
  const [isOpen, setIsOpen] = useState(false)
  const remove = useMutation({
    mutationFn: () => deleteCreation(id),
    onSuccess: async () => {
      setIsOpen(false)
      toast.success(t('gallery.deleted'))
      await queryClient.invalidateQueries({ queryKey: ['creations'] })
    },
    onError: () => toast.error(t('errors.deleteFailed')),
  })
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('gallery.delete')}>
          <Trash2 aria-hidden className="h-5 w-5" />
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('gallery.deleteTitle')}
        description={t('gallery.deleteBody')}
        closeLabel={t('gallery.close')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setIsOpen(false)}>
            {t('gallery.cancel')}
          </Button>
          <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('gallery.deleteConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
