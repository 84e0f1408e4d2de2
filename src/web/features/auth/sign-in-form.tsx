// The sign-in tab: email and password; errors as in spec 8; success goes to the home screen.
import { zodResolver } from '@hookform/resolvers/zod'
import { type SignIn, signInSchema } from '@shared/schemas/account'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from '../../lib/toast'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { FormProblem } from '../../ui/form-problem'
import { AuthError, signIn } from './auth-api'
import { useRefreshSession } from './use-session'

export function SignInForm({ defaultEmail }: { defaultEmail?: string }) {
  const { t } = useTranslation(['auth', 'validation'])
  const navigate = useNavigate()
  const refreshSession = useRefreshSession()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
    values: { email: defaultEmail ?? '', password: '' },
  })

  const onSubmit = async (values: SignIn) => {
    setProblem(null)
    try {
      await signIn(values)
      await refreshSession()
      toast.success(t('signIn.success'))
      navigate('/')
    } catch (error) {
      const message = error instanceof AuthError ? t(error.key) : t('errors.unexpected')
      setProblem(message)
      toast.error(message)
    }
  }

  const fieldError = useValidationMessage()
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('signIn.title')}
    >
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Field
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.busy') : t('signIn.submit')}
      </Button>
      <Link
        to="/reset-password"
        className="self-start text-sm font-semibold text-[var(--link)] underline underline-offset-4"
      >
        {t('reset.forgot')}
      </Link>
    </form>
  )
}
