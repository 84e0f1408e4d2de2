// /follow/confirm?token=…: the link of the follow (or parental consent) email. Confirms once on arrival.
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Button } from '../../ui/button'
import { confirmFollow } from './follow-api'
import { FollowStatusCard } from './follow-status-card'
import { isBadLink, readToken } from './link-problem'

export function FollowConfirmPage() {
  const { t } = useTranslation('follow')
  const [params] = useSearchParams()
  const token = readToken(params)
  const { mutate, data, error, isError, isSuccess } = useMutation({ mutationFn: confirmFollow })
  // StrictMode runs effects twice in development; the ref survives that, so the link is used once.
  const sentFor = useRef<string | null>(null)

  useEffect(() => {
    if (!token || sentFor.current === token) return
    sentFor.current = token
    mutate(token)
  }, [token, mutate])

  const home = (
    <Button asChild variant="accent">
      <Link to="/">{t('backHome')}</Link>
    </Button>
  )

  if (!token || (isError && isBadLink(error))) {
    return (
      <FollowStatusCard title={t('confirm.invalidTitle')}>
        <p>{t('confirm.invalid')}</p>
        {home}
      </FollowStatusCard>
    )
  }
  if (isError) {
    return (
      <FollowStatusCard title={t('failureTitle')}>
        <p role="alert">{t('failure')}</p>
        <Button onClick={() => mutate(token)}>{t('tryAgain')}</Button>
      </FollowStatusCard>
    )
  }
  if (isSuccess) {
    return data.isChild ? (
      <FollowStatusCard title={t('confirm.parentTitle')}>
        <p>{t('confirm.parentSuccess', { name: data.name })}</p>
        <p className="text-[var(--fg-muted)]">{t('confirm.parentWithdraw')}</p>
        {home}
      </FollowStatusCard>
    ) : (
      <FollowStatusCard title={t('confirm.title')}>
        <p>{t(data.alreadyConfirmed ? 'confirm.already' : 'confirm.success', { name: data.name })}</p>
        <p className="text-[var(--fg-muted)]">{t('confirm.unsubscribeNote')}</p>
        {home}
      </FollowStatusCard>
    )
  }
  return (
    <FollowStatusCard title={t('confirm.pendingTitle')}>
      <p role="status">{t('confirm.pending')}</p>
    </FollowStatusCard>
  )
}
