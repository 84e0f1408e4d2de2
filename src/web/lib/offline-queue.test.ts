// @vitest-environment jsdom
// The offline queue: an event that cannot reach the server is kept with its method, body and key, and sent again
// (oldest first, same Idempotency-Key) when the connection returns.
import { STORAGE_KEYS } from '@shared/storage-keys'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushQueuedEvents, QueuedOfflineError, queuedEvents, sendEvent } from './offline-queue'

interface Sent {
  method: string
  path: string
  key: string | null
  body: unknown
}

let online = false
let sent: Sent[] = []

beforeEach(() => {
  localStorage.clear()
  sent = []
  online = false
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch')
    const headers = new Headers(init.headers)
    sent.push({
      method: init.method ?? 'GET',
      path,
      key: headers.get('Idempotency-Key'),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('offline queue', () => {
  it('keeps a lesson step (PUT) and a finished lesson (POST) offline and sends both in order later', async () => {
    await expect(
      sendEvent('/api/learning/lessons/bee-basics/step', { step: 3 }, 'PUT'),
    ).rejects.toBeInstanceOf(QueuedOfflineError)
    await expect(sendEvent('/api/learning/lessons/bee-basics/complete')).rejects.toBeInstanceOf(
      QueuedOfflineError,
    )
    const kept = queuedEvents()
    expect(kept.map((event) => event.method)).toEqual(['PUT', 'POST'])

    online = true
    expect(await flushQueuedEvents()).toBe(2)
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/learning/lessons/bee-basics/step', key: kept[0]?.key, body: { step: 3 } },
      {
        method: 'POST',
        path: '/api/learning/lessons/bee-basics/complete',
        key: kept[1]?.key,
        body: undefined,
      },
    ])
    expect(queuedEvents()).toEqual([])
  })

  it('sends an event kept before events had a method as a POST', async () => {
    localStorage.setItem(
      STORAGE_KEYS.offlineEvents,
      JSON.stringify([
        { key: 'k1', path: '/api/learning/progress/learned', body: { factId: 'f1' }, queuedAt: '' },
      ]),
    )
    online = true
    const keptKey = queuedEvents()[0]?.key
    expect(keptKey).toBe('k1')
    expect(await flushQueuedEvents()).toBe(1)
    expect(sent[0]).toMatchObject({ method: 'POST', key: 'k1' })
  })
})
