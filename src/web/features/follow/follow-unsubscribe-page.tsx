// /follow/unsubscribe?token=…: stops updates (for a child, withdraws the parent's consent) only after a
// click, because mail scanners open links on their own.
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../ui/button'
import { unsubscribeFollow } from './follow-api'
import { FollowStatusCard } from './follow-status-card'
import { isBadLink, readToken } from './link-problem'

export function FollowUnsubscribePage() {
  const { t } = useTranslation('follow')
  const [params] = useSearchParams()
  const token = readToken(params)
  const { mutate, data, error, isError, isPending, isSuccess } = useMutation({
    mutationFn: unsubscribeFollow,
  })

  const home = (
    <Button asChild variant="accent">
      <Link to="/">{t('backHome')}</Link>
    </Button>
  )

  if (!token || (isError && isBadLink(error))) {
    return (
      <FollowStatusCard title={t('unsubscribe.invalidTitle')}>
        <p>{t('unsubscribe.invalid')}</p>
        {home}
      </FollowStatusCard>
    )
  }
  if (isSuccess) {
    return (
      <FollowStatusCard title={t('unsubscribe.doneTitle')}>
        <p>{t(data.isChild ? 'unsubscribe.doneChild' : 'unsubscribe.done')}</p>
        {home}
      </FollowStatusCard>
    )
  }
  return (
    <FollowStatusCard title={t('unsubscribe.title')}>
      <p>{t('unsubscribe.question')}</p>
      <p className="text-[var(--fg-muted)]">{t('unsubscribe.childNote')}</p>
      {isError && <p role="alert">{t('failure')}</p>}
      <Button variant="danger" disabled={isPending} onClick={() => mutate(token)}>
        {isPending ? t('unsubscribe.sending') : t('unsubscribe.button')}
      </Button>
    </FollowStatusCard>
  )
}
