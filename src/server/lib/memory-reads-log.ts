// The request log of answers served from memory: one line per route and status every few seconds, with how many
// and how long they took, instead of one line each (at tens of thousands a second the lines would cost more than
// the answers). Misses go through the app and are logged one by one as usual.
import type { Logger } from './logger'

const FLUSH_EVERY_MS = 10_000

interface Tally {
  method: string
  path: string
  status: number
  count: number
  totalMs: number
  maxMs: number
}

export function servedCounter(logger: Logger) {
  let tallies = new Map<string, Tally>()
  const flush = () => {
    if (tallies.size === 0) return
    const done = tallies
    tallies = new Map()
    for (const tally of done.values())
      logger.info(
        {
          method: tally.method,
          path: tally.path,
          status: tally.status,
          count: tally.count,
          meanMs: Math.round((tally.totalMs / tally.count) * 1000) / 1000,
          maxMs: Math.round(tally.maxMs * 1000) / 1000,
          seconds: FLUSH_EVERY_MS / 1000,
        },
        'requests served from memory',
      )
  }
  setInterval(flush, FLUSH_EVERY_MS).unref()
  const add = (method: string, path: string, status: number, ms: number) => {
    const key = `${method} ${status} ${path}`
    const tally = tallies.get(key)
    if (tally) {
      tally.count++
      tally.totalMs += ms
      if (ms > tally.maxMs) tally.maxMs = ms
    } else tallies.set(key, { method, path, status, count: 1, totalMs: ms, maxMs: ms })
  }
  return { add, flush }
}
