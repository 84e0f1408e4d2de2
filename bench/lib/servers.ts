// Starts the built app and the hello-world Hono anchor as child processes on loopback, and measures them.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const APP_ENTRY = path.join(ROOT, 'dist/server/main.js')
/** The node flags scripts/start.sh and `npm run serve` run the app with (a small young generation). */
const APP_NODE_FLAGS = [
  '--max-semi-space-size=2',
  '--wasm-tiering-budget=18000000',
  // Extra flags for a profiling run, e.g. BENCH_APP_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  ...(process.env.BENCH_APP_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
]
/** The environment they set too: freed compiler scratch memory goes back to the system (scripts/start.sh). */
const APP_ENV = { MALLOC_MMAP_THRESHOLD_: '32768' }
const HELLO_ENTRY = path.join(ROOT, 'bench/lib/hello-hono.mjs')
const REPLAY_ENTRY = path.join(ROOT, 'bench/lib/replay-server.mjs')

export interface Running {
  name: string
  url: string
  pid: number
  /** Milliseconds from spawn to the first 200 answer of readyPath. */
  readyMs: number
  /** CPU time (user + system) the process had used by then, in ms: steadier than wall time on a busy machine. */
  readyCpuMs: number
  stop: () => Promise<void>
}

export function requireBuild(): void {
  if (!existsSync(APP_ENTRY) || !existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    console.error('the app is not built: run `npm run build` first')
    process.exit(2)
  }
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'mochi-bench-'))
export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true })

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) })
      await res.arrayBuffer()
      if (res.status === 200) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`)
}

async function start(
  name: string,
  entry: string,
  readyPath: string,
  env: Record<string, string>,
): Promise<Running> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, [...(entry === APP_ENTRY ? APP_NODE_FLAGS : []), entry], {
    cwd: ROOT,
    env: { ...process.env, ...(entry === APP_ENTRY ? APP_ENV : {}), ...env, PORT: String(port) },
    // The app logs every request; a terminal would slow it more than a real log shipper does.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitReady(url + readyPath, child, 30_000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const readyMs = performance.now() - started
  const readyCpuMs = cpuMs(child.pid ?? 0)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  return { name, url, pid: child.pid ?? 0, readyMs, readyCpuMs, stop }
}

/** The built app on PGlite in dataDir, offline models, answering on loopback. */
export const startApp = (dataDir: string, extraEnv: Record<string, string> = {}) =>
  start("Mochi's Garden", APP_ENTRY, '/api/health', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CHAT_PROVIDER: 'local',
    REASONING_PROVIDER: 'local',
    OPENAI_API_KEY: '',
    ANTHROPIC_API_KEY: '',
    ELEVENLABS_API_KEY: '',
    ...extraEnv,
  })

export const startHello = () => start('hello-world Hono', HELLO_ENTRY, '/', {})

/** A bare Node server replaying one recorded answer (see replay-server.mjs), from a JSON file of it. */
export const startReplay = (answerFile: string) =>
  start('bare Node replay', REPLAY_ENTRY, '/', { REPLAY_ANSWER_FILE: answerFile })

/** Resident set size of a process, from /proc (Linux), in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kb / 1024
}

/** Peak resident set size so far (VmHWM), in MB. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kb / 1024
}

/** CPU time (user + system) a process has used, in ms, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * A process's CPU time split by thread: its main thread (the request loop), and every other thread together
 * (worker threads such as the chat worker, V8's garbage-collection and compiler helpers, libuv's pool).
 */
export function threadCpuMs(pid: number): { main: number; others: number } {
  let main = 0
  let others = 0
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    } catch {
      continue // a thread that ended between the listing and the read
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ms = (Number(fields[11]) + Number(fields[12])) * 10
    if (Number(tid) === pid) main += ms
    else others += ms
  }
  return { main, others }
}

/**
 * Waits until a server has finished its own start-up work (the app warms its safety filter and speech after it
 * answers, and builds the speech language model on a fresh data dir): until its CPU stays idle for one second.
 */
export async function waitQuiet(pid: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = cpuMs(pid)
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = cpuMs(pid)
    if (now - last <= 50) return
    last = now
  }
}
