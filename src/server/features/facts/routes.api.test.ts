// GET /api/facts from memory: ETag and 304, precompressed bodies, and a reload when the seeded content changes.
import { brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beeFacts } from '../../db/schema/facts'
import { seedDatabase } from '../../db/seed/seed'
import { bumpContentVersion } from '../../lib/content-version'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

interface Facts {
  facts: Array<{ id: string; title: string }>
}

describe(`GET /api/facts (${databaseKind})`, () => {
  it('answers with an ETag, and 304 with no body when the client has that version', async () => {
    const first = await ctx.request('/api/facts?lang=en')
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    expect(((await first.json()) as Facts).facts.length).toBeGreaterThan(0)
    const again = await ctx.request('/api/facts?lang=en', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const spanish = await ctx.request('/api/facts?lang=es', { headers: { 'If-None-Match': etag } })
    expect(spanish.status).toBe(200)
  })

  it('sends brotli that decodes to the same facts', async () => {
    const plain = (await (await ctx.request('/api/facts?lang=es')).json()) as Facts
    const br = await ctx.request('/api/facts?lang=es', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('content-encoding')).toBe('br')
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())
    expect(decoded).toEqual(plain)
  })

  it('serves from memory until the seed runs again, then shows the seeded content', async () => {
    const before = (await (await ctx.request('/api/facts?lang=en')).json()) as Facts
    const fact = before.facts[0]!
    // A row edited behind the app's back stays unseen: the answer comes from memory, not the database.
    await ctx.database.db.update(beeFacts).set({ titleEn: 'Edited title' }).where(eq(beeFacts.id, fact.id))
    const cached = (await (await ctx.request('/api/facts?lang=en')).json()) as Facts
    expect(cached.facts[0]?.title).toBe(fact.title)
    // A content change announced by the version is read from the database again, with a new ETag.
    const cachedEtag = (await ctx.request('/api/facts?lang=en')).headers.get('etag')
    bumpContentVersion()
    const reloaded = await ctx.request('/api/facts?lang=en')
    expect(reloaded.headers.get('etag')).not.toBe(cachedEtag)
    expect(((await reloaded.json()) as Facts).facts[0]?.title).toBe('Edited title')
    // Seeding writes the seed content back and invalidates the memory copy by itself.
    await seedDatabase(ctx.database.db)
    const reseeded = (await (await ctx.request('/api/facts?lang=en')).json()) as Facts
    expect(reseeded.facts[0]?.title).toBe(fact.title)
  })
})
