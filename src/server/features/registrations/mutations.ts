// Writes of user_registrations.
import type { RegistrationRecord } from '../../../shared/schemas/registration'
import type { Db } from '../../db/client'
import { userRegistrations } from '../../db/schema/registrations'

export async function createRegistration(db: Db, record: RegistrationRecord) {
  const [row] = await db
    .insert(userRegistrations)
    .values({
      email: record.email,
      age: record.age,
      language: record.language,
      deviceInfo: record.device_info,
      utmParams: record.utm_params,
      referralSource: record.referral_source,
      userAgent: record.user_agent,
      registeredAt: new Date(record.registeredAt),
    })
    .returning({ id: userRegistrations.id, createdAt: userRegistrations.createdAt })
  return row!
}
