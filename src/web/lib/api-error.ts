// The error of a failed API call, carrying the server's `{ error: { code, message } }`; apart from the client so
// the query defaults (and the first screen) can recognise it without loading the client.
import type { ApiErrorBody } from '@shared/error-codes'

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error.message ?? `Request failed with status ${status}`)
  }

  get code(): string | undefined {
    return this.body?.error.code
  }
}
