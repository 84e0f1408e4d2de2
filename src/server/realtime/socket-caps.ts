// Caps on open realtime voice sockets (VOICE_SOCKETS_PER_ACCOUNT, VOICE_SOCKETS_PER_ADDRESS), counted in the
// database so they hold across instances: a socket holds a lease row, refreshed while it is open, deleted on
// close, and ignored once expired (an instance that died without closing its sockets).
import { and, count, eq, gt, lt } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Db } from '../db/client'
import { voiceSockets } from '../db/schema/voice-sockets'

const LEASE_SECONDS = 90
const REFRESH_MS = 30_000

export interface SocketLease {
  /** The socket opened: keep the lease alive while it is. (A handshake that never opens expires by itself.) */
  opened: () => void
  release: () => void
}

/** Leases taken at the handshake, for the socket that the same request then opens. */
const leases = new WeakMap<Context, SocketLease>()

export const leaseOf = (c: Context) => leases.get(c)

/**
 * Takes a lease for a new socket, or answers which cap is full. The lease is written before counting, so two
 * handshakes at once can both be refused but never both let in past the cap.
 */
export async function takeSocketLease(
  c: Context,
  db: Db,
  owner: { userId: string; address: string },
  caps: { perAccount: number; perAddress: number },
): Promise<'account' | 'address' | null> {
  const now = new Date()
  const expiresAt = () => new Date(Date.now() + LEASE_SECONDS * 1000)
  const [row] = await db
    .insert(voiceSockets)
    .values({ ...owner, expiresAt: expiresAt() })
    .returning({ id: voiceSockets.id })
  const id = row!.id
  const live = gt(voiceSockets.expiresAt, now)
  const [[forAccount], [forAddress]] = await Promise.all([
    db
      .select({ n: count() })
      .from(voiceSockets)
      .where(and(eq(voiceSockets.userId, owner.userId), live)),
    db
      .select({ n: count() })
      .from(voiceSockets)
      .where(and(eq(voiceSockets.address, owner.address), live)),
  ])
  const full =
    (forAccount?.n ?? 0) > caps.perAccount
      ? 'account'
      : (forAddress?.n ?? 0) > caps.perAddress
        ? 'address'
        : null
  const remove = () =>
    db
      .delete(voiceSockets)
      .where(eq(voiceSockets.id, id))
      .catch(() => {})
  if (full) {
    await remove()
    return full
  }
  // Expired leases of sockets that never said goodbye are cleared as new ones arrive.
  void db
    .delete(voiceSockets)
    .where(lt(voiceSockets.expiresAt, now))
    .catch(() => {})
  let refresh: NodeJS.Timeout | undefined
  let released = false
  leases.set(c, {
    opened: () => {
      if (released || refresh) return
      refresh = setInterval(() => {
        void db
          .update(voiceSockets)
          .set({ expiresAt: expiresAt() })
          .where(eq(voiceSockets.id, id))
          .catch(() => {})
      }, REFRESH_MS)
      refresh.unref()
    },
    release: () => {
      if (released) return
      released = true
      clearInterval(refresh)
      void remove()
    },
  })
  return null
}
