// Tells the other tabs of this browser that the session changed (signed out, or signed out everywhere), so they
// check it at once instead of showing the account until their next refresh: BroadcastChannel where there is one,
// the storage event otherwise.
const CHANNEL = 'mochi-session'
const STORAGE_KEY = 'mochi_session_changed'

export function announceSessionChange(): void {
  try {
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(CHANNEL)
      channel.postMessage('changed')
      channel.close()
    }
    localStorage.setItem(STORAGE_KEY, String(Date.now()))
  } catch {
    // Private modes may refuse storage: the periodic session check still catches up.
  }
}

/** Calls `onChange` when another tab announces a change; returns the unsubscribe function. */
export function onSessionChange(onChange: () => void): () => void {
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null
  channel?.addEventListener('message', onChange)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    channel?.close()
    window.removeEventListener('storage', onStorage)
  }
}
