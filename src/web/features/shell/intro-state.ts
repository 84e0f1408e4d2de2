// Whether the intro popup should show: registered without finished onboarding, or replayed from the menu.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { readStorage } from '../../lib/storage'

let replayRequested = false
const listeners = new Set<() => void>()

export function openIntroPopup() {
  replayRequested = true
  for (const listener of listeners) listener()
}

export function closeIntroReplay() {
  replayRequested = false
  for (const listener of listeners) listener()
}

export function isIntroReplayRequested() {
  return replayRequested
}

export function subscribeIntroReplay(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function needsIntro() {
  return (
    readStorage(STORAGE_KEYS.userRegistration) !== null &&
    readStorage(STORAGE_KEYS.onboardingCompleted) !== 'true'
  )
}
