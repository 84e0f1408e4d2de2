// Reads and writes of user_consents, always scoped to the caller (user id, or guest id for guests).
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm'
import { CONSENT_VERSION, type ConsentType } from '../../../shared/constants'
import type { ConsentRecord, RecordConsent } from '../../../shared/schemas/consent'
import type { Caller } from '../../auth/caller'
import type { Db } from '../../db/client'
import { userConsents } from '../../db/schema/consents'

type Owner = Exclude<Caller, { kind: 'anonymous' }>

function ownedBy(owner: Owner): SQL {
  return owner.kind === 'user'
    ? eq(userConsents.userId, owner.userId)
    : and(eq(userConsents.guestId, owner.guestId), isNull(userConsents.userId))!
}

export function toConsentRecord(row: typeof userConsents.$inferSelect): ConsentRecord {
  return {
    id: row.id,
    consent_type: row.consentType as ConsentType,
    consent_given: row.consentGiven,
    consent_version: row.consentVersion,
    ip_address: null,
    user_agent: row.userAgent,
    user_id: row.userId,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  }
}

export async function listConsents(db: Db, owner: Owner): Promise<ConsentRecord[]> {
  const rows = await db
    .select()
    .from(userConsents)
    .where(ownedBy(owner))
    .orderBy(desc(userConsents.createdAt))
  return rows.map(toConsentRecord)
}

export async function createConsents(
  db: Db,
  owner: Owner,
  decisions: RecordConsent[],
  context: { userAgent: string | null; email: string | null },
): Promise<ConsentRecord[]> {
  if (decisions.length === 0) return []
  const rows = await db
    .insert(userConsents)
    .values(
      decisions.map((decision) => ({
        consentType: decision.consentType,
        consentGiven: decision.consentGiven,
        consentVersion: CONSENT_VERSION,
        ipAddress: null,
        userAgent: context.userAgent?.slice(0, 1024) ?? null,
        userId: owner.kind === 'user' ? owner.userId : null,
        guestId: owner.kind === 'guest' ? owner.guestId : null,
        email: owner.kind === 'user' ? owner.email : context.email,
      })),
    )
    .returning()
  return rows.map(toConsentRecord)
}

/** Sets withdrawn_at on one of the caller's consents; null when it is not theirs (or unknown). */
export async function withdrawConsent(db: Db, owner: Owner, id: string): Promise<ConsentRecord | null> {
  const [row] = await db
    .update(userConsents)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(userConsents.id, id), ownedBy(owner), isNull(userConsents.withdrawnAt)))
    .returning()
  return row ? toConsentRecord(row) : null
}

/** The consent types whose latest decision is "given" and not withdrawn. */
export async function activeConsentTypes(db: Db, owner: Owner): Promise<Set<ConsentType>> {
  const records = await listConsents(db, owner)
  const latest = new Map<string, ConsentRecord>()
  for (const record of records) if (!latest.has(record.consent_type)) latest.set(record.consent_type, record)
  const active = new Set<ConsentType>()
  for (const [type, record] of latest)
    if (record.consent_given && record.withdrawn_at === null) active.add(type as ConsentType)
  return active
}
