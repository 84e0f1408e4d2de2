// The SPA's files: precompressed twins with Content-Encoding and Vary, immutable hashed assets, index.html with ETag/304.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { webRoutes } from './web'

const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
const html = `<!doctype html><title>Mochi</title>${'<!-- padding -->'.repeat(100)}`
const js = `export const bee = ${JSON.stringify('buzz '.repeat(400))}`
mkdirSync(path.join(dist, 'assets'))
writeFileSync(path.join(dist, 'index.html'), html)
writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(html))
writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(html))
writeFileSync(path.join(dist, 'assets/app-abc123.js'), js)
writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(js))
writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(js))
writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const app = webRoutes(dist)

describe('webRoutes', () => {
  it('serves a hashed asset precompressed, immutable for a year', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.equals(brotliCompressSync(js))).toBe(true)
    const plain = await app.request('/assets/app-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await plain.text()).toBe(js)
  })

  it('has the browser check the service worker with the server every time', async () => {
    const res = await app.request('/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers 404, not cacheable, for a hashed asset that is not there', async () => {
    const res = await app.request('/assets/gone-123.js')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBeNull()
  })

  it('serves index.html for client routes, compressed, no-cache, with an ETag and 304', async () => {
    const res = await app.request('/learning-hub', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const again = await app.request('/', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const plain = await app.request('/')
    expect(await plain.text()).toBe(html)
  })
})
