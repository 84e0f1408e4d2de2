// The offline garden guide over HTTP: streamed answers in both languages, follow-ups, the remembered place, don't-know.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'
import { readUiStream, userMessage } from '../../test/ui-stream'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    env: { ai: { ...(await import('../../env')).testEnv().ai, chatLimitPerMinute: 100 } },
  })
})
afterAll(() => ctx.close())

const assistantMessage = (text: string) => ({
  id: crypto.randomUUID(),
  role: 'assistant' as const,
  parts: [{ type: 'text' as const, text }],
})

/** A guest conversation: earlier turns are sent along, as the browser does for guests. */
async function converse(language: 'en' | 'es', questions: string[]) {
  const messages: ReturnType<typeof userMessage | typeof assistantMessage>[] = []
  const replies: Awaited<ReturnType<typeof readUiStream>>[] = []
  const guest = ctx.client({ guestId: crypto.randomUUID() })
  for (const question of questions) {
    messages.push(userMessage(question))
    const response = await guest.request('/api/chat', { method: 'POST', json: { language, messages } })
    expect(response.status).toBe(200)
    const reply = await readUiStream(response)
    replies.push(reply)
    messages.push(assistantMessage(reply.text))
  }
  return replies
}

describe(`the offline garden guide over /api/chat (${databaseKind})`, () => {
  it('streams planting months for a place clause by clause, citing the plant profile and frost calendar', async () => {
    const [reply] = await converse('en', ['when should I plant tomatoes in Texas'])
    expect(reply!.deltas.length).toBeGreaterThan(3)
    expect(reply!.text).toMatch(/Texas/)
    expect(reply!.text).toMatch(/March/)
    const ids = (reply!.metadata.citations as { id: string }[]).map((c) => c.id)
    expect(ids).toEqual(['plant-tomato', 'place-texas'])
  })

  it('answers the follow-up "and in Spain?" with months for Spain', async () => {
    const [, followUp] = await converse('en', ['when should I plant tomatoes in Texas', 'and in Spain?'])
    expect(followUp!.text).toMatch(/In Spain/)
    expect(followUp!.text).toMatch(/tomatoes/)
    expect(followUp!.text).toMatch(/March|April/)
  })

  it('asks once where the family gardens, then remembers the place for the rest of the conversation (Spanish)', async () => {
    const [ask, months, peppers] = await converse('es', [
      '¿cuándo siembro tomates?',
      'Madrid',
      '¿y los pimientos?',
    ])
    expect(ask!.text).toMatch(/¿En qué estado, región o país estás\?/)
    expect(months!.text).toMatch(/En Madrid/)
    expect(months!.text).toMatch(/abril/)
    expect(peppers!.text).toMatch(/En Madrid/)
    expect(peppers!.text).toMatch(/pimientos/)
  })

  it('diagnoses yellow squash leaves in Spanish with ranked causes', async () => {
    const [reply] = await converse('es', ['¿por qué las hojas de mi calabaza están amarillas?'])
    expect(reply!.text).toMatch(/^Hojas amarillas en calabazas/)
    expect(reply!.text).toMatch(/1\. Exceso de agua/)
    expect(reply!.text).toMatch(/nitrógeno/)
  })

  it('says honestly that it does not know, and offers questions it can answer', async () => {
    const [reply] = await converse('en', ['how much do tomato seeds cost at the supermarket'])
    expect(reply!.text).toMatch(/^I don't know that one yet/)
    expect(reply!.text).toMatch(/“[^”]+\?”/)
    expect(reply!.metadata.citations).toEqual([])
    const [es] = await converse('es', ['¿qué tiempo hará mañana?'])
    expect(es!.text).toMatch(/^Eso todavía no lo sé/)
  })
})
