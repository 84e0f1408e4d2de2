// Where the family gardens: a searchable list of the places Mochi knows, saved to the profile, or cleared.
import { zodResolver } from '@hookform/resolvers/zod'
import type { Language } from '@shared/constants'
import { gardenPlaceSchema } from '@shared/schemas/account'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { toast } from '../../lib/toast'
import { useValidationMessage } from '../../lib/use-validation-message'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { gardenPlacesQuery, updateProfile } from './profile-api'

// The same schema as the server's profile update; an empty choice means "not set".
const formSchema = z.object({
  gardenPlace: z
    .string()
    .transform((value) => value || null)
    .pipe(gardenPlaceSchema),
})
type FormInput = z.input<typeof formSchema>

interface GardenPlaceFormProps {
  initial: string | null
}

/** Loads the places first: a select whose options are not there yet cannot show the saved place. */
export function GardenPlaceForm({ initial }: GardenPlaceFormProps) {
  const { t, i18n } = useTranslation('profile')
  const language: Language = i18n.language === 'es' ? 'es' : 'en'
  const places = useQuery(gardenPlacesQuery(language))
  if (places.isPending) return <p role="status">{t('loading')}</p>
  if (!places.data) return <p role="alert">{t('gardenPlacesUnavailable')}</p>
  return <PlaceSelectForm initial={initial} places={places.data.places} />
}

function PlaceSelectForm({
  initial,
  places,
}: GardenPlaceFormProps & { places: { id: string; name: string }[] }) {
  const { t } = useTranslation(['profile', 'validation'])
  const queryClient = useQueryClient()
  const selectId = useId()
  const fieldError = useValidationMessage()
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<FormInput, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    values: { gardenPlace: initial ?? '' },
  })
  const save = useMutation({
    mutationFn: (gardenPlace: string | null) => updateProfile({ gardenPlace }),
    onSuccess: async ({ profile }) => {
      toast.success(profile.garden_place ? t('profile:gardenPlaceSaved') : t('profile:gardenPlaceCleared'))
      reset({ gardenPlace: profile.garden_place ?? '' })
      await queryClient.invalidateQueries({ queryKey: ['account'] })
    },
    onError: () => toast.error(t('profile:saveFailed')),
  })
  const error = fieldError(errors.gardenPlace?.message)

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values.gardenPlace))}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="font-semibold">
          {t('profile:gardenPlace')}
        </label>
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${selectId}-hint${error ? ` ${selectId}-error` : ''}`}
          className={cn(
            'surface min-h-11 rounded-xl px-3 text-base text-[var(--fg)]',
            error && 'border-[var(--danger)]',
          )}
          {...register('gardenPlace')}
        >
          <option value="">{t('profile:gardenPlaceNone')}</option>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
        <p id={`${selectId}-hint`} className="text-sm text-[var(--fg-muted)]">
          {t('profile:gardenPlaceHint')}
        </p>
        {error && (
          <p id={`${selectId}-error`} role="alert" className="text-sm font-semibold text-[var(--danger)]">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? t('profile:saving') : t('profile:gardenPlaceSave')}
        </Button>
        {initial && (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => save.mutate(null)}>
            {t('profile:gardenPlaceClear')}
          </Button>
        )}
      </div>
    </form>
  )
}
