// The mailer other code uses: every mail goes to the outbox; with SMTP_URL it is also delivered.
import type { Db } from '../db/client'
import type { Logger } from '../lib/logger'
import { type MailDelivery, startMailDelivery } from './delivery'
import { enqueueMail } from './outbox'
import type { MailMessage } from './templates'

export interface Mailer {
  readonly canDeliver: boolean
  send(message: MailMessage): Promise<string>
  /** Delivers what is due now (tests and shutdown); a no-op without SMTP. */
  flush(): Promise<number>
  stop(): void
}

export function createMailer(db: Db, options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const delivery: MailDelivery | null = options.smtpUrl
    ? startMailDelivery(db, { smtpUrl: options.smtpUrl, from: options.from, logger: options.logger })
    : null
  return {
    canDeliver: delivery !== null,
    async send(message) {
      const id = await enqueueMail(db, message, { canDeliver: delivery !== null })
      delivery?.deliverDue().catch((error) => options.logger.warn({ err: error }, 'mail delivery failed'))
      return id
    },
    flush: () => delivery?.deliverDue() ?? Promise.resolve(0),
    stop: () => delivery?.stop(),
  }
}
