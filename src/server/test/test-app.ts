// Builds the real app for API tests, on a PGlite copy of the migrated snapshot, or on a fresh database of the
// PostgreSQL server named by TEST_DATABASE_URL (the test script starts one on loopback).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { createModels } from '../ai/providers'
import { createApp } from '../app'
import { createAuth } from '../auth/auth'
import type { AppDeps } from '../context'
import { type Database, openDatabase } from '../db/client'
import { type Env, publicUrl, testEnv } from '../env'
import { unansweredRecorder } from '../features/operator/unanswered-data'
import type { FunctionDefinition } from '../functions/define'
import { createLogger } from '../lib/logger'
import { createMailer, type Mailer } from '../mail/mailer'

type RequestInitJson = RequestInit & { json?: unknown }

export interface TestClient {
  request: (path: string, init?: RequestInitJson) => Promise<Response>
  /** Cookies this client holds, like a browser would. */
  cookies: Map<string, string>
}

export interface TestContext extends TestClient {
  app: ReturnType<typeof createApp>
  database: Database
  mailer: Mailer
  env: Env
  /** What the app was built with (for the parts main.ts adds around it, such as memory-routes). */
  deps: AppDeps
  /** A separate "browser" with its own cookie jar (and optionally a guest id). */
  client: (options?: { guestId?: string; ip?: string }) => TestClient
  close: () => Promise<void>
}

export interface TestOptions {
  functions?: FunctionDefinition[]
  env?: Partial<Env>
}

export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

export async function createTestContext(options: TestOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase()
  const env = testEnv(options.env)
  const logger = createLogger(env)
  const mailer = createMailer(database.db, { smtpUrl: env.smtpUrl, from: env.mailFrom, logger })
  const auth = createAuth({ env, db: database.db, mailer, secret: env.authSecret! })
  const models = createModels(env, { onUnanswered: unansweredRecorder(database.db, logger) })
  const deps = { env, database, logger, startedAt: new Date(), auth, mailer, models }
  const app = createApp(deps, { functions: options.functions })
  const origin = publicUrl(env)

  const client = ({ guestId, ip }: { guestId?: string; ip?: string } = {}): TestClient => {
    const cookies = new Map<string, string>()
    const request = async (path: string, init: RequestInitJson = {}) => {
      const { json, ...rest } = init
      const headers = new Headers(rest.headers)
      if (json !== undefined) headers.set('content-type', 'application/json')
      if (!headers.has('origin')) headers.set('origin', origin)
      if (guestId) headers.set('x-mochi-guest-id', guestId)
      if (ip) headers.set('x-forwarded-for', ip)
      if (cookies.size > 0)
        headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
      const response = await app.request(new URL(path, origin).toString(), {
        ...rest,
        headers,
        body: json === undefined ? rest.body : JSON.stringify(json),
      })
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = cookie.split(';')
        const index = pair.indexOf('=')
        const name = pair.slice(0, index).trim()
        const value = pair.slice(index + 1).trim()
        const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())) || value === ''
        if (expired) cookies.delete(name)
        else cookies.set(name, value)
      }
      return response
    }
    return { request, cookies }
  }

  const main = client()
  return {
    ...main,
    app,
    database,
    mailer,
    env,
    deps,
    client,
    close: async () => {
      mailer.stop()
      await database.close()
      await drop()
    },
  }
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))])
    const database = await openDatabase({ loadDataDir: snapshot, migrate: false })
    return { database, drop: async () => {} }
  }
  const name = `mochi_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
