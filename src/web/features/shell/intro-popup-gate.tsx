// Mounts the intro popup (and loads its code) only when it has something to show.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { subscribeStorage } from '../../lib/storage'
import { isIntroReplayRequested, needsIntro, subscribeIntroReplay } from './intro-state'

const IntroPopup = lazy(async () => ({ default: (await import('./intro-popup')).IntroPopup }))

export function IntroPopupGate() {
  const isReplay = useSyncExternalStore(subscribeIntroReplay, isIntroReplayRequested)
  const isNeeded = useSyncExternalStore(subscribeStorage, needsIntro)
  if (!isReplay && !isNeeded) return null
  return (
    <Suspense fallback={null}>
      <IntroPopup />
    </Suspense>
  )
}
