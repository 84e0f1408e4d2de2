// A new PGlite data directory starts from the build's template; an existing one keeps its own data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsApplied, newestMigrationMillis, openDatabase } from './client'
import { beeFacts } from './schema/facts'

const work = mkdtempSync(path.join(tmpdir(), 'pglite-template-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

async function templateWithTitle(title: string, file: string) {
  const database = await openDatabase({})
  const [fact] = await database.db.select().from(beeFacts).limit(1)
  await database.db.update(beeFacts).set({ titleEn: title }).where(eq(beeFacts.id, fact!.id))
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  return fact!.id
}

const titleIn = async (dataDir: string, templatePath: string, id: string) => {
  const database = await openDatabase({ dataDir, templatePath, migrate: false })
  const [row] = await database.db.select().from(beeFacts).where(eq(beeFacts.id, id))
  await database.close()
  return row?.titleEn
}

describe('openDatabase on PGlite', () => {
  it('starts a new data directory from the template, and leaves an existing one as it is', async () => {
    const first = path.join(work, 'first.tar')
    const second = path.join(work, 'second.tar')
    const id = await templateWithTitle('From the first template', first)
    await templateWithTitle('From the second template', second)
    const dataDir = path.join(work, 'data')
    expect(await titleIn(dataDir, first, id)).toBe('From the first template')
    expect(await titleIn(dataDir, second, id)).toBe('From the first template')
  })
})

describe('migrationsApplied', () => {
  it('is false before the first migration and true once the newest one is applied', async () => {
    const database = await openDatabase({ migrate: false })
    const client = (database.db as unknown as { $client: PGlite }).$client
    try {
      expect(await migrationsApplied(client)).toBe(false)
      await database.migrate()
      expect(await migrationsApplied(client)).toBe(true)
      // A migration newer than any applied (a deploy that adds one) is not skipped.
      expect(await migrationsApplied(client, newestMigrationMillis() + 1)).toBe(false)
    } finally {
      await database.close()
    }
  })
})
