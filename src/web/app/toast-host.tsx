// The app's toasts (bottom-right, one visible, close buttons): sonner's <Toaster> mounts with the first toast,
// so sonner stays off the first load.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { toastHost } from '../lib/toast'

const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }))

/** Runs after the <Toaster> sibling before it has subscribed (effects run in order), then lets toasts through. */
function Listening() {
  useEffect(() => toastHost.listening(), [])
  return null
}

export function ToastHost() {
  useState(() => toastHost.register())
  const isWanted = useSyncExternalStore(toastHost.subscribe, toastHost.isWanted, () => false)
  if (!isWanted) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
      <Listening />
    </Suspense>
  )
}
