// The S3 media store against a loopback fake bucket: signed PUT, GET and DELETE of path-style objects.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createS3MediaStore } from './s3-store'

const objects = new Map<string, { body: Buffer; type: string }>()
const seen: { method: string; url: string; authorization: string; sha: string }[] = []
let server: Server
let endpoint: string

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request)
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: String(request.headers.authorization),
      sha: String(request.headers['x-amz-content-sha256']),
    })
    if (!String(request.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=key-id/')) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>')
      return
    }
    const url = request.url!
    if (request.method === 'PUT') {
      objects.set(url, { body, type: String(request.headers['content-type']) })
      response.writeHead(200).end()
    } else if (request.method === 'GET') {
      const found = objects.get(url)
      if (!found) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
      else response.writeHead(200, { 'content-type': found.type }).end(found.body)
    } else if (request.method === 'DELETE') {
      objects.delete(url)
      response.writeHead(204).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('createS3MediaStore', () => {
  it('puts, gets and deletes objects under /bucket/prefix/key with signed requests', async () => {
    const store = createS3MediaStore({
      endpoint,
      bucket: 'garden',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
      prefix: 'mochi/',
    })
    await store.put('creations/one.png', Uint8Array.from([137, 80, 78, 71]), 'image/png')
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/garden/mochi/creations/one.png' })
    expect(seen.at(-1)!.authorization).toContain(
      'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date',
    )
    expect(seen.at(-1)!.sha).toMatch(/^[0-9a-f]{64}$/)

    const found = await store.get('creations/one.png')
    expect(found?.mediaType).toBe('image/png')
    expect([...found!.bytes]).toEqual([137, 80, 78, 71])

    await store.delete('creations/one.png')
    expect(await store.get('creations/one.png')).toBeNull()
    expect(seen.map((entry) => entry.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET'])
  })

  it('reports a refused request as an error', async () => {
    const store = createS3MediaStore({
      endpoint,
      bucket: 'garden',
      accessKeyId: 'wrong',
      secretAccessKey: 's',
    })
    await expect(store.put('x.png', Uint8Array.from([1]), 'image/png')).rejects.toThrow(/403/)
  })
})
