// Idempotency-Key on learning writes: a replayed game score counts once and gets the first answer back.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const play = (browser: ReturnType<TestContext['client']>, key: string | undefined, score: number) =>
  browser.request('/api/learning/games/bee-trivia/complete', {
    method: 'POST',
    json: { score },
    headers: key ? { 'Idempotency-Key': key } : {},
  })

describe(`Idempotency-Key on /api/learning (${databaseKind})`, () => {
  it('counts a game once however often the same event is sent, and answers the first result', async () => {
    const browser = ctx.client({ guestId: randomUUID() })
    const key = randomUUID()
    const first = await play(browser, key, 90)
    expect(first.status).toBe(200)
    const firstBody = await first.json()
    expect(firstBody.game.timesCompleted).toBe(1)
    const again = await play(browser, key, 90)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toEqual(firstBody)
    const next = await play(browser, randomUUID(), 40)
    expect((await next.json()).game.timesCompleted).toBe(2)
  })

  it('keeps keys apart per owner, and counts every request sent without a key', async () => {
    const key = randomUUID()
    const one = ctx.client({ guestId: randomUUID() })
    const two = ctx.client({ guestId: randomUUID() })
    expect((await (await play(one, key, 10)).json()).game.timesCompleted).toBe(1)
    expect((await (await play(two, key, 10)).json()).game.timesCompleted).toBe(1)
    await play(one, undefined, 10)
    expect((await (await play(one, undefined, 10)).json()).game.timesCompleted).toBe(3)
  })

  it('lets a refused write try again with the same key, and refuses a key reused elsewhere or malformed', async () => {
    const browser = ctx.client({ guestId: randomUUID() })
    const key = randomUUID()
    const refused = await browser.request('/api/learning/games/not-a-game/complete', {
      method: 'POST',
      json: { score: 1 },
      headers: { 'Idempotency-Key': key },
    })
    expect(refused.status).toBe(400)
    expect((await (await play(browser, key, 5)).json()).game.timesCompleted).toBe(1)
    const elsewhere = await browser.request('/api/learning/lessons/bee-basics/complete', {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
    })
    expect(elsewhere.status).toBe(422)
    expect((await elsewhere.json()).error.code).toBe('mismatch:idempotency')
    const malformed = await play(browser, 'bad key!', 5)
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).error.field).toBe('Idempotency-Key')
  })
})
