import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'
import { defineFunction } from './define'

const echo = defineFunction({
  name: 'echo-test',
  input: z.object({ text: z.string().min(1) }),
  handler: ({ text }) => ({ echoed: text.toUpperCase() }),
})

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ functions: [echo] })
})
afterAll(() => ctx.close())

describe(`POST /functions/v1/:name (${databaseKind})`, () => {
  it('answers an unknown function with a JSON 404', async () => {
    const response = await ctx.request('/functions/v1/no-such-function', { method: 'POST', json: {} })
    expect(response.status).toBe(404)
    const body = await response.json()
    expect(body.error.code).toBe('not_found:function')
    expect(body.error.message).toContain('no-such-function')
  })

  it('invokes a registered function with its JSON body', async () => {
    const response = await ctx.request('/functions/v1/echo-test', { method: 'POST', json: { text: 'buzz' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ echoed: 'BUZZ' })
  })

  it('answers an invalid body with 400 naming the field', async () => {
    const response = await ctx.request('/functions/v1/echo-test', { method: 'POST', json: { text: 5 } })
    expect(response.status).toBe(400)
    expect((await response.json()).error.field).toBe('text')
  })

  it('answers a body that is not JSON with a 4xx: 415 without a JSON type, 400 when it does not parse', async () => {
    const untyped = await ctx.request('/functions/v1/echo-test', { method: 'POST', body: 'nope' })
    expect(untyped.status).toBe(415)
    expect((await untyped.json()).error.code).toBe('unsupported_media_type:api')
    const response = await ctx.request('/functions/v1/echo-test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'nope',
    })
    expect(response.status).toBe(400)
  })
})
