// Who is calling: a signed-in user (from the session cookie), a guest (by the mochi_guest_id header), or nobody.
// Every scoped query uses this, never an id sent in a request body.
import type { Context } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import type { AppDeps, AppEnv } from '../context'
import { ApiError } from '../lib/errors'

export const GUEST_ID_HEADER = 'x-mochi-guest-id'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type Caller =
  | {
      kind: 'user'
      userId: string
      email: string
      role: string
      name: string
      guestId: string | null
      /** An identity-provider sign-up that has not finished its profile: refused everywhere but a few routes. */
      profilePending?: boolean
    }
  | { kind: 'guest'; guestId: string }
  | { kind: 'anonymous' }

export interface CallerOptions {
  /** The few routes an unfinished account may use: who am I, finish the profile, export, delete. */
  allowPendingProfile?: boolean
}

export async function getCaller(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'auth'>,
  options: CallerOptions = {},
): Promise<Caller> {
  const caller = await readCaller(c, deps)
  if (caller.kind === 'user' && caller.profilePending && !options.allowPendingProfile) {
    throw new ApiError(
      403,
      ERROR_CODES.profileIncomplete,
      'Please finish your profile (age, name, language and consents) first.',
    )
  }
  return caller
}

async function readCaller(c: Context<AppEnv>, { auth }: Pick<AppDeps, 'auth'>): Promise<Caller> {
  const cached = c.get('caller')
  if (cached) return cached
  const headerGuest = c.req.header(GUEST_ID_HEADER)
  const guestId = headerGuest && UUID.test(headerGuest) ? headerGuest.toLowerCase() : null
  // A session comes only in a cookie or an Authorization header (bearer plugin): with neither there is none to
  // look up, and guests skip the session machinery, which costs more than a busy chat route can spare.
  const found =
    c.req.header('cookie') || c.req.header('authorization')
      ? await auth.api.getSession({ headers: c.req.raw.headers })
      : null
  const caller: Caller = found
    ? {
        kind: 'user',
        userId: found.user.id,
        email: found.user.email,
        role: (found.user as { role?: string }).role ?? 'user',
        name: found.user.name,
        guestId,
        profilePending: (found.user as { profilePending?: boolean }).profilePending === true,
      }
    : guestId
      ? { kind: 'guest', guestId }
      : { kind: 'anonymous' }
  c.set('caller', caller)
  return caller
}

export async function requireUser(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'auth'>,
  options: CallerOptions = {},
) {
  const caller = await getCaller(c, deps, options)
  if (caller.kind !== 'user') throw new ApiError(401, ERROR_CODES.unauthorized, 'Please sign in first')
  return caller
}

export async function requireAdmin(c: Context<AppEnv>, deps: Pick<AppDeps, 'auth'>) {
  const caller = await requireUser(c, deps)
  if (caller.role !== 'admin')
    throw new ApiError(403, ERROR_CODES.forbidden, 'This needs an operator account')
  return caller
}

/** A user or a guest: the owner of progress, consents and creations. */
export async function requireOwner(c: Context<AppEnv>, deps: Pick<AppDeps, 'auth'>) {
  const caller = await getCaller(c, deps)
  if (caller.kind === 'anonymous') {
    throw new ApiError(401, ERROR_CODES.unauthorized, 'Sign in, or send the guest id of this browser')
  }
  return caller
}
