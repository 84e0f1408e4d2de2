// Runs once before the API tests: migrates and seeds one PGlite database and saves it as a snapshot file,
// so every test file starts from a copy in about half a second instead of running initdb and migrations.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
  }
}

export default async function setup(project: TestProject) {
  const database = await openDatabase({})
  const client = (database.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('none')
  const dir = path.join(os.tmpdir(), 'mochi-tests')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `snapshot-${process.pid}.tar`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteSnapshot', file)
}
