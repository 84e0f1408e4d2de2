// Sends an unfinished account (an identity-provider sign-up without age, name, language or consents) to
// /finish-profile from every other screen of the app; the API refuses its other requests anyway.
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useSession } from './use-session'

export function ProfilePendingRedirect({ pathname, children }: { pathname: string; children: ReactNode }) {
  const session = useSession()
  if (!session.data?.profilePending || pathname === '/finish-profile') return <>{children}</>
  return <Navigate to="/finish-profile" replace />
}
