// The chat's notices: guest mode (nothing is saved) and a failed reply with a Retry button.
import { AlertCircle, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../ui/button'
import type { ChatErrorKind } from './chat-error-kind'

export function GuestModeNotice() {
  const { t } = useTranslation('chat')
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-[var(--border)] bg-[var(--surface-muted)] px-4 py-2 text-sm">
      <UserRound aria-hidden className="h-4 w-4 shrink-0" />
      <strong>{t('status.guestMode')}</strong>
      <span className="text-[var(--fg-muted)]">{t('status.guestModeBody')}</span>
      <Link to="/auth" className="font-semibold text-[var(--link)] underline underline-offset-2">
        {t('status.signInToSave')}
      </Link>
    </p>
  )
}

export function ChatErrorNotice({ kind, onRetry }: { kind: ChatErrorKind; onRetry: () => void }) {
  const { t } = useTranslation('chat')
  return (
    <div
      role="alert"
      className="mx-3 mb-3 flex flex-wrap items-center gap-3 rounded-2xl border-2 border-[var(--danger)] bg-[var(--surface)] px-4 py-2"
    >
      <AlertCircle aria-hidden className="h-5 w-5 shrink-0 text-[var(--danger)]" />
      <p className="flex-1 font-semibold">{t(`errors.${kind}`)}</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </div>
  )
}
