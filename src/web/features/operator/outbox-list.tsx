// The email outbox (GET /api/admin/outbox): what Mochi's Garden sent or is waiting to send.
import { useQuery } from '@tanstack/react-query'
import { Card } from '../../ui/card'
import { fetchOutbox, OPERATOR_KEYS } from './operator-api'
import { useOperatorT } from './use-operator-t'

const STATUSES = ['pending', 'sending', 'sent', 'failed', 'stored'] as const

export function OutboxList() {
  const { t, i18n } = useOperatorT()
  const query = useQuery({ queryKey: OPERATOR_KEYS.outbox, queryFn: fetchOutbox })
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const rows = query.data?.outbox ?? []
  return (
    <Card>
      <h2 className="mb-3 text-xl font-bold">{t('outbox.title')}</h2>
      {query.isLoading && <p role="status">{t('loading')}</p>}
      {query.isSuccess && rows.length === 0 && <p>{t('outbox.empty')}</p>}
      <ul className="divide-y divide-[var(--border)]">
        {rows.slice(0, 50).map((mail) => (
          <li key={mail.id} className="py-2">
            <p className="font-semibold">{mail.subject}</p>
            <p className="text-sm text-[var(--fg-muted)]">
              {mail.to} · {date.format(new Date(mail.createdAt))} ·{' '}
              {(STATUSES as readonly string[]).includes(mail.status)
                ? t(`outbox.status.${mail.status as (typeof STATUSES)[number]}`)
                : mail.status}{' '}
              · {t('outbox.attempts', { count: mail.attempts })}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
