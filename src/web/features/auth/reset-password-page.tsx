// /reset-password: without a token, asks for the reset mail; with the token of the mailed link, sets a new
// password (every session of the account ends, so the family signs in again).
import { PASSWORD_MIN_LENGTH } from '@shared/constants'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Field } from '../../ui/field'
import { FormProblem } from '../../ui/form-problem'
import { AuthError, requestPasswordReset, resetPassword } from './auth-api'

export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const token = params.get('token')
  return (
    <main className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="font-display text-3xl font-extrabold">{t('reset.title')}</h1>
      <Card>{token ? <NewPasswordForm token={token} /> : <RequestForm />}</Card>
      <Link to="/auth" className="font-semibold text-[var(--link)] underline underline-offset-4">
        {t('reset.backToSignIn')}
      </Link>
    </main>
  )
}

function RequestForm() {
  const { t } = useTranslation('auth')
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem(t('reset.emailInvalid'))
      return
    }
    setState('busy')
    try {
      await requestPasswordReset(email.trim())
      setState('sent')
    } catch (error) {
      setProblem(t(error instanceof AuthError ? error.key : 'errors.unexpected'))
      setState('idle')
    }
  }
  if (state === 'sent') return <p role="status">{t('reset.sent')}</p>
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
      <p>{t('reset.intro')}</p>
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" disabled={state === 'busy'}>
        {state === 'busy' ? t('reset.sending') : t('reset.send')}
      </Button>
    </form>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'validation'])
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(t('validation:passwordTooShort'))
    if (password !== confirm) return setProblem(t('validation:passwordsMismatch'))
    setState('busy')
    const failed = await resetPassword(token, password)
    if (failed) {
      setProblem(t(failed))
      setState('idle')
    } else setState('done')
  }
  if (state === 'done')
    return (
      <div role="status" className="flex flex-col gap-4">
        <p>{t('reset.done')}</p>
        <Button asChild>
          <Link to="/auth">{t('signIn.submit')}</Link>
        </Button>
      </div>
    )
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
      <Field
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Field
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" disabled={state === 'busy'}>
        {state === 'busy' ? t('reset.saving') : t('reset.save')}
      </Button>
    </form>
  )
}
