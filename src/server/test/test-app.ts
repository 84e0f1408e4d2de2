// Builds the real app for API tests, on a PGlite copy of the migrated snapshot, or on a fresh database of the
// PostgreSQL server named by TEST_DATABASE_URL (the test script starts one on loopback).

import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { createApp } from '../app'
import { type Database, openDatabase } from '../db/client'
import { testEnv } from '../env'
import type { FunctionDefinition } from '../functions/define'
import { createLogger } from '../lib/logger'

export interface TestContext {
  app: ReturnType<typeof createApp>
  database: Database
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>
  close: () => Promise<void>
}

export const databaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'

export async function createTestContext(
  options: { functions?: FunctionDefinition[] } = {},
): Promise<TestContext> {
  const { database, drop } = await openTestDatabase()
  const env = testEnv()
  const app = createApp({ env, database, logger: createLogger(env), startedAt: new Date() }, options)
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init
    const headers = new Headers(rest.headers)
    if (json !== undefined) headers.set('content-type', 'application/json')
    return Promise.resolve(
      app.request(path, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) }),
    )
  }
  return {
    app,
    database,
    request,
    close: async () => {
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
