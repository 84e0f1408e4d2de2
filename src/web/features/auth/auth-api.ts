// Calls to the account endpoints (better-auth under /api/auth, our sign-up and profile under /api/account),
// and the mapping of their errors to the messages of spec section 8.
import { ERROR_CODES } from '@shared/error-codes'
import type { SignIn, SignUp } from '@shared/schemas/account'
import { ApiRequestError, api, unwrap } from '../../lib/api-client'
import { announceSessionChange } from './session-broadcast'

export interface SessionUser {
  id: string
  email: string
  name: string
  role?: string
  /** An identity-provider sign-up that still has to give age, name, language and consents. */
  profilePending?: boolean
}

async function authFetch(path: string, body?: unknown): Promise<Response> {
  return fetch(`/api/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export async function fetchSession(): Promise<SessionUser | null> {
  const response = await authFetch('/get-session')
  if (!response.ok) throw new Error(`session check failed (${response.status})`)
  const body = (await response.json()) as { user?: SessionUser } | null
  return body?.user ?? null
}

/** Error keys of the `auth` namespace, chosen from the server's answer. */
export type AuthErrorKey =
  | 'errors.invalidCredentials'
  | 'errors.emailNotConfirmed'
  | 'errors.signInFailed'
  | 'errors.unexpected'
  | 'errors.tooManyAttempts'
  | 'errors.userExists'
  | 'errors.weakPassword'
  | 'errors.signUpFailed'
  | 'errors.googleFailed'
  | 'errors.googleUnexpected'
  | 'errors.googleUnavailable'
  | 'errors.originNotAllowed'

export class AuthError extends Error {
  constructor(
    readonly key: AuthErrorKey,
    /** A key of the `validation` namespace when the server named the field's problem. */
    readonly validationKey?: string,
  ) {
    super(key)
  }
}

export async function signIn(values: SignIn): Promise<void> {
  let response: Response
  try {
    response = await authFetch('/sign-in/email', {
      email: values.email,
      password: values.password,
      rememberMe: true,
    })
  } catch {
    throw new AuthError('errors.unexpected')
  }
  if (response.ok) return
  throw new AuthError(signInErrorKey(response.status, await errorCodeOf(response)))
}

/** Our error code of a failed answer (the server wraps better-auth's errors in our one shape). */
async function errorCodeOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null
  return body?.error?.code ?? ''
}

function signInErrorKey(status: number, code: string): AuthErrorKey {
  if (code === ERROR_CODES.invalidCredentials) return 'errors.invalidCredentials'
  if (code === ERROR_CODES.emailNotVerified) return 'errors.emailNotConfirmed'
  if (code === ERROR_CODES.originNotAllowed) return 'errors.originNotAllowed'
  if (status === 429) return 'errors.tooManyAttempts'
  return 'errors.signInFailed'
}

export async function signUp(values: SignUp): Promise<{ requiresEmailConfirmation: boolean }> {
  try {
    const result = await unwrap(api.api.account['sign-up'].$post({ json: values }))
    return { requiresEmailConfirmation: result.requiresEmailConfirmation }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw new AuthError('errors.unexpected')
    if (error.code === 'user_exists:sign_up') throw new AuthError('errors.userExists')
    if (error.code === 'weak_password:sign_up' || /^Password should be at least/i.test(error.message)) {
      throw new AuthError('errors.weakPassword')
    }
    if (error.status === 429) throw new AuthError('errors.tooManyAttempts')
    throw new AuthError('errors.signUpFailed', error.body?.error.messageKey)
  }
}

export async function signInWithProvider(providerId: string): Promise<void> {
  let response: Response
  try {
    response = await authFetch('/sign-in/social', {
      provider: providerId,
      callbackURL: '/',
      errorCallbackURL: '/auth',
    })
  } catch {
    throw new AuthError('errors.googleUnexpected')
  }
  if (!response.ok) {
    const code = await errorCodeOf(response)
    throw new AuthError(
      code === ERROR_CODES.originNotAllowed ? 'errors.originNotAllowed' : 'errors.googleFailed',
    )
  }
  const body = (await response.json().catch(() => null)) as { url?: string } | null
  if (!body?.url) throw new AuthError('errors.googleFailed')
  window.location.assign(body.url)
}

/** Signs out; the other tabs are told even when the request failed, and they check the session themselves. */
export async function signOut(): Promise<void> {
  try {
    const response = await authFetch('/sign-out', {})
    if (!response.ok) throw new Error(`sign-out failed (${response.status})`)
  } finally {
    announceSessionChange()
  }
}

/** Ends every session of this account (all devices), then this one. */
export async function signOutEverywhere(): Promise<void> {
  const response = await authFetch('/revoke-sessions', {})
  if (!response.ok) throw new Error(`revoke-sessions failed (${response.status})`)
  await signOut().catch(() => {})
}

export async function fetchProviders() {
  return unwrap(api.api.account.providers.$get())
}

/** Asks for the reset mail; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  const response = await authFetch('/request-password-reset', { email, redirectTo: '/reset-password' })
  if (response.status === 429) throw new AuthError('errors.tooManyAttempts')
  if (!response.ok) throw new AuthError('errors.unexpected')
}

export type ResetErrorKey = 'reset.invalidLink' | 'errors.weakPassword' | 'errors.unexpected'

/** Sets the new password with the token of the mailed link. */
export async function resetPassword(token: string, newPassword: string): Promise<ResetErrorKey | null> {
  let response: Response
  try {
    response = await authFetch('/reset-password', { token, newPassword })
  } catch {
    return 'errors.unexpected'
  }
  if (response.ok) return null
  const code = await errorCodeOf(response)
  if (code === ERROR_CODES.weakPassword) return 'errors.weakPassword'
  if (response.status === 400 || code === ERROR_CODES.tokenInvalid) return 'reset.invalidLink'
  return 'errors.unexpected'
}
