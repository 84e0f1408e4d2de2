// Questions the offline guide did not know are counted, and operators (only) see the most asked ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'
import { userMessage } from '../../test/ui-stream'
import { OPERATOR_EMAIL, signedIn } from './operator-test-helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      adminEmails: [OPERATOR_EMAIL],
      ai: { ...(await import('../../env')).testEnv().ai, chatLimitPerMinute: 100 },
    },
  })
})
afterAll(() => ctx.close())

async function chat(text: string, language: 'en' | 'es' = 'en') {
  const guest = ctx.client({ guestId: crypto.randomUUID() })
  const response = await guest.request('/api/chat', {
    method: 'POST',
    json: { language, messages: [userMessage(text)] },
  })
  await response.text()
}

describe(`GET /api/operator/unanswered (${databaseKind})`, () => {
  it('counts each unanswered question and lists the most asked first; answered ones are not counted', async () => {
    await chat('How much does a greenhouse cost?')
    await chat('how much does a greenhouse cost')
    await chat('¿Qué tiempo hará mañana?', 'es')
    await chat('When should I plant tomatoes in Texas?')
    // The count is written in the background after the reply; give it a moment.
    const operator = await signedIn(ctx, OPERATOR_EMAIL)
    let body: { questions: { question: string; language: string; count: number }[] } = { questions: [] }
    for (let attempt = 0; attempt < 20 && body.questions.length < 2; attempt++) {
      const response = await operator.request('/api/operator/unanswered')
      expect(response.status).toBe(200)
      body = await response.json()
      if (body.questions.length < 2) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(body.questions[0]).toMatchObject({
      question: 'how much does a greenhouse cost',
      language: 'en',
      count: 2,
    })
    expect(body.questions).toContainEqual(
      expect.objectContaining({ question: 'qué tiempo hará mañana', language: 'es', count: 1 }),
    )
    expect(body.questions.some((q) => q.question.includes('tomatoes'))).toBe(false)
  })

  it('is for operators only', async () => {
    const family = await signedIn(ctx, 'family@garden.test')
    expect((await family.request('/api/operator/unanswered')).status).toBe(403)
    expect((await ctx.client().request('/api/operator/unanswered')).status).toBe(401)
  })
})
