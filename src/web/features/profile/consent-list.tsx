// The user's consents: what is active, with Withdraw or Give for each type (withdrawal keeps the history).
import { CONSENT_TYPES, type ConsentType } from '@shared/constants'
import type { ConsentRecord } from '@shared/schemas/consent'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { consentsQuery, recordConsent, withdrawConsent } from './profile-api'

export function ConsentList() {
  const { t, i18n } = useTranslation('profile')
  const queryClient = useQueryClient()
  const consents = useQuery(consentsQuery)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['consents'] })
  const withdraw = useMutation({
    mutationFn: withdrawConsent,
    onSuccess: refresh,
    onError: () => toast.error(t('consentFailed')),
  })
  const give = useMutation({
    mutationFn: (type: ConsentType) => recordConsent(type, true),
    onSuccess: refresh,
    onError: () => toast.error(t('consentFailed')),
  })

  if (consents.isPending) return <p role="status">{t('loading')}</p>
  if (consents.isError) return <p role="alert">{t('consentsUnavailable')}</p>

  const latest = new Map<string, ConsentRecord>()
  for (const record of consents.data.consents)
    if (!latest.has(record.consent_type)) latest.set(record.consent_type, record)
  const isBusy = withdraw.isPending || give.isPending

  return (
    <ul className="flex flex-col divide-y divide-[var(--border)]">
      {CONSENT_TYPES.map((type) => {
        const record = latest.get(type)
        const isActive = Boolean(record?.consent_given && !record.withdrawn_at)
        const status = !record
          ? t('status.none')
          : isActive
            ? t('status.active')
            : record.withdrawn_at
              ? t('status.withdrawn')
              : t('status.refused')
        return (
          <li
            key={type}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid={`consent-${type}`}
          >
            <div>
              <p className="font-semibold">{t(`types.${type}`)}</p>
              <p className="text-sm text-[var(--fg-muted)]">
                {status}
                {record &&
                  ` · ${new Date(record.withdrawn_at ?? record.created_at).toLocaleDateString(i18n.language)}`}
              </p>
            </div>
            {isActive && record ? (
              <Button
                variant="outline"
                size="sm"
                disabled={isBusy}
                onClick={() => withdraw.mutate(record.id)}
              >
                {t('withdraw')}
              </Button>
            ) : (
              <Button variant="outline" size="sm" disabled={isBusy} onClick={() => give.mutate(type)}>
                {t('give')}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
