// The consent-banner-dismissed flag in local storage, read reactively so every tab and component agrees.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { useCallback, useState, useSyncExternalStore } from 'react'
import { readStorage, subscribeStorage, writeStorage } from '../../lib/storage'

const isStoredDismissed = () => readStorage(STORAGE_KEYS.consentBannerDismissed) === 'true'

export function useBannerDismissed() {
  const isStored = useSyncExternalStore(subscribeStorage, isStoredDismissed, () => false)
  // Private modes can refuse the write; the banner must still go away for this visit.
  const [isDismissedHere, setIsDismissedHere] = useState(false)
  const dismiss = useCallback(() => {
    setIsDismissedHere(true)
    writeStorage(STORAGE_KEYS.consentBannerDismissed, 'true')
  }, [])
  return { isDismissed: isStored || isDismissedHere, dismiss }
}
