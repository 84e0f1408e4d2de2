// The worker-thread pool (piscina) that runs speech synthesis, MP3 encoding and the illustrator off the request loop.
// Sized to the machine, started on the first job, its threads leave when idle; a full queue is a 503 (PoolBusyError).
import os from 'node:os'
import type { MessagePort, Transferable } from 'node:worker_threads'
import type Piscina from 'piscina'
import { workerContext } from './context'
import { PoolBusyError } from './pool-busy-error'

export interface WorkerPoolOptions {
  /** Worker threads; 0 runs every job on the calling thread (no pool). */
  threads: number
  /** Jobs that may wait for a free worker before new ones get a 503. */
  queueLimit: number
}

/** Jobs one worker interleaves: a long clip yields between pieces, so a short one need not wait for it. */
const TASKS_PER_WORKER = 4
/** A worker with nothing to do leaves after this long, returning its memory (eSpeak alone is ~40 MB). */
const IDLE_TIMEOUT_MS = 30_000
const DEFAULT_QUEUE_LIMIT = 64

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`)
  return value
}

/** WORKER_THREADS (default: the machine's parallelism) and WORKER_QUEUE_LIMIT (default 64). */
export function poolOptionsFromEnv(): WorkerPoolOptions {
  return {
    threads: intFromEnv('WORKER_THREADS', os.availableParallelism()),
    queueLimit: intFromEnv('WORKER_QUEUE_LIMIT', DEFAULT_QUEUE_LIMIT),
  }
}

let options: WorkerPoolOptions | undefined
let pool: Promise<Piscina> | undefined

/** Sets the pool's size and queue (tests, benches); the running pool, if any, is closed first. */
export async function configureWorkerPool(next: WorkerPoolOptions): Promise<void> {
  await closeWorkerPool()
  options = next
}

export async function closeWorkerPool(): Promise<void> {
  const closing = pool
  pool = undefined
  if (closing) await (await closing).destroy()
}

const currentOptions = () => {
  options ??= poolOptionsFromEnv()
  return options
}

/** True where a pooled function must do the work itself: inside a worker, or when the pool is off. */
export function runsHere(): boolean {
  return workerContext.inPoolWorker || currentOptions().threads === 0
}

/** The worker entry: the bundled dist/server/worker.js next to main.js, or the TypeScript source under tsx/vitest. */
export function workerEntry(): { filename: string } {
  const fromSource = import.meta.url.endsWith('.ts')
  return { filename: new URL(fromSource ? './worker-source.mjs' : './worker.js', import.meta.url).href }
}

async function startPool(): Promise<Piscina> {
  const { default: PiscinaPool } = await import('piscina')
  const { threads, queueLimit } = currentOptions()
  return new PiscinaPool({
    ...workerEntry(),
    minThreads: 0,
    maxThreads: threads,
    maxQueue: queueLimit,
    concurrentTasksPerWorker: TASKS_PER_WORKER,
    idleTimeout: IDLE_TIMEOUT_MS,
  })
}

function getPool(): Promise<Piscina> {
  if (!pool) {
    pool = startPool()
    pool.catch(() => {
      pool = undefined
    })
  }
  return pool
}

/** Piscina's words for a full queue (maxQueue reached, or no queue and every worker's slots taken). */
const QUEUE_FULL = ['Task queue is at limit', 'No task queue available and all Workers are busy']

/** Runs the worker's exported function `name` on `input`; a PoolBusyError when the queue is full. */
export async function runInPool<T>(name: string, input: unknown, transferList?: Transferable[]): Promise<T> {
  const piscina = await getPool()
  try {
    return (await piscina.run(input, { name, transferList: transferList as never })) as T
  } catch (error) {
    if (error instanceof Error && QUEUE_FULL.includes(error.message)) throw new PoolBusyError()
    throw error
  }
}

/** What a streaming job posts on its port: a chunk, the end, or why it failed. */
export type StreamMessage<T> = { chunk: T } | { done: true } | { error: string; name?: string }

/**
 * Runs a worker function that posts its results on a port as they are made, handing them out in order.
 * Stopping early (a listener who hangs up) tells the worker to stop at its next chunk.
 */
export async function* streamFromPool<T>(name: string, input: Record<string, unknown>): AsyncGenerator<T> {
  const { MessageChannel } = await import('node:worker_threads')
  const { port1, port2 } = new MessageChannel()
  const queue: StreamMessage<T>[] = []
  let wake: (() => void) | undefined
  port1.on('message', (message: StreamMessage<T>) => {
    queue.push(message)
    wake?.()
  })
  const job = runInPool<void>(name, { ...input, port: port2 }, [port2 as MessagePort])
  let failed: unknown
  job.catch((error) => {
    failed = error
    wake?.()
  })
  try {
    while (true) {
      if (queue.length === 0 && failed === undefined) {
        await new Promise<void>((resolve) => {
          wake = resolve
        })
        wake = undefined
      }
      const message = queue.shift()
      if (!message) {
        if (failed !== undefined) throw failed
        continue
      }
      if ('chunk' in message) yield message.chunk
      else if ('done' in message) return
      else throw Object.assign(new Error(message.error), message.name ? { name: message.name } : {})
    }
  } finally {
    port1.postMessage('stop')
    port1.close()
  }
}
