// Follow requests with double opt-in. Tokens are random and stored only as hashes.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Follow } from '../../../shared/schemas/follow'
import type { Db } from '../../db/client'
import { followers } from '../../db/schema/follows'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const newToken = () => randomBytes(32).toString('base64url')

/**
 * For a child only the first name and the parent's address are stored; the child's own email and age are never
 * kept (they are not needed: updates go to the parent).
 */
export async function createFollowRequest(db: Db, input: Follow) {
  const confirmToken = newToken()
  const unsubscribeToken = newToken()
  const [row] = await db
    .insert(followers)
    .values({
      name: input.name,
      email: (input.isChild ? input.parentEmail! : input.email).toLowerCase(),
      isChild: input.isChild,
      language: input.language,
      confirmTokenHash: hashToken(confirmToken),
      unsubscribeTokenHash: hashToken(unsubscribeToken),
    })
    .returning()
  return { follower: row!, confirmToken, unsubscribeToken }
}

export async function confirmFollow(db: Db, token: string) {
  const [row] = await db
    .update(followers)
    .set({ status: 'confirmed', confirmedAt: new Date() })
    .where(and(eq(followers.confirmTokenHash, hashToken(token)), eq(followers.status, 'pending')))
    .returning()
  if (row) return { follower: row, alreadyConfirmed: false }
  const [existing] = await db
    .select()
    .from(followers)
    .where(eq(followers.confirmTokenHash, hashToken(token)))
  return existing?.status === 'confirmed' ? { follower: existing, alreadyConfirmed: true } : null
}

/**
 * Unsubscribes: nothing more is sent. A parent withdrawing consent for a child deletes the child's record at once
 * (COPPA: nothing about the child is kept without consent).
 */
export async function endFollow(db: Db, token: string) {
  const [child] = await db
    .delete(followers)
    .where(and(eq(followers.unsubscribeTokenHash, hashToken(token)), eq(followers.isChild, true)))
    .returning()
  if (child) return child
  const [row] = await db
    .update(followers)
    .set({ status: 'unsubscribed', endedAt: new Date() })
    .where(eq(followers.unsubscribeTokenHash, hashToken(token)))
    .returning()
  return row ?? null
}

/** Replaces the unsubscribe token (the plain token exists only in mails), returning the new one. */
export async function rotateUnsubscribeToken(db: Db, id: string) {
  const token = newToken()
  await db
    .update(followers)
    .set({ unsubscribeTokenHash: hashToken(token) })
    .where(eq(followers.id, id))
  return token
}
