// Deleting the account needs the email typed again; then everything tied to it is removed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog'
import { Field } from '../../ui/field'
import { deleteAccount } from './profile-api'

export function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation('profile')
  const [typed, setTyped] = useState('')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => deleteAccount(typed),
    onSuccess: async () => {
      toast.success(t('deleted'))
      await queryClient.invalidateQueries()
      navigate('/auth')
    },
    onError: () => toast.error(t('deleteFailed')),
  })
  const matches = typed.trim().toLowerCase() === email.toLowerCase()
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="danger">{t('delete')}</Button>
      </DialogTrigger>
      <DialogContent title={t('deleteTitle')} description={t('deleteBody')} closeLabel={t('close')}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            if (matches) remove.mutate()
          }}
        >
          <Field
            label={t('deleteConfirmLabel', { email })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
            {remove.isPending ? t('deleting') : t('deleteForever')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
