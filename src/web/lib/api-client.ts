// The typed API client: request and response types come from the server's routes (hc<AppType>).
import type { ApiErrorBody } from '@shared/error-codes'
import { hc } from 'hono/client'
import type { AppType } from '../../server/app'

export const api = hc<AppType>('/')

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error.message ?? `Request failed with status ${status}`)
  }
}

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
