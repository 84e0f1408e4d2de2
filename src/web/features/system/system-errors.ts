// The system error log (spec 3 "System error entry"): only the last 10 are kept; errors raise a "System Alert".
import { SYSTEM_ERRORS_KEPT } from '@shared/constants'

export interface SystemErrorEntry {
  id: string
  message: string
  timestamp: string
  type: 'error' | 'warning'
}

let entries: SystemErrorEntry[] = []
const listeners = new Set<() => void>()

export function recordSystemError(message: string, type: SystemErrorEntry['type']): SystemErrorEntry {
  const entry = { id: crypto.randomUUID(), message, timestamp: new Date().toISOString(), type }
  entries = [entry, ...entries].slice(0, SYSTEM_ERRORS_KEPT)
  for (const listener of listeners) listener()
  return entry
}

export function getSystemErrors(): SystemErrorEntry[] {
  return entries
}

export function clearSystemErrors() {
  entries = []
  for (const listener of listeners) listener()
}

export function subscribeSystemErrors(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
