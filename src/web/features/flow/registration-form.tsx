// Step 3 of the first visit (and the chat registration gate): email, age and language, validated with the
// same schema the server uses; stored locally as userRegistration and sent to the server (failures only warn).
import { zodResolver } from '@hookform/resolvers/zod'
import { AGE } from '@shared/constants'
import {
  type RegistrationFormInput,
  type RegistrationForm as RegistrationValues,
  registrationFormSchema,
} from '@shared/schemas/registration'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { api, invokeFunction } from '../../lib/api-client'
import { currentLanguage, setLanguage } from '../../lib/i18n'
import { writeJson } from '../../lib/storage'
import { toast } from '../../lib/toast'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Field } from '../../ui/field'
import { LanguageRadioGroup } from '../../ui/language-radio-group'
import { MochiMascot } from '../../ui/mochi-mascot'
import { buildRegistrationRecord } from './registration-record'
import { UnderThirteenNote } from './under-thirteen-note'

export function RegistrationForm({
  onRegistered,
  embedded = false,
}: {
  onRegistered?: () => void
  embedded?: boolean
}) {
  const { t } = useTranslation(['flow', 'validation'])
  const [isSaving, setIsSaving] = useState(false)
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RegistrationFormInput, unknown, RegistrationValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { email: '', age: '', language: currentLanguage() },
  })

  const typedAge = Number(watch('age'))
  const isChildAge = Number.isInteger(typedAge) && typedAge >= 1 && typedAge < AGE.min

  const onSubmit = async (values: RegistrationValues) => {
    setIsSaving(true)
    const record = buildRegistrationRecord(values)
    try {
      // The server copy is best effort: a family can start even when the database is unreachable.
      const response = await api.api.registrations.$post({ json: record })
      if (!response.ok) console.warn('Registration was not stored on the server', response.status)
    } catch (error) {
      console.warn('Registration was not stored on the server', error)
    }
    // Spec 7.2: the welcome mail is best effort too; a failure never blocks the family.
    void invokeFunction('send-welcome-email', {
      email: record.email,
      age: record.age,
      language: record.language,
    }).catch((error) => console.warn('Welcome email was not sent', error))
    if (!writeJson(STORAGE_KEYS.userRegistration, record)) {
      setIsSaving(false)
      toast.error(t('flow:registration.failed'))
      return
    }
    if (values.language !== currentLanguage()) setLanguage(values.language)
    toast.success(t('flow:registration.success'))
    onRegistered?.()
  }

  // Inside the chat's registration gate the form sits in the page's own <main>.
  const Wrapper = embedded ? 'div' : 'main'
  const Heading = embedded ? 'h2' : 'h1'
  const message = useValidationMessage()

  return (
    <Wrapper
      className={
        embedded
          ? 'mx-auto flex max-w-lg flex-col items-center gap-4 px-2 py-4'
          : 'mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-6 px-4 py-10'
      }
    >
      <div className="flex items-center gap-3">
        <MochiMascot className={embedded ? 'h-12 w-12' : 'h-16 w-16'} />
        <Heading className="font-display text-3xl font-extrabold">{t('flow:registration.title')}</Heading>
      </div>
      <Card className="w-full">
        <p className="mb-4 text-[var(--fg-muted)]">{t('flow:registration.subtitle')}</p>
        <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit(onSubmit)}>
          <Field
            label={t('flow:registration.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={message(errors.email?.message)}
            {...register('email')}
          />
          <Field
            label={t('flow:registration.age')}
            type="number"
            inputMode="numeric"
            min={13}
            max={120}
            hint={t('flow:registration.ageHint')}
            error={message(errors.age?.message)}
            {...register('age')}
          />
          {isChildAge && <UnderThirteenNote />}
          <LanguageRadioGroup legend={t('flow:registration.language')} field={register('language')} />
          <Button type="submit" size="lg" disabled={isSaving}>
            {isSaving ? t('flow:registration.saving') : t('flow:registration.submit')}
          </Button>
        </form>
      </Card>
    </Wrapper>
  )
}
