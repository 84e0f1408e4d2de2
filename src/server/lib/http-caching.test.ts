// The text-answer middleware on a real Hono app: ETag/304, brotli/gzip above the threshold, streams untouched.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { httpCaching } from './http-caching'
import { pickEncoding } from './http-encoding'

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `bee number ${i}` })) }

const app = new Hono()
app.use(httpCaching())
app.get('/big', (c) => c.json(big))
app.get('/small', (c) => c.json({ ok: true }))
app.get('/private', (c) => {
  c.header('Cache-Control', 'no-store')
  return c.json(big)
})
app.post('/big', (c) => c.json(big))
app.get('/events', (c) => c.body('data: '.padEnd(4000, 'x'), 200, { 'Content-Type': 'text/event-stream' }))

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('httpCaching', () => {
  it('sends brotli to a client that accepts it, and the same JSON once decoded', async () => {
    const res = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
    const body = await bytes(res)
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3)
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big)
    expect(Number(res.headers.get('content-length'))).toBe(body.length)
  })

  it('sends gzip when brotli is not accepted, and plain JSON when nothing is', async () => {
    const gz = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(await bytes(gz)).toString())).toEqual(big)
    const plain = await app.request('/big', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(big)
  })

  it('leaves small answers and event streams uncompressed', async () => {
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ ok: true })
    const events = await app.request('/events', { headers: { 'Accept-Encoding': 'br' } })
    expect(events.headers.get('content-encoding')).toBeNull()
    expect((await events.text()).length).toBe(4000)
  })

  it('answers a GET read with an ETag and 304 when the client already has it', async () => {
    const first = await app.request('/big')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await app.request('/big', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const other = await app.request('/big', { headers: { 'If-None-Match': 'W/"something-else"' } })
    expect(other.status).toBe(200)
  })

  it('gives no ETag to writes or to no-store answers', async () => {
    expect((await app.request('/big', { method: 'POST' })).headers.get('etag')).toBeNull()
    expect((await app.request('/private')).headers.get('etag')).toBeNull()
  })
})

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pickEncoding('*')).toBe('br')
    expect(pickEncoding('identity')).toBeUndefined()
    expect(pickEncoding(undefined)).toBeUndefined()
  })
})
