// Who is an operator: an account given the role by the one-time bootstrap token, or an ADMIN_EMAILS address
// whose owner has proved it (a verified email). An unverified sign-up with the operator's address is a family.
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { user } from '../db/schema/auth'
import type { Env } from '../env'

export const OPERATOR_ROLE = 'admin'

export function effectiveRole(
  account: { role?: string | null; email: string; emailVerified: boolean },
  env: Pick<Env, 'adminEmails'>,
): string {
  if (account.role === OPERATOR_ROLE) return OPERATOR_ROLE
  if (account.emailVerified && env.adminEmails.includes(account.email.toLowerCase())) return OPERATOR_ROLE
  return 'user'
}

/** Whether any account can use the operator console now (no bootstrap token is needed then). */
export async function operatorExists(db: Db, env: Pick<Env, 'adminEmails'>): Promise<boolean> {
  const verifiedAdminEmail =
    env.adminEmails.length > 0
      ? and(eq(user.emailVerified, true), inArray(sql`lower(${user.email})`, env.adminEmails))
      : undefined
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(
      verifiedAdminEmail
        ? or(eq(user.role, OPERATOR_ROLE), verifiedAdminEmail)
        : eq(user.role, OPERATOR_ROLE),
    )
    .limit(1)
  return rows.length > 0
}
