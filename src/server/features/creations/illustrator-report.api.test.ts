// The picture functions say who drew and what: model, drawn, notDrawn, and an unavailable chosen model.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestClient, type TestContext } from '../../test/test-app'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mochi-report-'))
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ env: { dataDir } })
})
afterAll(async () => {
  await ctx.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const invoke = async (client: TestClient, name: string, json: unknown) => {
  const response = await client.request(`/functions/v1/${name}`, { method: 'POST', json })
  expect(response.status).toBe(200)
  return response.json()
}

describe(`the illustrator's report on picture results (${databaseKind})`, () => {
  const client = () => ctx.client({ guestId: crypto.randomUUID() })

  it('names what it drew and, kindly, what it could not', async () => {
    const result = await invoke(client(), 'generate_image_sora', {
      prompt: 'a red tulip next to a blue bee house and a dinosaur',
      type: 'image',
    })
    expect(result).toMatchObject({
      type: 'image',
      model: 'mochi-illustrator',
      drawn: ['tulip', 'bee-house'],
      notDrawn: ['dinosaur'],
      suggestions: ['a turtle', 'a frog'],
    })
  })

  it('reports Spanish prompts the same way, and an empty notDrawn when everything was drawn', async () => {
    const result = await invoke(client(), 'generate_image_sora', {
      prompt: 'un niño regando zanahorias',
      type: 'image',
      language: 'es',
    })
    expect(result.drawn).toEqual(['carrot', 'child'])
    expect(result.notDrawn).toEqual([])
    expect(result.suggestions).toBeUndefined()
    const unknown = await invoke(client(), 'generate_image_sora', {
      prompt: 'un castillo con girasoles',
      type: 'image',
      language: 'es',
    })
    expect(unknown.notDrawn).toEqual(['castillo'])
    expect(unknown.suggestions).toEqual(['un cobertizo', 'un invernadero', 'una casita para pájaros'])
  })

  it('carries the report on clips too', async () => {
    const result = await invoke(client(), 'generate_image_sora', {
      prompt: 'a frog and a robot',
      type: 'video',
    })
    expect(result).toMatchObject({
      type: 'video',
      model: 'mochi-illustrator',
      notDrawn: ['robot'],
    })
    expect(result.drawn).toContain('frog')
  })

  it('says a chosen OpenAI model is unavailable without a key instead of passing the illustrator off as it', async () => {
    const result = await invoke(client(), 'advanced_image_generation', {
      prompt: 'a ladybug on a sunflower',
      model: 'dall-e-3',
      size: '256x256',
    })
    expect(result).toMatchObject({
      model: 'mochi-illustrator',
      requested_model: 'dall-e-3',
      note: 'unavailable',
      drawn: ['sunflower', 'ladybug'],
    })
    const unchosen = await invoke(client(), 'advanced_image_generation', {
      prompt: 'a rose',
      size: '256x256',
    })
    expect(unchosen.model).toBe('mochi-illustrator')
    expect(unchosen.note).toBeUndefined()
    expect(unchosen.requested_model).toBeUndefined()
  })
})
