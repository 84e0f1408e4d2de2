// Who owns a creation, and the rate limit every generation counts against (per user or per guest id).
import type { Context } from 'hono'
import { requireOwner } from '../../auth/caller'
import type { AppDeps, AppEnv } from '../../context'
import { ApiError } from '../../lib/errors'
import { hitLimit } from '../../lib/rate-limiter'
import { CREATE_ERROR_CODES } from './errors'

export type Owner = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string }

/** Generations a caller may start per minute: drawing is the heaviest thing the server does. */
export const GENERATIONS_PER_MINUTE = 20

export async function requireCreationOwner(c: Context<AppEnv>, deps: Pick<AppDeps, 'auth'>): Promise<Owner> {
  const caller = await requireOwner(c, deps)
  return caller.kind === 'user'
    ? { kind: 'user', userId: caller.userId }
    : { kind: 'guest', guestId: caller.guestId }
}

export function ownerKey(owner: Owner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.guestId}`
}

export async function countGeneration(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'database'>,
  owner: Owner,
): Promise<void> {
  const state = await hitLimit(deps.database.db, `create:${ownerKey(owner)}`, {
    max: GENERATIONS_PER_MINUTE,
    windowSeconds: 60,
  })
  if (!state.allowed) {
    c.header('Retry-After', String(state.retryAfterSeconds))
    throw new ApiError(
      429,
      CREATE_ERROR_CODES.rateLimited,
      'Mochi needs a little rest after all that drawing. Please try again in a minute.',
    )
  }
}
