// The resident chat worker: screens a chat's words and makes the offline guide's answer on its own thread(s), so a
// burst of chats is not served one after another by the request loop. Off unless the server turns it on; until
// its thread is ready (and whenever it cannot take a turn) the chat runs inline, exactly as without it.
import os from 'node:os'
import type Piscina from 'piscina'
import { learnedModel } from '../ai/safety/learned/learned-check'
import type { LocalTurnInput, LocalTurnResult } from '../features/chat/local-turn'
import type { Logger } from '../lib/logger'
import { poolOptionsFromEnv, workerEntry } from './pool'

export interface ChatWorkerOptions {
  /** Threads; 0 leaves every chat inline. */
  threads: number
  /** Told when the worker is ready (with how long each warm-up step took) or could not start. */
  logger?: Pick<Logger, 'info' | 'warn'>
}

/** Chat turns that may wait for the worker; past this a turn runs inline rather than queue without end. */
const QUEUE_LIMIT = 256
/**
 * Turns in the worker (per thread) past which every other new turn runs inline: in a burst the request loop is idle
 * once it has read the requests, so it takes a share instead of leaving the whole queue to the worker.
 */
const SHARE_ABOVE_PER_THREAD = 4

/**
 * One thread fewer than the machine has (the request loop keeps a core), at least one; none when WORKER_THREADS=0
 * turns the worker threads off.
 */
export function chatWorkerThreadsFromEnv(): number {
  const { threads } = poolOptionsFromEnv()
  return threads === 0 ? 0 : Math.max(1, Math.min(threads, os.availableParallelism() - 1))
}

/**
 * When the server starts the worker: with the first chat (the default: idle memory stays as without it), or at its
 * warm-up after healthy (CHAT_WORKER_START=warm-up: ≈ 70 MB more resident while idle, but a burst of chats right
 * after the first one finds the worker ready instead of warming up beside it), or never (off: every chat inline,
 * the speech and picture pool unchanged).
 */
export function chatWorkerStartFromEnv(): 'first-chat' | 'warm-up' | 'off' {
  const raw = process.env.CHAT_WORKER_START?.trim()
  if (raw === undefined || raw === '' || raw === 'first-chat') return 'first-chat'
  if (raw === 'warm-up' || raw === 'off') return raw
  throw new Error(`CHAT_WORKER_START must be first-chat, warm-up or off, got "${raw}"`)
}

let options: ChatWorkerOptions | undefined
let pool: Piscina | undefined
let ready = false
let starting: Promise<void> | undefined
let turns = 0
let inFlight = 0
let shared = 0

/** Turns the chat worker on; it starts with the next chat. */
export function enableChatWorker(next: ChatWorkerOptions): void {
  options = next
}

async function start(settings: ChatWorkerOptions): Promise<void> {
  const { default: PiscinaPool } = await import('piscina')
  const started = new PiscinaPool({
    ...workerEntry(),
    minThreads: settings.threads,
    maxThreads: settings.threads,
    maxQueue: QUEUE_LIMIT,
    concurrentTasksPerWorker: 1,
    // Resident: a family coming back after a pause should not wait for the guide and the safety reader to load.
    idleTimeout: Number.POSITIVE_INFINITY,
  })
  pool = started
  // Each thread gets a copy of the learned reader this thread screens with (read from DATA_DIR at warm-up: the
  // worker never trains or keys it itself) and answers a few questions before it takes a child's turn.
  const begun = performance.now()
  const trained = learnedModel()
  const steps = await Promise.all(
    Array.from({ length: settings.threads }, () => started.run({ trained }, { name: 'chatWarmUp' })),
  )
  if (pool !== started) return
  ready = true
  settings.logger?.info(
    { threads: settings.threads, ms: Math.round(performance.now() - begun), steps: steps[0] },
    'chat worker ready',
  )
}

/** Starts the worker if it is on and not started yet; resolves when it takes turns (or could not start). */
export function startChatWorker(): Promise<void> {
  if (!options || options.threads === 0) return Promise.resolve()
  const settings = options
  starting ??= start(settings).catch(async (error: unknown) => {
    // A worker that cannot start leaves every chat inline (as with the worker off) until it is closed.
    settings.logger?.warn({ err: error }, 'the chat worker could not start; chats are answered inline')
    const failed = pool
    pool = undefined
    await failed?.destroy()
  })
  return starting
}

/**
 * The turn screened and answered on the worker, or undefined when it is off, still starting (this call starts
 * it) or its queue is full: the caller then does the same work inline.
 */
export function localTurnInWorker(input: LocalTurnInput): Promise<LocalTurnResult> | undefined {
  if (!options || options.threads === 0) return undefined
  if (!ready || !pool) {
    void startChatWorker()
    return undefined
  }
  if (pool.queueSize >= QUEUE_LIMIT) return undefined
  if (inFlight >= SHARE_ABOVE_PER_THREAD * options.threads && shared++ % 2 === 0) return undefined
  inFlight++
  const job = pool.run(input, { name: 'chatTurn' }) as Promise<LocalTurnResult>
  return job.then(
    (result) => {
      inFlight--
      turns++
      return result
    },
    (error: unknown) => {
      inFlight--
      throw error
    },
  )
}

/** Chat turns the worker has screened and answered since the process started (tests, operators). */
export function chatWorkerTurns(): number {
  return turns
}

/** Stops the worker (tests, shutdown); the next chat starts it again if it is still on. */
export async function closeChatWorker(): Promise<void> {
  const closing = pool
  pool = undefined
  ready = false
  starting = undefined
  if (closing) await closing.destroy()
}

/** Whether the worker takes turns now (tests wait for it). */
export async function chatWorkerReady(): Promise<boolean> {
  await starting
  return ready
}
