// LISTEN on a PostgreSQL channel from a connection of its own (a pool's clients come and go), reconnecting if it
// drops; a reconnect counts as a notification, since one may have been sent while nobody listened.
import pg from 'pg'

const RETRY_MS = 2000

/** `channel` is one of our own constant identifiers (LISTEN takes no parameters). */
export async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    // A lost server ends the connection; 'end' below schedules the reconnect.
    next.on('error', () => {})
    next.on('end', () => {
      if (client === next) {
        client = undefined
        schedule()
      }
    })
    await next.connect()
    try {
      await next.query(`LISTEN ${channel}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    client = next
  }
  const schedule = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      connect().then(onNotify, schedule)
    }, RETRY_MS)
    retry.unref()
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const last = client
    client = undefined
    await last?.end().catch(() => {})
  }
}
