// The header's account corner: the signed-in email with Sign Out (and the profile), or Sign In.
import { LogIn, LogOut, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Button } from '../../ui/button'
import { signOut } from './auth-api'
import { useRefreshSession, useSession } from './use-session'

export function AccountControls() {
  const { t } = useTranslation('shell')
  const session = useSession()
  const refresh = useRefreshSession()
  const navigate = useNavigate()
  const user = session.data

  if (!user) {
    // Phones reach Sign In from the menu sheet; the header has no room for it there.
    return (
      <div className="hidden sm:block">
        <Button asChild variant="outline" size="sm" className="whitespace-nowrap">
          <Link to="/auth">
            <LogIn aria-hidden className="h-4 w-4" />
            {t('signIn')}
          </Link>
        </Button>
      </div>
    )
  }

  const handleSignOut = async () => {
    try {
      await signOut()
    } catch (error) {
      // Spec 8: a failed sign-out still goes to /auth.
      console.warn('Sign-out failed', error)
    }
    await refresh()
    navigate('/auth')
  }

  return (
    <div className="flex items-center gap-1">
      <Link
        to="/profile"
        className="hidden max-w-48 items-center gap-1 truncate rounded-full px-2 py-1 text-sm font-semibold hover:bg-[var(--surface-muted)] lg:inline-flex"
        title={t('account.profile')}
        data-testid="signed-in-email"
      >
        <UserRound aria-hidden className="h-4 w-4 shrink-0" />
        <span className="truncate">{user.email}</span>
      </Link>
      <Button
        variant="outline"
        size="sm"
        onClick={handleSignOut}
        aria-label={t('account.signOut')}
        className="px-2 sm:px-3"
      >
        <LogOut aria-hidden className="h-4 w-4" />
        <span aria-hidden className="hidden sm:inline">
          {t('account.signOut')}
        </span>
      </Button>
    </div>
  )
}
