// Spec 4: the chat area needs a stored registration; without one the registration form shows instead, and
// the chat opens as soon as the form has stored it (no page reload).
import type { ReactNode } from 'react'
import { RegistrationForm } from '../flow/registration-form'
import { useIsRegistered } from './registration-status'

export function RegistrationGate({ children }: { children: ReactNode }) {
  const isRegistered = useIsRegistered()
  if (!isRegistered) return <RegistrationForm embedded />
  return children
}
