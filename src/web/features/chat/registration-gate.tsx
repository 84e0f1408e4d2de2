// Spec 4: the chat area needs a stored registration; without one the registration form shows instead, and
// the chat opens as soon as the form has stored it (no page reload).
// The form (react-hook-form and zod) loads only for a visitor who needs it.
import { lazy, type ReactNode, Suspense } from 'react'
import { Loading } from '../../ui/loading'
import { useIsRegistered } from './registration-status'

const RegistrationForm = lazy(async () => ({
  default: (await import('../flow/registration-form')).RegistrationForm,
}))

export function RegistrationGate({ children }: { children: ReactNode }) {
  const isRegistered = useIsRegistered()
  if (!isRegistered) {
    return (
      <Suspense fallback={<Loading />}>
        <RegistrationForm embedded />
      </Suspense>
    )
  }
  return children
}
