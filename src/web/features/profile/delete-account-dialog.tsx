// Deleting the account needs the email typed again and the password (or, for an identity-provider account, a
// fresh sign-in); then everything tied to it is removed.

import { ERROR_CODES } from '@shared/error-codes'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiRequestError } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog'
import { Field } from '../../ui/field'
import { deleteAccount } from './profile-api'

export function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation('profile')
  const [typed, setTyped] = useState('')
  const [password, setPassword] = useState('')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => deleteAccount(typed, password),
    onSuccess: async () => {
      toast.success(t('deleted'))
      await queryClient.invalidateQueries()
      navigate('/auth')
    },
    onError: (error) => {
      const code = error instanceof ApiRequestError ? error.code : undefined
      toast.error(
        code === ERROR_CODES.invalidCredentials
          ? t('deleteWrongPassword')
          : code === ERROR_CODES.reauthenticationRequired
            ? t('deleteSignInAgain')
            : t('deleteFailed'),
      )
    },
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
          <Field
            label={t('deletePasswordLabel')}
            hint={t('deletePasswordHint')}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
          <Button type="submit" variant="danger" disabled={!matches || remove.isPending}>
            {remove.isPending ? t('deleting') : t('deleteForever')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
