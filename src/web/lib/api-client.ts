// The typed API client: request and response types come from the server's routes (hc<AppType>). Every call
// carries this browser's guest id, so guests' consents, progress and creations are theirs on the server.
import type { ApiErrorBody } from '@shared/error-codes'
import { STORAGE_KEYS } from '@shared/storage-keys'
import { hc } from 'hono/client'
import type { AppType } from '../../server/app'
import { ApiRequestError } from './api-error'
import { fetchAfterYield } from './fetch-after-yield'
import { getOrCreateId } from './storage'

export { ApiRequestError } from './api-error'

export const GUEST_ID_HEADER = 'x-mochi-guest-id'

export function guestId(): string {
  return getOrCreateId(STORAGE_KEYS.guestId)
}

export const api = hc<AppType>('/', {
  fetch: fetchAfterYield,
  headers: () => ({ [GUEST_ID_HEADER]: guestId() }),
  init: { credentials: 'same-origin' },
})

/** Unwraps a typed response: the JSON on success, an ApiRequestError carrying the server's code otherwise. */
export async function unwrap<T>(
  response: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  const res = await response
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as ApiErrorBody | null
    throw new ApiRequestError(res.status, body)
  }
  return res.json()
}

/** Invokes a named function (POST /functions/v1/:name), like supabase-js functions.invoke. */
export async function invokeFunction<T>(name: string, body: unknown): Promise<T> {
  const response = await fetch(`/functions/v1/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [GUEST_ID_HEADER]: guestId() },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
  const json = await response.json().catch(() => null)
  if (!response.ok) throw new ApiRequestError(response.status, json as ApiErrorBody | null)
  return json as T
}
