// The follow form (spec 2.3, 5): validated by the server's schema; each of the spec's three problems is a
// titled toast as well as an inline error. Under 13, a parent confirms by email before anything is sent.
import { zodResolver } from '@hookform/resolvers/zod'
import { isLanguage } from '@shared/constants'
import { type Follow, type FollowInput, followFormSchema, isUnderChildAge } from '@shared/schemas/follow'
import { useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiRequestError } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { CheckboxField } from '../../ui/checkbox-field'
import { Field } from '../../ui/field'
import { PrivacyNoticeLink } from '../privacy/privacy-notice-link'
import { sendFollowRequest } from './follow-api'
import { EMPTY_FOLLOW_FORM, followErrorToast, toFollowBody } from './follow-form-values'

export function FollowForm({ onFollowed }: { onFollowed?: () => void }) {
  const { t, i18n } = useTranslation(['follow', 'validation'])
  const [isSending, setIsSending] = useState(false)
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    reset,
    formState: { errors },
  } = useForm<FollowInput, unknown, Follow>({
    resolver: zodResolver(followFormSchema),
    defaultValues: EMPTY_FOLLOW_FORM,
  })
  const age = watch('age')
  const ageNumber = age === '' || age === null || age === undefined ? null : Number(age)
  // The age decides (the server applies the same rule): under 13 the parent's path cannot be switched off.
  const ageSaysChild =
    Number.isInteger(ageNumber) && ageNumber !== null && ageNumber >= 1 && isUnderChildAge(ageNumber)
  const isChild = watch('isChild') || ageSaysChild

  const message = useValidationMessage()

  const onInvalid = (problems: FieldErrors<FollowInput>) => {
    const found = followErrorToast(Object.values(problems).map((problem) => problem?.message))
    if (found) {
      toast.error(t(`follow:errors.${found.title}`), { description: t(`validation:${found.messageKey}`) })
    }
  }

  const onSubmit = async (values: Follow) => {
    setIsSending(true)
    const language = isLanguage(i18n.language) ? i18n.language : 'en'
    try {
      const result = await sendFollowRequest(toFollowBody(values, language))
      toast.success(t('follow:success', { name: values.name }), {
        description: t(
          result.confirmationSentTo === 'parent' ? 'follow:checkParentInbox' : 'follow:checkInbox',
        ),
      })
      reset(EMPTY_FOLLOW_FORM)
      onFollowed?.()
    } catch (error) {
      console.error('Follow request failed', error)
      toast.error(t('follow:failureTitle'), { description: failureMessage(error) })
    } finally {
      setIsSending(false)
    }
  }

  const failureMessage = (error: unknown) => {
    if (error instanceof ApiRequestError) {
      if (error.status === 429) return t('follow:rateLimited')
      const key = error.body?.error.messageKey
      if (error.status === 400 && key) return message(key)
    }
    return t('follow:failure')
  }

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)}>
      <Field
        label={isChild ? t('follow:childName') : t('follow:name')}
        autoComplete={isChild ? 'given-name' : 'name'}
        maxLength={80}
        error={message(errors.name?.message)}
        {...register('name')}
      />
      <Field
        label={t('follow:email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={isChild ? t('follow:childEmailHint') : undefined}
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <Field
        label={t('follow:age')}
        type="number"
        inputMode="numeric"
        min={1}
        max={120}
        error={message(errors.age?.message)}
        {...register('age', {
          onChange: (event: { target: { value: string } }) => {
            const typed = Number(event.target.value)
            if (Number.isInteger(typed) && typed >= 1 && isUnderChildAge(typed)) setValue('isChild', true)
          },
        })}
      />
      {ageSaysChild ? (
        <p className="font-semibold">{t('follow:childByAge')}</p>
      ) : (
        <CheckboxField
          label={<span className="font-semibold">{t('follow:isChild')}</span>}
          {...register('isChild')}
        />
      )}
      {isChild && (
        <div className="flex flex-col gap-4 rounded-2xl border-2 border-dashed border-[var(--border)] bg-[var(--surface-muted)] p-4">
          <p>{t('follow:childInfo')}</p>
          <Field
            label={t('follow:parentEmail')}
            type="email"
            autoComplete="off"
            inputMode="email"
            error={message(errors.parentEmail?.message)}
            {...register('parentEmail')}
          />
          <CheckboxField
            label={t('follow:parentConsent')}
            error={message(errors.parentConsent?.message)}
            {...register('parentConsent')}
          />
        </div>
      )}
      <CheckboxField
        label={t('follow:consent')}
        error={message(errors.consent?.message)}
        {...register('consent')}
      />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? t('follow:sending') : t('follow:submit')}
      </Button>
      <PrivacyNoticeLink />
    </form>
  )
}
