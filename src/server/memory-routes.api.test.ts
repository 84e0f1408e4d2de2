// The reads answered from memory at the Node layer send what the app itself sends (status, headers, bytes, ETag,
// 304, encodings, request ids), follow a content change, and count in the metrics like any other answer.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { getRequestListener } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beeFacts } from './db/schema/facts'
import { seedDatabase } from './db/seed/seed'
import { bumpContentVersion } from './lib/content-version'
import { memoryReads } from './memory-routes'
import { recorderFor } from './operator/metrics'
import { createTestContext, databaseKind, type TestContext } from './test/test-app'

interface Answer {
  status: number
  /** Header names and values as sent, in order, without the two that differ per answer by design. */
  headers: Array<[string, string]>
  requestId: string
  body: Buffer
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

function send(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { host: 'garden.test', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const pairs: Array<[string, string]> = []
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!])
          resolve({
            status: res.statusCode ?? 0,
            headers: pairs.filter(([name]) => name !== 'date' && name !== 'x-request-id'),
            requestId: (res.headers as IncomingHttpHeaders)['x-request-id'] as string,
            body: Buffer.concat(chunks),
          })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const header = (answer: Answer, name: string) => answer.headers.find(([key]) => key === name)?.[1]
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

let ctx: TestContext
let plain: Server
let memory: Server
let plainPort: number
let memoryPort: number

beforeAll(async () => {
  ctx = await createTestContext()
  const listener = getRequestListener(ctx.app.fetch)
  plain = createServer(listener)
  memory = createServer(memoryReads(ctx.deps, ctx.app.fetch).wrap(listener))
  plainPort = await listen(plain)
  memoryPort = await listen(memory)
})
afterAll(async () => {
  plain.closeAllConnections()
  memory.closeAllConnections()
  await new Promise((resolve) => plain.close(resolve))
  await new Promise((resolve) => memory.close(resolve))
  await ctx.close()
})

/** The same request to the app's own listener and (twice: a miss, then a hit) to the memory front. */
async function compare(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const expected = await send(plainPort, path, headers, method)
  const miss = await send(memoryPort, path, headers, method)
  const hit = await send(memoryPort, path, headers, method)
  for (const answer of [miss, hit]) {
    expect(answer.status).toBe(expected.status)
    expect(answer.headers).toEqual(expected.headers)
    expect(answer.body.equals(expected.body)).toBe(true)
    expect(answer.requestId).toMatch(UUID)
  }
  expect(hit.requestId).not.toBe(miss.requestId)
  return expected
}

describe(`reads from memory at the Node layer (${databaseKind})`, () => {
  it('sends the facts exactly as the app does, in every encoding and language', async () => {
    for (const path of ['/api/facts', '/api/facts?lang=en', '/api/facts?lang=es']) {
      const br = await compare(path, { 'accept-encoding': 'gzip, deflate, br' })
      expect(header(br, 'content-encoding')).toBe('br')
      expect(header(br, 'content-security-policy')).toContain('ws://garden.test')
      expect(header(br, 'x-frame-options')).toBe('DENY')
      const gzip = await compare(path, { 'accept-encoding': 'gzip' })
      expect(header(gzip, 'content-encoding')).toBe('gzip')
      const identity = await compare(path)
      expect(header(identity, 'content-encoding')).toBeUndefined()
      expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(
        JSON.parse(identity.body.toString()),
      )
      expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true)
      await compare(path, { 'accept-encoding': 'br;q=0, gzip;q=0.5' })
    }
  })

  it('answers 304 to a client holding the current ETag, 200 to one holding another, and HEAD without a body', async () => {
    const first = await compare('/api/facts?lang=es', { 'accept-encoding': 'br' })
    const etag = header(first, 'etag')!
    expect(etag).toMatch(/^W\/"/)
    const notModified = await compare('/api/facts?lang=es', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    })
    expect(notModified.status).toBe(304)
    expect(notModified.body.byteLength).toBe(0)
    const other = await compare('/api/facts?lang=es', { 'if-none-match': 'W/"something-else"' })
    expect(other.status).toBe(200)
    const head = await compare('/api/facts?lang=es', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.body.byteLength).toBe(0)
    expect(header(head, 'etag')).toBe(etag)
  })

  it('echoes a valid request id and replaces an unusable one, as the app does', async () => {
    await send(memoryPort, '/api/facts?lang=en')
    const echoed = await send(memoryPort, '/api/facts?lang=en', { 'x-request-id': 'trace-42' })
    expect(echoed.requestId).toBe('trace-42')
    const replaced = await send(memoryPort, '/api/facts?lang=en', { 'x-request-id': 'no spaces allowed' })
    expect(replaced.requestId).toMatch(UUID)
  })

  it('leaves every other request to the app (invalid language, other queries, writes)', async () => {
    for (const path of ['/api/facts?lang=fr', '/api/facts?lang=en&x=1']) {
      const expected = await send(plainPort, path)
      const answer = await send(memoryPort, path)
      expect(answer.status).toBe(expected.status)
      expect(answer.body.toString()).toBe(
        expected.body.toString().replace(expected.requestId, answer.requestId),
      )
    }
    expect((await send(memoryPort, '/api/facts?lang=fr')).status).toBe(400)
    expect((await send(memoryPort, '/api/facts', {}, 'DELETE')).status).toBe(404)
  })

  it('shows seeded content changes at once, with a new ETag', async () => {
    const path = '/api/facts?lang=en'
    const before = await compare(path)
    const facts = JSON.parse(before.body.toString()) as { facts: Array<{ id: string; title: string }> }
    const fact = facts.facts[0]!
    await ctx.database.db
      .update(beeFacts)
      .set({ titleEn: 'Edited by a seed' })
      .where(eq(beeFacts.id, fact.id))
    // Edited behind the app's back: memory still answers the version it has (as the app's own cache does).
    expect((await send(memoryPort, path)).body.equals(before.body)).toBe(true)
    // A moved content version (what a seed run does): the next answers carry the database's content, a new ETag.
    bumpContentVersion()
    const after = await compare(path)
    expect(header(after, 'etag')).not.toBe(header(before, 'etag'))
    expect(after.body.toString()).toContain('Edited by a seed')
    // The old validator no longer matches.
    expect((await send(memoryPort, path, { 'if-none-match': header(before, 'etag')! })).status).toBe(200)
    // Seeding writes the seed content back and moves the version by itself.
    await seedDatabase(ctx.database.db)
    const reseeded = await compare(path)
    expect(reseeded.body.toString()).toContain(fact.title)
    expect(reseeded.body.toString()).not.toContain('Edited by a seed')
  })

  it('answers /api/health from a fresh round trip, with the headers and body shape the app sends', async () => {
    const expected = await send(plainPort, '/api/health')
    for (let i = 0; i < 3; i++) {
      const answer = await send(memoryPort, '/api/health')
      expect(answer.status).toBe(200)
      expect(answer.headers.map(([name]) => name)).toEqual(expected.headers.map(([name]) => name))
      const unlike = new Set(['content-length'])
      expect(answer.headers.filter(([name]) => !unlike.has(name))).toEqual(
        expected.headers.filter(([name]) => !unlike.has(name)),
      )
      expect(Number(header(answer, 'content-length'))).toBe(answer.body.byteLength)
      const body = JSON.parse(answer.body.toString())
      expect(body).toMatchObject({ status: 'ok', database: { status: 'up', kind: databaseKind } })
      expect(Object.keys(body)).toEqual(Object.keys(JSON.parse(expected.body.toString())))
      expect(body.database.latencyMs).toBeGreaterThanOrEqual(0)
    }
  })

  it('counts its answers in the request metrics under the route the app names', async () => {
    const recorder = recorderFor(ctx.deps)
    const factsCount = async () => {
      const lines = (await recorder.prom.render()).split('\n')
      const facts = lines.filter(
        (line) => line.startsWith('mochi_http_requests_total{') && line.includes('facts'),
      )
      return {
        labels: facts.map((line) => line.replace(/ \S+$/, '')),
        total: facts.reduce((sum, line) => sum + Number(line.split(' ').pop()), 0),
      }
    }
    await send(plainPort, '/api/facts?lang=en')
    const before = await factsCount()
    const requestsBefore = recorder.snapshot().requestsTotal
    await send(memoryPort, '/api/facts?lang=en')
    await send(memoryPort, '/api/facts?lang=en')
    const after = await factsCount()
    // The same label set as the app's own answers, two more of them.
    expect(after.labels).toEqual(before.labels)
    expect(after.total).toBe(before.total + 2)
    expect(recorder.snapshot().requestsTotal).toBe(requestsBefore + 2)
    expect(recorder.snapshot().lastSecurityHeaders).toEqual({ csp: true, nosniff: true, frameDeny: true })
  })
})

describe(`reads from memory behind a trusted proxy (${databaseKind})`, () => {
  let proxied: TestContext
  let plainServer: Server
  let memoryServer: Server
  beforeAll(async () => {
    proxied = await createTestContext({ env: { trustProxy: true } })
    const listener = getRequestListener(proxied.app.fetch)
    plainServer = createServer(listener)
    memoryServer = createServer(memoryReads(proxied.deps, proxied.app.fetch).wrap(listener))
  })
  afterAll(async () => {
    for (const server of [plainServer, memoryServer]) {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
    await proxied.close()
  })

  it('sends HSTS to https callers only, as the app does', async () => {
    const plainAt = await listen(plainServer)
    const memoryAt = await listen(memoryServer)
    for (const proto of ['https', 'http']) {
      const headers = { 'x-forwarded-proto': proto, 'accept-encoding': 'br' }
      const expected = await send(plainAt, '/api/facts?lang=en', headers)
      for (let i = 0; i < 2; i++) {
        const answer = await send(memoryAt, '/api/facts?lang=en', headers)
        expect(answer.headers).toEqual(expected.headers)
        expect(answer.body.equals(expected.body)).toBe(true)
      }
      expect(header(expected, 'strict-transport-security') !== undefined).toBe(proto === 'https')
      const health = await send(memoryAt, '/api/health', headers)
      await send(memoryAt, '/api/health', headers)
      const again = await send(memoryAt, '/api/health', headers)
      expect(header(again, 'strict-transport-security') !== undefined).toBe(proto === 'https')
      expect(again.headers.map(([name]) => name)).toEqual(health.headers.map(([name]) => name))
    }
  })
})
