// React view of outdoor mode and reduced motion.
import { useSyncExternalStore } from 'react'
import { hasWakeLock, isOutdoorMode, prefersReducedMotion, subscribeDisplay } from './display-preferences'

export function useOutdoorMode() {
  const isOutdoor = useSyncExternalStore(subscribeDisplay, isOutdoorMode, () => false)
  const isAwake = useSyncExternalStore(subscribeDisplay, hasWakeLock, () => false)
  return { isOutdoor, isAwake }
}

export function useReducedMotion() {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia('(prefers-reduced-motion: reduce)')
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    prefersReducedMotion,
    () => false,
  )
}
