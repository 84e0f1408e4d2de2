// Proof that the person at the keyboard owns the account before an irreversible change (deleting it): the
// password for accounts that have one; for identity-provider accounts a sign-in within the last few minutes.
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { ERROR_CODES } from '../../shared/error-codes'
import type { AppDeps, AppEnv } from '../context'
import { account } from '../db/schema/auth'
import { ApiError } from '../lib/errors'

export const FRESH_SIGN_IN_MINUTES = 10

export async function requireReauthentication(
  c: Context<AppEnv>,
  { auth, database }: Pick<AppDeps, 'auth' | 'database'>,
  userId: string,
  password: string | undefined,
): Promise<void> {
  const [credential] = await database.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
  if (credential?.hash) {
    const context = await auth.$context
    const valid = password ? await context.password.verify({ password, hash: credential.hash }) : false
    if (!valid)
      throw new ApiError(401, ERROR_CODES.invalidCredentials, 'Please enter your password to confirm.', {
        field: 'password',
      })
    return
  }
  const session = await auth.api.getSession({ headers: c.req.raw.headers })
  const signedInAt = session ? new Date(session.session.createdAt).getTime() : 0
  if (Date.now() - signedInAt > FRESH_SIGN_IN_MINUTES * 60_000)
    throw new ApiError(401, ERROR_CODES.reauthenticationRequired, 'Please sign in again to confirm.')
}
