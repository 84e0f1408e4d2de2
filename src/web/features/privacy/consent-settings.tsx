// A family's privacy choices: every consent type with its state; switching one off withdraws it (spec 4),
// switching it on records a new consent.
import { CONSENT_TYPES, type ConsentType } from '@shared/constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { giveConsent, withdrawConsent } from './consent-api'
import { activeRecordOf, CONSENTS_QUERY_KEY, useConsents } from './use-consents'

const TYPE_KEYS = {
  data_processing: 'dataProcessing',
  marketing: 'marketing',
  analytics: 'analytics',
  cookies: 'cookies',
  notifications: 'notifications',
} as const satisfies Record<ConsentType, string>

interface Change {
  type: ConsentType
  give: boolean
}

export function ConsentSettings() {
  const { t } = useTranslation('privacy')
  const headingId = useId()
  const queryClient = useQueryClient()
  const { data, isPending, isError } = useConsents()
  const change = useMutation({
    mutationFn: async ({ type, give }: Change) => {
      if (give) return giveConsent(type)
      const record = activeRecordOf(data?.consents ?? [], type)
      if (record) return withdrawConsent(record.id)
    },
    onSuccess: () => toast.success(t('settings.saved')),
    onError: (error) => {
      console.error('Could not change a consent', error)
      toast.error(t('settings.failed'))
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: CONSENTS_QUERY_KEY }),
  })

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-2xl font-extrabold">
        {t('settings.title')}
      </h2>
      <p className="text-[var(--fg-muted)]">{t('settings.description')}</p>
      {isPending && <p role="status">{t('settings.loading')}</p>}
      {isError && <p role="alert">{t('settings.loadFailed')}</p>}
      {data && (
        <ul className="flex flex-col gap-2">
          {CONSENT_TYPES.map((type) => {
            const key = TYPE_KEYS[type]
            const isActive = data.active.includes(type)
            return (
              <li key={type} className="surface rounded-2xl p-3">
                <label className="flex min-h-11 items-start gap-3">
                  <input
                    type="checkbox"
                    role="switch"
                    className="mt-1 h-5 w-5 shrink-0 accent-[var(--accent)]"
                    checked={isActive}
                    aria-checked={isActive}
                    disabled={change.isPending}
                    aria-describedby={`${headingId}-${key}`}
                    onChange={(event) => change.mutate({ type, give: event.target.checked })}
                  />
                  <span>
                    <span className="font-semibold">{t(`types.${key}`)}</span>
                    <span id={`${headingId}-${key}`} className="block text-sm text-[var(--fg-muted)]">
                      {t(`types.${key}Hint`)}
                    </span>
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
