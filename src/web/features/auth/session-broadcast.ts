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

// One channel and one storage listener for the whole tab, however many screens watch the session: opening a
// BroadcastChannel per watcher cost a measurable slice of the first screen's main-thread time.
const watchers = new Set<() => void>()
let stopWatching: (() => void) | undefined

function startWatching(): () => void {
  const notify = () => {
    for (const watcher of [...watchers]) watcher()
  }
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(CHANNEL) : null
  channel?.addEventListener('message', notify)
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) notify()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    channel?.close()
    window.removeEventListener('storage', onStorage)
  }
}

/** Calls `onChange` when another tab announces a change; returns the unsubscribe function. */
export function onSessionChange(onChange: () => void): () => void {
  const watcher = () => onChange()
  watchers.add(watcher)
  stopWatching ??= startWatching()
  return () => {
    watchers.delete(watcher)
    if (watchers.size === 0) {
      stopWatching?.()
      stopWatching = undefined
    }
  }
}
