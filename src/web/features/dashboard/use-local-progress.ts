// The family's local progress as a live value: it updates when any part of the app writes to storage.
import { useMemo, useSyncExternalStore } from 'react'
import { subscribeStorage } from '../../lib/storage'
import { type ProgressSnapshot, readProgress } from '../progress/local-progress'

// A string snapshot: useSyncExternalStore needs equal values between writes, and readProgress builds new objects.
const snapshot = () => JSON.stringify(readProgress())

export function useLocalProgress(): ProgressSnapshot {
  const serialized = useSyncExternalStore(subscribeStorage, snapshot, snapshot)
  return useMemo(() => JSON.parse(serialized) as ProgressSnapshot, [serialized])
}
