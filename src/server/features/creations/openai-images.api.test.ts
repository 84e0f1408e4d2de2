// The OpenAI image path against a loopback fake speaking POST /v1/images/generations, and its fallback.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { creations } from '../../db/schema/media'
import { testEnv } from '../../env'
import { encodePng, readPngSize } from '../../media/png'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mochi-openai-images-'))
/** A 3×2 picture the fake "model" answers with, so the stored bytes can be compared exactly. */
const FAKE_PNG = encodePng(
  3,
  2,
  Uint8Array.from({ length: 24 }, (_, i) => (i * 40) % 256),
)

let server: Server
let ctx: TestContext
let status = 200
const received: { path: string; authorization: string; body: Record<string, unknown> }[] = []
const moderated: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      // The provider's moderation, the second opinion after ours, sees the prompt first and lets it through.
      if (request.url === '/v1/moderations') {
        moderated.push(String(JSON.parse(Buffer.concat(chunks).toString('utf8')).input))
        response.end(JSON.stringify({ results: [{ flagged: false, categories: {} }] }))
        return
      }
      received.push({
        path: request.url!,
        authorization: String(request.headers.authorization),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      })
      response.setHeader('content-type', 'application/json')
      if (status !== 200) {
        response.statusCode = status
        response.end(
          JSON.stringify({ error: { message: 'The garden server is down', type: 'server_error' } }),
        )
        return
      }
      response.end(
        JSON.stringify({
          created: 1_700_000_000,
          data: [{ b64_json: Buffer.from(FAKE_PNG).toString('base64') }],
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  ctx = await createTestContext({
    env: {
      dataDir,
      ai: {
        ...testEnv().ai,
        openai: {
          apiKey: 'test',
          baseUrl: `http://127.0.0.1:${port}/v1`,
          chatModel: 'gpt-4o-mini',
          reasoningModel: 'gpt-4o-mini',
        },
      },
    },
  })
})
afterAll(async () => {
  await ctx.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(dataDir, { recursive: true, force: true })
})
beforeEach(() => {
  status = 200
  received.length = 0
})

const invoke = (guestId: string, name: string, json: unknown) =>
  ctx.client({ guestId }).request(`/functions/v1/${name}`, { method: 'POST', json })

describe(`OpenAI images (${databaseKind})`, () => {
  it('asks gpt-image-1 on the wire and stores exactly the bytes it answered', async () => {
    const guestId = crypto.randomUUID()
    const response = await invoke(guestId, 'advanced_image_generation', {
      prompt: 'a honey jar among daisies',
      model: 'gpt-image-1',
      quality: 'high',
      size: '1024x1024',
      output_format: 'png',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ model: 'gpt-image-1' })
    expect(body.note).toBeUndefined()
    expect(moderated).toContain('a honey jar among daisies')
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      path: '/v1/images/generations',
      authorization: 'Bearer test',
      body: {
        model: 'gpt-image-1',
        prompt: 'a honey jar among daisies',
        n: 1,
        size: '1024x1024',
        quality: 'high',
        output_format: 'png',
      },
    })
    const media = new Uint8Array(await (await ctx.client().request(body.image)).arrayBuffer())
    expect(Buffer.from(media).equals(Buffer.from(FAKE_PNG))).toBe(true)
    const [row] = await ctx.database.db.select().from(creations).where(eq(creations.id, body.id))
    expect(row).toMatchObject({ guestId, model: 'gpt-image-1', width: 3, height: 2, mediaType: 'image/png' })
  })

  it('asks dall-e-3 for "hd" quality when the panel says "high", without an output format', async () => {
    const response = await invoke(crypto.randomUUID(), 'advanced_image_generation', {
      prompt: 'a ladybug on a leaf',
      model: 'dall-e-3',
      quality: 'high',
    })
    expect((await response.json()).model).toBe('dall-e-3')
    expect(received[0]!.body).toMatchObject({ model: 'dall-e-3', quality: 'hd', response_format: 'b64_json' })
    expect(received[0]!.body).not.toHaveProperty('output_format')
  })

  it('falls back to the illustrator when the model fails, and says so', async () => {
    status = 500
    const response = await invoke(crypto.randomUUID(), 'generate_image_sora', {
      prompt: 'two sunflowers',
      type: 'image',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({ type: 'image', model: 'mochi-illustrator', note: 'fallback' })
    expect(received).toHaveLength(1)
    const media = new Uint8Array(await (await ctx.client().request(body.data)).arrayBuffer())
    expect(readPngSize(media)).toEqual({ width: 1024, height: 1024 })
    const [row] = await ctx.database.db.select().from(creations).where(eq(creations.id, body.id))
    expect(row!.metadata).toMatchObject({ note: 'fallback' })
  })
})
