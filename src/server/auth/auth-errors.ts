// better-auth answers errors in its own shape ({ code, message }) or as plain text; this turns every such answer
// into our one error shape with a code from the registry, so the client can translate each of them.
import { type ApiErrorBody, ERROR_CODES } from '../../shared/error-codes'

const BETTER_AUTH_CODES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: ERROR_CODES.invalidCredentials,
  INVALID_PASSWORD: ERROR_CODES.invalidCredentials,
  EMAIL_NOT_VERIFIED: ERROR_CODES.emailNotVerified,
  INVALID_ORIGIN: ERROR_CODES.originNotAllowed,
  MISSING_OR_NULL_ORIGIN: ERROR_CODES.originNotAllowed,
  INVALID_CALLBACK_URL: ERROR_CODES.originNotAllowed,
  INVALID_REDIRECT_URL: ERROR_CODES.originNotAllowed,
  INVALID_ERROR_CALLBACK_URL: ERROR_CODES.originNotAllowed,
  INVALID_NEW_USER_CALLBACK_URL: ERROR_CODES.originNotAllowed,
  INVALID_TOKEN: ERROR_CODES.tokenInvalid,
  PASSWORD_TOO_SHORT: ERROR_CODES.weakPassword,
  PASSWORD_TOO_LONG: ERROR_CODES.invalidBody,
  VALIDATION_ERROR: ERROR_CODES.invalidBody,
}

function codeFor(status: number, authCode: string | undefined): string {
  if (authCode && BETTER_AUTH_CODES[authCode]) return BETTER_AUTH_CODES[authCode]
  if (status === 429) return ERROR_CODES.rateLimited
  if (status === 404) return ERROR_CODES.notFound
  if (status === 400 || status === 422) return ERROR_CODES.invalidBody
  if (status === 401) return ERROR_CODES.unauthorized
  if (status === 403) return ERROR_CODES.forbidden
  if (status >= 500) return ERROR_CODES.internal
  return ERROR_CODES.authFailed
}

/** Returns the response itself when it is not an error; otherwise the same status with our error body. */
export async function translateAuthResponse(response: Response, requestId: string): Promise<Response> {
  if (response.status < 400) return response
  const text = await response.text().catch(() => '')
  let parsed: { code?: unknown; message?: unknown } | null = null
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object') parsed = value as { code?: unknown; message?: unknown }
  } catch {
    // plain text (e.g. better-auth's 404): handled below
  }
  if (parsed && typeof (parsed as Partial<ApiErrorBody>).error === 'object') {
    return new Response(text, { status: response.status, headers: response.headers })
  }
  const authCode = typeof parsed?.code === 'string' ? parsed.code : undefined
  const message =
    typeof parsed?.message === 'string' && parsed.message
      ? parsed.message
      : response.status === 404
        ? 'No such account endpoint'
        : 'The account request failed'
  // A 5xx from better-auth on a request it could not read is the caller's mistake, not ours.
  const status = response.status >= 500 && authCode === 'VALIDATION_ERROR' ? 400 : response.status
  const body: ApiErrorBody = { error: { code: codeFor(status, authCode), message, requestId } }
  const headers = new Headers(response.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status, headers })
}
