// claude_reasoning offline (Analyze on a fact card): a composed analysis from the knowledge, not the fact again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../test/test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe(`claude_reasoning with the offline guide (${databaseKind})`, () => {
  it('analyses a fact card with why it matters, related facts and something to try', async () => {
    const fact = 'Only female bees sting. Male bees, called drones, have no stinger at all.'
    const response = await ctx.request('/functions/v1/claude_reasoning', {
      method: 'POST',
      json: {
        prompt: `Here is a bee fact for children: "${fact}" Please explain it more deeply for a curious child.`,
        reasoning_type: 'educational',
      },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { response: string; provider: string }
    expect(body.provider).toBe('local')
    expect(body.response).toMatch(/^Why it matters: /)
    expect(body.response).toMatch(/Something to try: /)
    expect(body.response).not.toContain('have no stinger at all')
  })
})
