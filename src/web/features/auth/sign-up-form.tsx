// The sign-up tab (spec 2.5): email, display name, age, password twice, four consents and the language.
// The same zod schema validates here and on the server; a duplicate email sends the family to sign-in.
import { zodResolver } from '@hookform/resolvers/zod'
import { type SignUp, type SignUpInput, signUpSchema } from '@shared/schemas/account'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../lib/i18n'
import { toast } from '../../lib/toast'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'
import { Field } from '../../ui/field'
import { FormProblem } from '../../ui/form-problem'
import { LanguageRadioGroup } from '../../ui/language-radio-group'
import { PrivacyNoticeLink } from '../privacy/privacy-notice-link'
import { AuthError, signUp } from './auth-api'

const CONSENTS = ['dataProcessing', 'marketing', 'analytics', 'notifications'] as const

export function SignUpForm({
  onSignedUp,
  onExistingAccount,
}: {
  onSignedUp: (email: string) => void
  onExistingAccount: (email: string) => void
}) {
  const { t } = useTranslation(['auth', 'validation'])
  const fieldError = useValidationMessage()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      email: '',
      displayName: '',
      age: '',
      password: '',
      confirmPassword: '',
      language: currentLanguage(),
      consents: { dataProcessing: false, marketing: false, analytics: false, notifications: false },
    },
  })

  const onSubmit = async (values: SignUp) => {
    setProblem(null)
    try {
      const { requiresEmailConfirmation } = await signUp(values)
      toast.success(t('signUp.success'), {
        description: requiresEmailConfirmation ? t('signUp.checkEmail') : t('signUp.signInNow'),
      })
      onSignedUp(values.email)
    } catch (error) {
      const key = error instanceof AuthError ? error.key : 'errors.unexpected'
      const message =
        error instanceof AuthError && key === 'errors.signUpFailed' && error.validationKey
          ? (fieldError(error.validationKey) ?? t(key))
          : t(key)
      setProblem(message)
      toast.error(message)
      if (key === 'errors.userExists') onExistingAccount(values.email)
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('signUp.title')}
    >
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <Field
        label={t('fields.displayName')}
        autoComplete="nickname"
        error={fieldError(errors.displayName?.message)}
        {...register('displayName')}
      />
      <Field
        label={t('fields.age')}
        type="number"
        inputMode="numeric"
        min={13}
        max={120}
        hint={t('fields.ageHint')}
        error={fieldError(errors.age?.message)}
        {...register('age')}
      />
      <Field
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <Field
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <LanguageRadioGroup legend={t('fields.language')} field={register('language')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{t('signUp.consentsTitle')}</legend>
        {CONSENTS.map((consent) => (
          <CheckboxField
            key={consent}
            label={t(`consents.${consent}`)}
            error={
              consent === 'dataProcessing' ? fieldError(errors.consents?.dataProcessing?.message) : undefined
            }
            {...register(`consents.${consent}`)}
          />
        ))}
      </fieldset>
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signUp.busy') : t('signUp.submit')}
      </Button>
      <PrivacyNoticeLink />
    </form>
  )
}
