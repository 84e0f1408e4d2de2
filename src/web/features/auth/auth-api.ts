// Calls to the account endpoints (better-auth under /api/auth through its own client, our sign-up and profile
// under /api/account), and the mapping of their errors to the messages of spec section 8.
// Every page reads the session, but few pages sign in or out: the session is one plain GET of better-auth's
// get-session endpoint, and better-auth's client (≈ 10 kB on the wire) loads only for the actions that need it.
import { ERROR_CODES } from '@shared/error-codes'
import type { SignIn, SignUp } from '@shared/schemas/account'
import { ApiRequestError, api, unwrap } from '../../lib/api-client'
import { fetchAfterYield } from '../../lib/fetch-after-yield'
import { announceSessionChange } from './session-broadcast'

type AuthClient = typeof import('./auth-client').authClient

const loadAuthClient = () => import('./auth-client')

/** Our error code in a failed better-auth answer: the server wraps its errors as `{ error: { code } }`. */
function errorCodeOf(error: unknown): string {
  const body = error as { error?: { code?: unknown } } | null
  return typeof body?.error?.code === 'string' ? body.error.code : ''
}

export interface SessionUser {
  id: string
  email: string
  name: string
  role?: string
  /** An identity-provider sign-up that still has to give age, name, language and consents. */
  profilePending?: boolean
}

/** better-auth's get-session answer: the session and its user, or null for nobody. */
interface SessionAnswer {
  user?: SessionUser | null
}

export async function fetchSession(): Promise<SessionUser | null> {
  const response = await fetchAfterYield('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`session check failed (${response.status})`)
  const data = (await response.json()) as SessionAnswer | null
  if (!data?.user) return null
  const { id, email, name, role, profilePending } = data.user
  return { id, email, name, ...(role ? { role } : {}), ...(profilePending ? { profilePending } : {}) }
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
  let result: Awaited<ReturnType<AuthClient['signIn']['email']>>
  try {
    const { authClient } = await loadAuthClient()
    result = await authClient.signIn.email({
      email: values.email,
      password: values.password,
      rememberMe: true,
    })
  } catch {
    throw new AuthError('errors.unexpected')
  }
  if (!result.error) return
  throw new AuthError(signInErrorKey(result.error.status, errorCodeOf(result.error)))
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
  let result: Awaited<ReturnType<AuthClient['signIn']['social']>>
  try {
    const { authClient } = await loadAuthClient()
    // We leave for the provider ourselves once the answer is checked (better-auth's redirect is turned off).
    result = await authClient.signIn.social({
      provider: providerId,
      callbackURL: '/',
      errorCallbackURL: '/auth',
      disableRedirect: true,
    })
  } catch {
    throw new AuthError('errors.googleUnexpected')
  }
  if (result.error) {
    throw new AuthError(
      errorCodeOf(result.error) === ERROR_CODES.originNotAllowed
        ? 'errors.originNotAllowed'
        : 'errors.googleFailed',
    )
  }
  const url = result.data && 'url' in result.data ? result.data.url : undefined
  if (!url) throw new AuthError('errors.googleFailed')
  window.location.assign(url)
}

/** Signs out; the other tabs are told even when the request failed, and they check the session themselves. */
export async function signOut(): Promise<void> {
  try {
    const { authClient } = await loadAuthClient()
    const { error } = await authClient.signOut()
    if (error) throw new Error(`sign-out failed (${error.status})`)
  } finally {
    announceSessionChange()
  }
}

/** Ends every session of this account (all devices), then this one. */
export async function signOutEverywhere(): Promise<void> {
  const { authClient } = await loadAuthClient()
  const { error } = await authClient.revokeSessions()
  if (error) throw new Error(`revoke-sessions failed (${error.status})`)
  await signOut().catch(() => {})
}

export async function fetchProviders() {
  return unwrap(api.api.account.providers.$get())
}

/** Asks for the reset mail; the answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  let result: Awaited<ReturnType<AuthClient['requestPasswordReset']>>
  try {
    const { authClient } = await loadAuthClient()
    result = await authClient.requestPasswordReset({ email, redirectTo: '/reset-password' })
  } catch {
    throw new AuthError('errors.unexpected')
  }
  if (result.error?.status === 429) throw new AuthError('errors.tooManyAttempts')
  if (result.error) throw new AuthError('errors.unexpected')
}

export type ResetErrorKey = 'reset.invalidLink' | 'errors.weakPassword' | 'errors.unexpected'

/** Sets the new password with the token of the mailed link. */
export async function resetPassword(token: string, newPassword: string): Promise<ResetErrorKey | null> {
  let result: Awaited<ReturnType<AuthClient['resetPassword']>>
  try {
    const { authClient } = await loadAuthClient()
    result = await authClient.resetPassword({ token, newPassword })
  } catch {
    return 'errors.unexpected'
  }
  if (!result.error) return null
  const code = errorCodeOf(result.error)
  if (code === ERROR_CODES.weakPassword) return 'errors.weakPassword'
  if (result.error.status === 400 || code === ERROR_CODES.tokenInvalid) return 'reset.invalidLink'
  return 'errors.unexpected'
}
