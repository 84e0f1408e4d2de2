// Whether this browser holds a registration (spec 4 gate of the chat area), as a live value.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { useSyncExternalStore } from 'react'
import { readStorage, subscribeStorage } from '../../lib/storage'

/** A registration counts when it has an email and a numeric age, as the first-visit flow requires. */
export function hasStoredRegistration(): boolean {
  const raw = readStorage(STORAGE_KEYS.userRegistration)
  if (!raw) return false
  try {
    const value = JSON.parse(raw) as { email?: unknown; age?: unknown } | null
    return typeof value?.email === 'string' && value.email.length > 0 && typeof value.age === 'number'
  } catch {
    return false
  }
}

export function useIsRegistered(): boolean {
  return useSyncExternalStore(subscribeStorage, hasStoredRegistration, () => false)
}
