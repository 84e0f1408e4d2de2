// Who owns a creation, and the rate limit every generation counts against (per user or guest id, and per address).
import type { Context } from 'hono'
import { requireOwner } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { callerKey, spendQuota } from '../../lib/quota'
import { CREATE_ERROR_CODES } from './errors'

export type Owner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string }

/** Generations a caller may start per minute by default (CREATE_LIMIT_PER_MINUTE; an address gets five times it). */
export const GENERATIONS_PER_MINUTE = 20

export async function requireCreationOwner(c: Context<AppEnv>, deps: Pick<AppDeps, 'auth'>): Promise<Owner> {
  const caller = await requireOwner(c, deps)
  return caller.kind === 'user'
    ? { kind: 'user', userId: caller.userId }
    : { kind: 'guest', guestId: caller.guestId }
}

export async function countGeneration(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'database' | 'env'>,
  owner: Owner,
): Promise<void> {
  // Per owner and per address (CREATE_LIMIT_PER_MINUTE): a fresh guest id per request gets no more pictures.
  await spendQuota(
    c,
    deps,
    'creations',
    callerKey(owner),
    () =>
      new ApiError(
        429,
        CREATE_ERROR_CODES.rateLimited,
        'Mochi needs a little rest after all that drawing. Please try again in a minute.',
      ),
  )
}
