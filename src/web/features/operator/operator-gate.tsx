// Shows operator screens only to admins; everyone else gets a friendly "operators only" note.
import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { useSession } from '../auth/use-session'
import { OperatorClaimForm } from './operator-claim-form'
import { useOperatorT } from './use-operator-t'

export function useIsOperator(): { isOperator: boolean; isLoading: boolean } {
  const session = useSession()
  return { isOperator: session.data?.role === 'admin', isLoading: session.isLoading }
}

export function OperatorGate({ children }: { children: ReactNode }) {
  const { t } = useOperatorT()
  const { isOperator, isLoading } = useIsOperator()
  const signedIn = Boolean(useSession().data)
  if (isLoading) return <p role="status">{t('loading')}</p>
  if (isOperator) return <>{children}</>
  return (
    <Card className="mx-auto max-w-lg space-y-3 text-center">
      <Lock aria-hidden className="mx-auto h-10 w-10" />
      <h1 className="text-2xl font-bold">{t('operatorsOnly.title')}</h1>
      <p>{t('operatorsOnly.body')}</p>
      <div className="flex justify-center gap-2">
        <Button asChild>
          <Link to="/auth">{t('operatorsOnly.signIn')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('operatorsOnly.home')}</Link>
        </Button>
      </div>
      {signedIn && <OperatorClaimForm />}
    </Card>
  )
}
