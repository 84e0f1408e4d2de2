// Build step: migrates and seeds an in-memory PGlite database and saves it as the template a new DATA_DIR starts from.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase, pgliteTemplatePath } from '../src/server/db/client'

const started = performance.now()
const database = await openDatabase({})
const client = (database.db as unknown as { $client: PGlite }).$client
const dump = await client.dumpDataDir('none')
const file = pgliteTemplatePath()
mkdirSync(path.dirname(file), { recursive: true })
writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
await database.close()
console.log(
  `${path.relative(process.cwd(), file)}: ${(dump.size / 1e6).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms`,
)
