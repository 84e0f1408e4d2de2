// The profile's "Change email": the new address and the current password (identity-provider accounts leave it
// empty and need a recent sign-in); the change happens when the link mailed to the new address is followed.
import { changeEmailSchema } from '@shared/schemas/account'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { FormProblem } from '../../ui/form-problem'

export function ChangeEmailForm() {
  const { t } = useTranslation('profile')
  const errorText = useErrorText()
  const fieldError = useValidationMessage()
  const [newEmail, setNewEmail] = useState('')
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const parsed = changeEmailSchema.safeParse({ newEmail, password: password || undefined })
    if (!parsed.success) {
      setProblem(fieldError(parsed.error.issues[0]?.message) ?? t('changeEmail.failed'))
      return
    }
    setBusy(true)
    try {
      const answer = await unwrap(api.api.account['change-email'].$post({ json: parsed.data }))
      setSentTo(answer.verificationSentTo)
      setPassword('')
    } catch (error) {
      setProblem(errorText(error, t('changeEmail.failed')))
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) return <p role="status">{t('changeEmail.sent', { email: sentTo })}</p>
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit} aria-label={t('changeEmail.title')}>
      <Field
        label={t('changeEmail.newEmail')}
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <Field
        label={t('changeEmail.password')}
        type="password"
        autoComplete="current-password"
        hint={t('changeEmail.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? t('changeEmail.busy') : t('changeEmail.submit')}
      </Button>
    </form>
  )
}
