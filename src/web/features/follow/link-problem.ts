// Whether a failed token call means the link itself is bad (so retrying cannot help) or the call failed.
import { ApiRequestError } from '../../lib/api-client'

export function isBadLink(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 400 || error.status === 404)
}

/** Mailed tokens are long random strings; anything shorter is a broken or cut-off link. */
export function readToken(params: URLSearchParams): string | null {
  const token = params.get('token')?.trim() ?? ''
  return token.length >= 20 && token.length <= 200 ? token : null
}
