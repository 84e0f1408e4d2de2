// The one-time operator bootstrap token: printed to the server log at start while no operator exists, kept only
// as a SHA-256 hash in better-auth's verification table, valid for a day, and spent by the first account that
// enters it (which becomes the operator; every other waiting token is then void).
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { user, verification } from '../db/schema/auth'
import type { Env } from '../env'
import type { Logger } from '../lib/logger'
import { OPERATOR_ROLE, operatorExists } from './operator-role'

export const BOOTSTRAP_IDENTIFIER = 'operator-bootstrap'
export const BOOTSTRAP_TOKEN_HOURS = 24

const hash = (token: string) => createHash('sha256').update(token.trim()).digest('hex')

/** Stores a fresh token (or OPERATOR_BOOTSTRAP_TOKEN) when no operator exists; returns it, or null. */
export async function issueBootstrapToken(
  db: Db,
  env: Pick<Env, 'adminEmails' | 'operatorBootstrapToken'>,
  now = new Date(),
): Promise<string | null> {
  if (await operatorExists(db, env)) return null
  const token = env.operatorBootstrapToken ?? randomBytes(24).toString('base64url')
  const value = hash(token)
  // Several instances given the same configured token store it once.
  await db
    .delete(verification)
    .where(and(eq(verification.identifier, BOOTSTRAP_IDENTIFIER), eq(verification.value, value)))
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: BOOTSTRAP_IDENTIFIER,
    value,
    expiresAt: new Date(now.getTime() + BOOTSTRAP_TOKEN_HOURS * 60 * 60 * 1000),
  })
  return token
}

/** At start: issue a token when needed and print it where only whoever runs the server can read it. */
export async function announceBootstrapToken(
  db: Db,
  env: Pick<Env, 'adminEmails' | 'operatorBootstrapToken'>,
  logger: Logger,
): Promise<void> {
  const token = await issueBootstrapToken(db, env)
  if (!token) return
  logger.warn(
    { operatorBootstrapToken: token, expiresInHours: BOOTSTRAP_TOKEN_HOURS },
    'No operator yet: sign in, open /control-center and enter this one-time operator token (or POST it to /api/account/operator-claim)',
  )
}

/** Spends a token for `userId`: true when it was valid (the account is now the operator), false otherwise. */
export async function claimOperatorRole(
  db: Db,
  userId: string,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, BOOTSTRAP_IDENTIFIER),
          eq(verification.value, hash(token)),
          gt(verification.expiresAt, now),
        ),
      )
      .returning({ id: verification.id })
    if (spent.length === 0) return false
    await tx.update(user).set({ role: OPERATOR_ROLE, updatedAt: now }).where(eq(user.id, userId))
    // An operator exists now: tokens printed by other instances are void.
    await tx.delete(verification).where(eq(verification.identifier, BOOTSTRAP_IDENTIFIER))
    return true
  })
}
