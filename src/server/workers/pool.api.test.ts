// The worker pool under load: a full queue answers 503 busy:server with Retry-After, translated; jobs that got in
// still give whole speech; pooled pictures are byte for byte those drawn in-process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../shared/error-codes'
import { generateImage } from '../ai/local/illustrator/render'
import { createTtsFunction } from '../functions/tts'
import { mp3DurationSeconds } from '../speech/synthesis/encode'
import { createTestContext, type TestContext } from '../test/test-app'
import { closeWorkerPool, configureWorkerPool } from './pool'
import { POOL_BUSY_RETRY_AFTER_SECONDS } from './pool-busy-error'

const LONG_TEXT = Array.from(
  { length: 12 },
  (_, i) => `Bee number ${i + 1} visits the sunflowers, the clover and the lavender before flying home.`,
).join(' ')

let ctx: TestContext
beforeAll(async () => {
  // One worker with four slots and no waiting room: a fifth job at once must be turned away.
  await configureWorkerPool({ threads: 1, queueLimit: 0 })
  ctx = await createTestContext({ functions: [createTtsFunction({ elevenLabs: () => undefined })] })
})
afterAll(async () => {
  await ctx.close()
  await closeWorkerPool()
})

const speak = (language: string) =>
  ctx.request('/functions/v1/tts', {
    method: 'POST',
    json: { text: LONG_TEXT },
    headers: { accept: 'audio/mpeg', 'accept-language': language },
  })

describe('worker pool queue limit', () => {
  it('answers 503 busy:server with Retry-After when full, and finishes the jobs that got in', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => speak(i % 2 ? 'es' : 'en')))
    const busy = responses.filter((response) => response.status === 503)
    const spoken = responses.filter((response) => response.status === 200)
    expect(busy.length).toBeGreaterThan(0)
    expect(spoken.length).toBeGreaterThan(0)
    expect(busy.length + spoken.length).toBe(responses.length)
    for (const response of busy) {
      expect(response.headers.get('retry-after')).toBe(String(POOL_BUSY_RETRY_AFTER_SECONDS))
      const body = (await response.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe(ERROR_CODES.serverBusy)
      expect(body.error.message).toMatch(/Mochi (is busy|está atendiendo)/)
    }
    for (const response of spoken) {
      expect(response.headers.get('content-type')).toContain('audio/mpeg')
      const mp3 = new Uint8Array(await response.arrayBuffer())
      // Twelve long sentences take far more than ten seconds to say.
      expect(mp3DurationSeconds(mp3)).toBeGreaterThan(10)
    }
  }, 120_000)

  it('words the busy answer in Spanish for a Spanish browser', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => speak('es-ES')))
    const busy = responses.find((response) => response.status === 503)
    expect(busy).toBeDefined()
    const body = (await busy!.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({ code: ERROR_CODES.serverBusy })
    expect(body.error.message).toContain('Mochi está atendiendo muchas peticiones')
    await Promise.all(responses.filter((r) => r !== busy).map((response) => response.arrayBuffer()))
  }, 120_000)
})

describe('pictures through the pool', () => {
  it('draws the same PNG in a worker as on this thread', async () => {
    await configureWorkerPool({ threads: 1, queueLimit: 4 })
    const pooled = await generateImage({ prompt: 'two bees over red tulips', size: 256, seed: 7 })
    await configureWorkerPool({ threads: 0, queueLimit: 0 })
    const here = await generateImage({ prompt: 'two bees over red tulips', size: 256, seed: 7 })
    expect(pooled.png.subarray(0, 8)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
    expect(Buffer.from(pooled.png).equals(Buffer.from(here.png))).toBe(true)
    expect(pooled.drawn).toEqual(here.drawn)
  })
})
