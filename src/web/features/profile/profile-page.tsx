// /profile: the signed-in user's details, consents, data download and account deletion.
import { useQuery } from '@tanstack/react-query'
import { Download, LogOut } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { signOutEverywhere } from '../auth/auth-api'
import { useRefreshSession, useSession } from '../auth/use-session'
import { FlaggedMoments } from '../safety/flagged-moments'
import { ChangeEmailForm } from './change-email-form'
import { ConsentList } from './consent-list'
import { DeleteAccountDialog } from './delete-account-dialog'
import { GardenPlaceForm } from './garden-place-form'
import { accountQuery, downloadMyData } from './profile-api'
import { ProfileForm } from './profile-form'

export function ProfilePage() {
  const { t } = useTranslation('profile')
  const session = useSession()
  const account = useQuery({ ...accountQuery, enabled: Boolean(session.data) })
  const [isExporting, setIsExporting] = useState(false)
  const [isEnding, setIsEnding] = useState(false)
  const refresh = useRefreshSession()
  const navigate = useNavigate()

  if (session.isPending || (session.data && account.isPending)) {
    return (
      <p role="status" className="px-4 py-10 text-center">
        {t('loading')}
      </p>
    )
  }
  if (!session.data || !account.data) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-12 text-center">
        <h1 className="font-display text-3xl font-extrabold">{t('title')}</h1>
        <p>{t('signInFirst')}</p>
        <Button asChild>
          <Link to="/auth">{t('signIn')}</Link>
        </Button>
      </div>
    )
  }
  const { user, profile } = account.data
  const endAllSessions = async () => {
    setIsEnding(true)
    try {
      await signOutEverywhere()
      toast.success(t('signedOutEverywhere'))
      await refresh()
      navigate('/auth')
    } catch {
      toast.error(t('signOutEverywhereFailed'))
    } finally {
      setIsEnding(false)
    }
  }
  const exportData = async () => {
    setIsExporting(true)
    try {
      await downloadMyData()
    } catch {
      toast.error(t('exportFailed'))
    } finally {
      setIsExporting(false)
    }
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="font-display text-3xl font-extrabold">{t('title')}</h1>
        <p className="text-[var(--fg-muted)]">{user.email}</p>
      </div>
      <Card>
        <h2 className="mb-3 text-xl font-bold">{t('detailsTitle')}</h2>
        <ProfileForm
          initial={{
            displayName: profile?.display_name ?? user.name,
            age: profile?.age ?? null,
            language: profile?.language ?? 'en',
          }}
        />
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t('gardenPlaceTitle')}</h2>
        <p className="mb-3 text-sm text-[var(--fg-muted)]">{t('gardenPlaceHelp')}</p>
        <GardenPlaceForm initial={profile?.garden_place ?? null} />
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t('changeEmail.title')}</h2>
        <p className="mb-3 text-sm text-[var(--fg-muted)]">{t('changeEmail.help')}</p>
        <ChangeEmailForm />
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t('consentsTitle')}</h2>
        <p className="mb-2 text-sm text-[var(--fg-muted)]">{t('consentsHelp')}</p>
        <ConsentList />
      </Card>
      <FlaggedMoments />
      <Card>
        <h2 className="text-xl font-bold">{t('dataTitle')}</h2>
        <p className="mb-3 text-sm text-[var(--fg-muted)]">{t('dataHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={exportData} disabled={isExporting}>
            <Download aria-hidden className="h-4 w-4" />
            {isExporting ? t('exporting') : t('export')}
          </Button>
          <DeleteAccountDialog email={user.email} />
        </div>
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t('sessionsTitle')}</h2>
        <p className="mb-3 text-sm text-[var(--fg-muted)]">{t('sessionsHelp')}</p>
        <Button variant="outline" onClick={endAllSessions} disabled={isEnding}>
          <LogOut aria-hidden className="h-4 w-4" />
          {isEnding ? t('signingOutEverywhere') : t('signOutEverywhere')}
        </Button>
      </Card>
    </div>
  )
}
