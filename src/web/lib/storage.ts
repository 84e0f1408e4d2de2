// Safe local and session storage access: private modes and full quotas must never break the app.
import type { STORAGE_KEYS } from '@shared/storage-keys'

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
const listeners = new Set<() => void>()
/** What this page wrote when the browser refused (private mode, full quota): kept until the page closes. */
const inPage = new Map<string, string>()

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key) ?? inPage.get(key) ?? null
  } catch {
    return inPage.get(key) ?? null
  }
}

/** False when the browser refused to keep it; the value still holds for this page. */
export function writeStorage(key: StorageKey, value: string): boolean {
  let kept = true
  try {
    window.localStorage.setItem(key, value)
    inPage.delete(key)
  } catch {
    inPage.set(key, value)
    kept = false
  }
  notify()
  return kept
}

export function removeStorage(key: StorageKey): void {
  inPage.delete(key)
  try {
    window.localStorage.removeItem(key)
    notify()
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readStorage(key)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function writeJson(key: StorageKey, value: unknown): boolean {
  return writeStorage(key, JSON.stringify(value))
}

/** Subscribe to writes made through this module (and by other tabs), for useSyncExternalStore. */
export function subscribeStorage(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function notify() {
  for (const listener of listeners) listener()
}

/** A random id, kept under `key` and reused (mochi_guest_id, current_session_id). */
export function getOrCreateId(key: StorageKey): string {
  const existing = readStorage(key)
  if (existing) return existing
  const id = crypto.randomUUID()
  writeStorage(key, id)
  return id
}
