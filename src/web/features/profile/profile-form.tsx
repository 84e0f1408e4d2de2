// Edit display name, age and language, validated with the server's schema.
import { zodResolver } from '@hookform/resolvers/zod'
import type { Language } from '@shared/constants'
import { type ProfileUpdateInput, profileUpdateSchema } from '@shared/schemas/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { setLanguage } from '../../lib/i18n'
import { toast } from '../../lib/toast'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { Field } from '../../ui/field'
import { LanguageRadioGroup } from '../../ui/language-radio-group'
import { updateProfile } from './profile-api'

interface ProfileFormProps {
  initial: { displayName: string; age: number | null; language: Language }
}

export function ProfileForm({ initial }: ProfileFormProps) {
  const { t } = useTranslation(['profile', 'validation'])
  const queryClient = useQueryClient()
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    values: { displayName: initial.displayName, age: initial.age ?? '', language: initial.language },
  })
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ profile }) => {
      toast.success(t('profile:saved'))
      setLanguage(profile.language)
      reset({ displayName: profile.display_name, age: profile.age ?? '', language: profile.language })
      await queryClient.invalidateQueries({ queryKey: ['account'] })
    },
    onError: () => toast.error(t('profile:saveFailed')),
  })
  const fieldError = useValidationMessage()

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Field
        label={t('profile:displayName')}
        error={fieldError(errors.displayName?.message)}
        {...register('displayName')}
      />
      <Field
        label={t('profile:age')}
        type="number"
        inputMode="numeric"
        min={13}
        max={120}
        error={fieldError(errors.age?.message)}
        {...register('age')}
      />
      <LanguageRadioGroup legend={t('profile:language')} field={register('language')} />
      <div>
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? t('profile:saving') : t('profile:save')}
        </Button>
      </div>
    </form>
  )
}
