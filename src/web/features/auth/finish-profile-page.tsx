// /finish-profile: an account made with an identity provider gives its age, display name, language and consents
// (the sign-up form's schema and rules) before anything else in the app can be used.
import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CompleteProfile,
  type CompleteProfileInput,
  completeProfileSchema,
} from '@shared/schemas/account'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate } from 'react-router'
import { ApiRequestError, api, unwrap } from '../../lib/api-client'
import { useErrorText } from '../../lib/error-text'
import { currentLanguage } from '../../lib/i18n'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { CheckboxField } from '../../ui/checkbox-field'
import { Field } from '../../ui/field'
import { FormProblem } from '../../ui/form-problem'
import { LanguageRadioGroup } from '../../ui/language-radio-group'
import { Loading } from '../../ui/loading'
import { PrivacyNoticeLink } from '../privacy/privacy-notice-link'
import { type SessionUser, signOut } from './auth-api'
import { useRefreshSession, useSession } from './use-session'

const CONSENTS = ['dataProcessing', 'marketing', 'analytics', 'notifications'] as const

export function FinishProfilePage() {
  const session = useSession()
  if (session.isLoading) return <Loading />
  if (!session.data?.profilePending) return <Navigate to="/" replace />
  return <FinishProfileForm user={session.data} />
}

function FinishProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['auth', 'validation'])
  const fieldError = useValidationMessage()
  const errorText = useErrorText()
  const refresh = useRefreshSession()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompleteProfileInput, unknown, CompleteProfile>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: {
      displayName: user.name.slice(0, 60),
      age: '',
      language: currentLanguage(),
      consents: { dataProcessing: false, marketing: false, analytics: false, notifications: false },
    },
  })

  const onSubmit = async (values: CompleteProfile) => {
    setProblem(null)
    try {
      await unwrap(api.api.account['complete-profile'].$post({ json: values }))
      await refresh()
      navigate('/', { replace: true })
    } catch (error) {
      const key = error instanceof ApiRequestError ? error.body?.error.messageKey : undefined
      const failed = errorText(error, t('finishProfile.failed'))
      setProblem(key ? (fieldError(key) ?? failed) : failed)
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10">
      <h1 className="font-display text-3xl font-extrabold">{t('finishProfile.title')}</h1>
      <Card>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          aria-label={t('finishProfile.title')}
        >
          <p>{t('finishProfile.intro', { email: user.email })}</p>
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
          <LanguageRadioGroup legend={t('fields.language')} field={register('language')} />
          <fieldset className="flex flex-col gap-1">
            <legend className="font-semibold">{t('signUp.consentsTitle')}</legend>
            {CONSENTS.map((consent) => (
              <CheckboxField
                key={consent}
                label={t(`consents.${consent}`)}
                error={
                  consent === 'dataProcessing'
                    ? fieldError(errors.consents?.dataProcessing?.message)
                    : undefined
                }
                {...register(`consents.${consent}`)}
              />
            ))}
          </fieldset>
          <FormProblem>{problem}</FormProblem>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('finishProfile.busy') : t('finishProfile.submit')}
          </Button>
          <Button type="button" variant="outline" onClick={() => void signOut().then(refresh)}>
            {t('finishProfile.signOut')}
          </Button>
          <PrivacyNoticeLink />
        </form>
      </Card>
    </div>
  )
}
