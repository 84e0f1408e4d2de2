// The real server process: a fresh DATA_DIR is created and migrated on first start, and SIGTERM loses no
// acknowledged registration (in-flight requests finish before the database closes, exit code 0).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { RegistrationRecordInput } from '../shared/schemas/registration'
import { openDatabase } from './db/client'
import { userRegistrations } from './db/schema/registrations'
import { projectRoot } from './lib/project-root'

interface LogLine {
  msg?: string
  port?: number
}

interface RunningServer {
  child: ChildProcess
  port: number
  logs: LogLine[]
  exited: Promise<number | null>
}

const running = new Set<ChildProcess>()
const scratch = mkdtempSync(path.join(os.tmpdir(), 'mochi-main-'))
// Not created yet: the server itself must create it on first start.
const dataDir = path.join(scratch, 'data')

afterAll(() => {
  for (const child of running) child.kill('SIGKILL')
  rmSync(scratch, { recursive: true, force: true })
})

/** Starts `src/server/main.ts` on a random port; resolves once its "listening" log line names the port. */
function startServer(): Promise<RunningServer> {
  // The default install: embedded PGlite in DATA_DIR, whatever database the surrounding test run uses.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot(),
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const logs: LogLine[] = []
  let stderr = ''
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    })
  })
  return new Promise((resolve, reject) => {
    let buffered = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      for (const line of lines.filter((text) => text.trim())) {
        const entry = JSON.parse(line) as LogLine
        logs.push(entry)
        if (typeof entry.port === 'number') resolve({ child, port: entry.port, logs, exited })
      }
    })
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${stderr}`)))
  })
}

function registration(index: number): RegistrationRecordInput {
  return {
    email: `shutdown-${index}@garden.test`,
    age: 20 + (index % 80),
    language: index % 2 ? 'es' : 'en',
    registeredAt: new Date().toISOString(),
    device_info: { userAgent: 'main-test', screenSize: '390x844', browserLanguage: 'en-GB', timezone: 'UTC' },
    utm_params: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    referral_source: 'direct',
    user_agent: 'main-test',
  }
}

type Outcome = { kind: 'acknowledged'; id: string } | { kind: 'status'; status: number } | { kind: 'dropped' }

async function register(port: number, index: number): Promise<Outcome> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(index)),
    })
    if (response.status !== 201) return { kind: 'status', status: response.status }
    return { kind: 'acknowledged', id: ((await response.json()) as { id: string }).id }
  } catch {
    // Refused or reset before the server read it: never acknowledged, so nothing is owed.
    return { kind: 'dropped' }
  }
}

/**
 * A registration whose body is sent in two halves: `started` resolves once the server has accepted the
 * request (its 100 Continue), so it is certainly in flight until `finish` sends the rest.
 */
function slowRegistration(port: number, index: number) {
  const body = JSON.stringify(registration(index))
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/registrations',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  })
  const started = new Promise<void>((resolve) => {
    request.once('continue', () => {
      request.write(body.slice(0, body.length / 2))
      resolve()
    })
  })
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.once('error', reject)
    request.once('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.once('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
  })
  request.flushHeaders()
  return { started, response, finish: () => request.end(body.slice(body.length / 2)) }
}

/** Resolves once the port refuses new connections, i.e. the server has acted on the signal. */
async function waitUntilRefused(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(false)
      })
      socket.once('error', () => resolve(true))
    })
    if (refused) return
  }
}

async function health(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`)
  const body = (await response.json()) as { database: { status: string; kind: string } }
  return { status: response.status, database: body.database }
}

describe('server process (embedded database)', () => {
  it('creates and migrates a fresh DATA_DIR, and keeps every acknowledged registration across SIGTERM', async () => {
    expect(existsSync(dataDir)).toBe(false)
    const first = await startServer()
    expect(first.logs.some((entry) => entry.msg?.includes('listening'))).toBe(true)
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true)
    expect(await health(first.port)).toEqual({
      status: 200,
      database: expect.objectContaining({ status: 'up', kind: 'pglite' }),
    })

    const slow = slowRegistration(first.port, 100)
    await slow.started
    const pending = Array.from({ length: 30 }, (_, index) => register(first.port, index))
    // Signal as soon as one registration is acknowledged, while the others are still arriving.
    await Promise.race(pending)
    first.child.kill('SIGTERM')
    await waitUntilRefused(first.port)
    slow.finish()
    const slowResponse = await slow.response
    expect(slowResponse.status).toBe(201)
    const outcomes = await Promise.all(pending)
    expect(await first.exited).toBe(0)
    expect(first.logs.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['shutting down: finishing in-flight requests', 'stopped']),
    )

    // Shutting down may refuse new connections but must never answer with an error.
    expect(outcomes.filter((outcome) => outcome.kind === 'status')).toEqual([])
    const ids = outcomes.flatMap((outcome) => (outcome.kind === 'acknowledged' ? [outcome.id] : []))
    expect(ids.length).toBeGreaterThan(0)
    ids.push((JSON.parse(slowResponse.text) as { id: string }).id)

    const second = await startServer()
    expect((await health(second.port)).database).toMatchObject({ status: 'up', kind: 'pglite' })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const database = await openDatabase({ dataDir, migrate: false })
    try {
      const rows = await database.db
        .select({ id: userRegistrations.id })
        .from(userRegistrations)
        .where(inArray(userRegistrations.id, ids))
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort())
    } finally {
      await database.close()
    }
  }, 120_000)
})
