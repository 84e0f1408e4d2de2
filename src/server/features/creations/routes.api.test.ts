// Pictures and clips through the app: generation, ownership, media serving, the seed, validation, deletion.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateImage } from '../../ai/local/illustrator/render'
import { creations } from '../../db/schema/media'
import { hitLimit, resetLimit } from '../../lib/rate-limiter'
import { readPngSize } from '../../media/png'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'
import { OPERATOR_EMAIL, signedIn } from '../operator/operator-test-helpers'
import { GENERATIONS_PER_MINUTE } from './owner'
import { deleteAllCreations } from './purge'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mochi-creations-'))
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { dataDir, adminEmails: [OPERATOR_EMAIL] } })
})
afterAll(async () => {
  await ctx.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const invoke = (client: TestClient, name: string, json: unknown) =>
  client.request(`/functions/v1/${name}`, { method: 'POST', json })
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer())

describe(`generate_image_sora pictures (${databaseKind})`, () => {
  const guestId = crypto.randomUUID()
  const owner = () => ctx.client({ guestId })
  let first: { type: string; data: string; model: string; id: string }

  beforeAll(async () => {
    const response = await invoke(owner(), 'generate_image_sora', {
      prompt: 'three red tulips and a bee',
      type: 'image',
      user_id: 'someone-else',
    })
    expect(response.status).toBe(200)
    first = await response.json()
  })

  it('answers with the spec shape and a URL of the stored PNG', () => {
    expect(first).toMatchObject({ type: 'image', model: 'mochi-illustrator' })
    expect(first.data).toMatch(new RegExp(`^/api/creations/${first.id}/media\\?t=[\\w-]{32}$`))
  })

  it('serves a real 1024×1024 PNG with caching headers, to a browser with only the URL', async () => {
    const response = await ctx.client().request(first.data)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const etag = response.headers.get('etag')!
    expect(etag).toBe(`"${first.id}"`)
    const png = await bytesOf(response)
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR')
    expect(readPngSize(png)).toEqual({ width: 1024, height: 1024 })
    const again = await ctx.client().request(first.data, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('stores the row owned by the guest (never by the body user_id), with its seed', async () => {
    const [row] = await ctx.database.db.select().from(creations).where(eq(creations.id, first.id))
    expect(row).toMatchObject({
      guestId,
      userId: null,
      kind: 'image',
      prompt: 'three red tulips and a bee',
      model: 'mochi-illustrator',
      mediaType: 'image/png',
      width: 1024,
      height: 1024,
    })
    expect(typeof (row!.metadata as { seed: unknown }).seed).toBe('number')
  })

  it('draws anew each time, and the stored seed redraws the stored bytes exactly', async () => {
    const second = await (
      await invoke(owner(), 'generate_image_sora', { prompt: 'three red tulips and a bee', type: 'image' })
    ).json()
    const [a, b] = await Promise.all([
      bytesOf(await owner().request(first.data)),
      bytesOf(await owner().request(second.data)),
    ])
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false)
    const [row] = await ctx.database.db.select().from(creations).where(eq(creations.id, first.id))
    const seed = (row!.metadata as { seed: number }).seed
    const redrawn = await generateImage({ prompt: row!.prompt, seed, size: 1024 })
    expect(Buffer.from(redrawn.png).equals(Buffer.from(a))).toBe(true)
  })

  it('lists only the caller’s own creations, newest first, filtered by kind', async () => {
    const list = await (await owner().request('/api/creations?kind=image')).json()
    expect(list.creations.length).toBe(2)
    expect(list.creations[1].id).toBe(first.id)
    expect(list.creations[0].createdAt >= list.creations[1].createdAt).toBe(true)
    expect(list.creations[0]).toMatchObject({ kind: 'image', mediaType: 'image/png', stillUrl: null })
    const videos = await (await owner().request('/api/creations?kind=video')).json()
    expect(videos.creations).toEqual([])
  })

  it('hides them from another guest: empty list, and 404 for the media without the token', async () => {
    const stranger = ctx.client({ guestId: crypto.randomUUID() })
    expect((await (await stranger.request('/api/creations')).json()).creations).toEqual([])
    const bare = `/api/creations/${first.id}/media`
    expect((await stranger.request(bare)).status).toBe(404)
    expect((await stranger.request(`${bare}?t=${'x'.repeat(32)}`)).status).toBe(404)
    expect((await owner().request(bare)).status).toBe(200)
    expect((await stranger.request(`/api/creations/${first.id}`, { method: 'DELETE' })).status).toBe(404)
  })

  it('lets the owner delete a creation, after which its media is gone', async () => {
    const small = { prompt: 'a sunflower', size: '256x256' }
    const made = await (await invoke(owner(), 'advanced_image_generation', small)).json()
    const deleted = await owner().request(`/api/creations/${made.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(await deleted.json()).toEqual({ deleted: true, id: made.id })
    expect((await ctx.client().request(made.image)).status).toBe(404)
    expect((await owner().request(`/api/creations/${made.id}`, { method: 'DELETE' })).status).toBe(404)
  })
})

describe(`deleting everything of one owner (${databaseKind})`, () => {
  it('removes the rows and the media of that owner only', async () => {
    const guestId = crypto.randomUUID()
    const keeperId = crypto.randomUUID()
    const small = { prompt: 'a pea', size: '256x256' }
    const made = await (await invoke(ctx.client({ guestId }), 'advanced_image_generation', small)).json()
    const kept = await (
      await invoke(ctx.client({ guestId: keeperId }), 'advanced_image_generation', small)
    ).json()
    expect(await deleteAllCreations(ctx, { kind: 'guest', guestId })).toBe(1)
    expect((await ctx.client().request(made.image)).status).toBe(404)
    expect((await ctx.client().request(kept.image)).status).toBe(200)
  })
})

describe(`signed-in members (${databaseKind})`, () => {
  it('own their creations by user id, read the media by session cookie, and guests on that browser do not', async () => {
    const guestId = crypto.randomUUID()
    const browser = ctx.client({ guestId })
    const signUp = await ctx.request('/api/account/sign-up', {
      method: 'POST',
      json: {
        email: 'painter@garden.test',
        displayName: 'Painter',
        age: 40,
        password: 'sunflower',
        confirmPassword: 'sunflower',
        language: 'en',
        consents: { dataProcessing: true, marketing: false, analytics: false, notifications: false },
      },
    })
    expect(signUp.status).toBeLessThan(300)
    const signIn = await browser.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'painter@garden.test', password: 'sunflower' },
    })
    expect(signIn.status).toBe(200)
    const made = await (
      await invoke(browser, 'advanced_image_generation', { prompt: 'a rose', size: '256x256' })
    ).json()
    const [row] = await ctx.database.db.select().from(creations).where(eq(creations.id, made.id))
    expect(row!.userId).toBeTruthy()
    expect(row!.guestId).toBeNull()
    expect((await browser.request(`/api/creations/${made.id}/media`)).status).toBe(200)
    const sameGuestSignedOut = ctx.client({ guestId })
    expect((await (await sameGuestSignedOut.request('/api/creations')).json()).creations).toEqual([])
    expect((await sameGuestSignedOut.request(`/api/creations/${made.id}/media`)).status).toBe(404)
  })
})

describe(`prompt rules (${databaseKind})`, () => {
  it.each(['', '   \n ', undefined])(
    'answers the empty prompt %j with 400 "Please enter a prompt"',
    async (prompt) => {
      const response = await invoke(ctx.client({ guestId: crypto.randomUUID() }), 'generate_image_sora', {
        prompt,
        type: 'image',
      })
      expect(response.status).toBe(400)
      expect((await response.json()).error).toMatchObject({
        code: 'empty:prompt',
        message: 'Please enter a prompt',
        field: 'prompt',
        messageKey: 'promptRequired',
      })
    },
  )

  it('refuses an unsafe prompt kindly, in the caller’s language, and stores nothing', async () => {
    const guestId = crypto.randomUUID()
    const client = ctx.client({ guestId })
    const english = await invoke(client, 'advanced_image_generation', { prompt: 'A gardener holding a gun' })
    expect(english.status).toBe(422)
    const body = await english.json()
    expect(body.error.code).toBe('unsafe:prompt')
    expect(body.error.message.length).toBeGreaterThan(20)
    const spanish = await invoke(client, 'generate_image_sora', {
      prompt: 'Un niño con una escopeta',
      language: 'es',
    })
    expect(spanish.status).toBe(422)
    expect((await spanish.json()).error.message).toMatch(/[áéíóúñ¡¿]/)
    expect((await (await client.request('/api/creations')).json()).creations).toEqual([])
  })

  it('limits each caller to 20 generations a minute', async () => {
    const guestId = crypto.randomUUID()
    for (let i = 0; i < GENERATIONS_PER_MINUTE; i++) {
      await hitLimit(ctx.database.db, `quota:creations:guest:${guestId}`, {
        max: GENERATIONS_PER_MINUTE,
        windowSeconds: 60,
      })
    }
    const response = await invoke(ctx.client({ guestId }), 'generate_image_sora', { prompt: 'a daisy' })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await response.json()).error.code).toBe('rate_limit:create')
  })

  it('limits each address too, so a fresh guest id per request gets no more pictures', async () => {
    // In-process requests have no socket: their address is 'local'.
    const key = 'quota:creations:ip:local'
    const perAddress = ctx.env.quotas.creations.perAddress
    try {
      for (let i = 0; i < perAddress; i++) {
        await hitLimit(ctx.database.db, key, { max: perAddress, windowSeconds: 60 })
      }
      const response = await invoke(ctx.client({ guestId: crypto.randomUUID() }), 'generate_image_sora', {
        prompt: 'a daisy',
      })
      expect(response.status).toBe(429)
      expect((await response.json()).error.code).toBe('rate_limit:create')
    } finally {
      await resetLimit(ctx.database.db, key)
    }
  })

  it('needs a caller: no guest id and no session is 401', async () => {
    const response = await invoke(ctx.client(), 'generate_image_sora', { prompt: 'a daisy' })
    expect(response.status).toBe(401)
  })
})

describe(`clips and the mascot character (${databaseKind})`, () => {
  const guestId = crypto.randomUUID()
  const owner = () => ctx.client({ guestId })
  let operator: TestClient
  let clip: { type: string; url: string; still: string; model: string; id: string }

  beforeAll(async () => {
    operator = await signedIn(ctx, OPERATOR_EMAIL)
    const response = await invoke(owner(), 'generate_image_sora', { prompt: 'bees buzzing', type: 'video' })
    expect(response.status).toBe(200)
    clip = await response.json()
  })

  it('returns the URL of a stored animated GIF and a still of its first frame', async () => {
    expect(clip).toMatchObject({ type: 'video', model: 'mochi-illustrator' })
    const gif = await ctx.client().request(clip.url)
    expect(gif.headers.get('content-type')).toBe('image/gif')
    const bytes = await bytesOf(gif)
    expect(String.fromCharCode(...bytes.subarray(0, 6))).toBe('GIF89a')
    const still = await ctx.client().request(clip.still)
    expect(still.headers.get('content-type')).toBe('image/png')
    expect(readPngSize(await bytesOf(still))).toEqual({ width: 512, height: 512 })
  })

  it('has no assets until a character is extracted, then exactly one active', async () => {
    expect((await (await ctx.request('/api/creations/assets')).json()).assets).toEqual([])
    // Mochi's picture is site-wide: the guest who made the clip may not make it Mochi; only an operator may.
    const byGuest = await invoke(owner(), 'extract_mochi_character', { videoUrl: clip.url })
    expect(byGuest.status).toBe(401)
    expect((await (await ctx.request('/api/creations/assets')).json()).assets).toEqual([])
    const extracted = await invoke(operator, 'extract_mochi_character', { videoUrl: clip.url })
    expect(extracted.status).toBe(200)
    const { success, asset } = await extracted.json()
    expect(success).toBe(true)
    expect(asset).toMatchObject({ asset_type: 'character', is_active: true, source: `creation:${clip.id}` })
    const picture = await ctx.client().request(asset.url)
    expect(picture.headers.get('content-type')).toBe('image/png')
    expect(readPngSize(await bytesOf(picture))).toEqual({ width: 512, height: 512 })

    const again = await (await invoke(operator, 'extract_mochi_character', { videoUrl: clip.url })).json()
    const { assets } = await (await ctx.request('/api/creations/assets')).json()
    expect(assets.map((entry: { id: string }) => entry.id)).toEqual([again.asset.id])
  })

  it.each([
    'https://example.com/evil.gif',
    'http://169.254.169.254/latest/meta-data',
    '//example.com/api/creations/00000000-0000-4000-8000-000000000000/media',
    '/etc/passwd',
    'file:///etc/passwd',
  ])('refuses to read %j', async (videoUrl) => {
    const response = await invoke(operator, 'extract_mochi_character', { videoUrl })
    expect(response.status).toBe(400)
    expect((await response.json()).error.code).toBe('invalid:video_url')
  })

  it('answers 404 for a clip of someone else without its token, even to an operator', async () => {
    const response = await invoke(operator, 'extract_mochi_character', {
      videoUrl: `/api/creations/${clip.id}/media`,
    })
    expect(response.status).toBe(404)
  })
})
