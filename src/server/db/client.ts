// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { projectRoot } from '../lib/project-root'
import { seedDatabase } from './seed/seed'
import * as tables from './tables'

export type Schema = typeof tables
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** A real round trip; resolves with the latency in milliseconds. */
  ping(): Promise<number>
  /** Calls `onNotify` on every NOTIFY of `channel`, from any connection (any instance); resolves with a stop. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  /** Applies pending migrations (serialised across instances on a server). */
  migrate(): Promise<void>
  close(): Promise<void>
}

export const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations')

export interface OpenOptions {
  databaseUrl?: string
  /** PGlite data directory; `undefined` keeps the database in memory. */
  dataDir?: string
  /** A PGlite data dump (from dumpDataDir) to start from instead of an empty database. */
  loadDataDir?: Blob | File
  /** Run migrations and load seed content (default true). */
  migrate?: boolean
  /** What a new PGlite data directory starts from (default: the build's template, when there is one). */
  templatePath?: string
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options)
  if (options.migrate !== false) await migrateAndSeed(database)
  return database
}

/**
 * A family's garden fits in a few megabytes, so PostgreSQL's 128 MB buffer pool is mostly empty memory: a
 * small pool keeps the idle server light (it is written into the data directory's settings).
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=2MB']

/** A migrated and seeded empty database written at build (scripts/build-db-template.ts). */
export const pgliteTemplatePath = () => path.join(projectRoot(), 'dist/db/pglite-template.tar')

// A new data directory starts from the build's template when there is one: unpacking it takes a fraction
// of initdb's time and memory; migrations and the seed then run as usual (nothing to do if it is current).
function freshStart(dataDir: string | undefined, template = pgliteTemplatePath()): Blob | undefined {
  if (!dataDir || existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined
  return existsSync(template) ? new Blob([readFileSync(template)]) : undefined
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let dataDir: string | undefined
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite')
    mkdirSync(dataDir, { recursive: true })
  }
  // Each driver is loaded only where it is used: a PGlite install never needs pg, nor a server PGlite.
  const { PGlite } = await import('@electric-sql/pglite')
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir ?? freshStart(dataDir, options.templatePath),
    postgresqlconf: PGLITE_SETTINGS,
  })
  const db = drizzlePglite(client, { schema: tables }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    ping: () => timed(() => client.query('select 1')),
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, () => onNotify())
      return () => stop()
    },
    async migrate() {
      if (await migrationsApplied(client)) return
      await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() })
    },
    close: () => client.close(),
  }
}

/** When the newest migration of the journal was written (drizzle applies those newer than the last applied). */
export function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/**
 * True when the data directory already has the newest migration, by drizzle's own rule: most starts then skip the
 * migrator's schema checks (a tenth of the start's CPU on PGlite). False when its table does not exist yet.
 */
export async function migrationsApplied(client: PGlite, newest = newestMigrationMillis()): Promise<boolean> {
  try {
    const { rows } = await client.query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    )
    const last = rows[0]?.last
    return last !== null && last !== undefined && Number(last) >= newest
  } catch {
    return false
  }
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 })
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const db = drizzleNodePg(pool, { schema: tables }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    ping: () => timed(() => pool.query('select 1')),
    listen: async (channel, onNotify) => (await import('./pg-listen')).listenPostgres(url, channel, onNotify),
    async migrate() {
      // One instance migrates at a time when several start together on one server.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(727274)')
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsFolder() })
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

export async function migrateAndSeed(database: Database): Promise<void> {
  await database.migrate()
  await seedDatabase(database.db)
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return Math.round((performance.now() - started) * 100) / 100
}
