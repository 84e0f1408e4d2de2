// Learning events (a fact learned, a lesson step reached, a lesson or game finished) made without a connection wait on this device and
// are sent when it returns; each keeps the Idempotency-Key it was born with, so a resend never counts twice.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { GUEST_ID_HEADER, guestId } from './api-client'

export interface QueuedEvent {
  key: string
  /** POST for events; PUT for a place kept (a lesson's step). Absent in events kept before PUT existed. */
  method?: 'POST' | 'PUT'
  path: string
  body?: unknown
  queuedAt: string
}

/** Thrown when an event could not reach the server and was kept for later. */
export class QueuedOfflineError extends Error {
  constructor() {
    super('No connection: the event is kept on this device and sent when the connection returns')
    this.name = 'QueuedOfflineError'
  }
}

const listeners = new Set<(change: 'queued' | 'synced') => void>()

/** Tells `listener` when an event is kept offline and when kept events have been sent. */
export function onOfflineQueueChange(listener: (change: 'queued' | 'synced') => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function queuedEvents(): QueuedEvent[] {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.offlineEvents) ?? '[]')
    return Array.isArray(stored) ? stored : []
  } catch {
    return []
  }
}

function store(events: QueuedEvent[]) {
  if (events.length === 0) localStorage.removeItem(STORAGE_KEYS.offlineEvents)
  else localStorage.setItem(STORAGE_KEYS.offlineEvents, JSON.stringify(events))
}

const send = (event: QueuedEvent) =>
  fetch(event.path, {
    method: event.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      [GUEST_ID_HEADER]: guestId(),
      'Idempotency-Key': event.key,
    },
    credentials: 'same-origin',
    body: event.body === undefined ? undefined : JSON.stringify(event.body),
  })

/**
 * POSTs an event now; when the server cannot be reached at all (fetch's TypeError), keeps it to send later and
 * throws QueuedOfflineError. Any answer the server gives, error or not, is returned as it is.
 */
export async function sendEvent(
  path: string,
  body?: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<Response> {
  const event: QueuedEvent = {
    key: crypto.randomUUID(),
    method,
    path,
    body,
    queuedAt: new Date().toISOString(),
  }
  try {
    return await send(event)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    store([...queuedEvents(), event])
    for (const listener of listeners) listener('queued')
    throw new QueuedOfflineError()
  }
}

// Answers after which the same event is worth sending again later; any other answer settles it.
const RETRY_LATER = new Set([408, 409, 429])

let flushing: Promise<number> | undefined

/** Sends kept events oldest first, stopping at the first that cannot get through; resolves with how many went. */
export function flushQueuedEvents(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0
    try {
      for (const event of queuedEvents()) {
        let response: Response
        try {
          response = await send(event)
        } catch {
          break
        }
        if (response.status >= 500 || RETRY_LATER.has(response.status)) break
        store(queuedEvents().filter((kept) => kept.key !== event.key))
        sent++
      }
    } finally {
      flushing = undefined
    }
    if (sent > 0) for (const listener of listeners) listener('synced')
    return sent
  })()
  return flushing
}
