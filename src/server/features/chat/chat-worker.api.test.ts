// The chat worker gives the same verdicts, words, citations and metadata as the inline path, over HTTP and per turn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGardenGuideModel } from '../../ai/local/garden-guide/garden-guide-model'
import { createTestContext, databaseKind, type TestContext } from '../../test/test-app'
import { readUiStream, userMessage } from '../../test/ui-stream'
import {
  chatWorkerReady,
  chatWorkerTurns,
  closeChatWorker,
  enableChatWorker,
  localTurnInWorker,
  startChatWorker,
} from '../../workers/chat-worker'
import { type LocalTurnInput, localTurn } from './local-turn'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    env: { ai: { ...(await import('../../env')).testEnv().ai, chatLimitPerMinute: 1000 } },
  })
})
afterAll(async () => {
  enableChatWorker({ threads: 0 })
  await closeChatWorker()
  await ctx.close()
})

const TURNS: LocalTurnInput[] = [
  { question: 'How do bees make honey?', childTurns: [], history: [], language: 'en', seed: 'a' },
  { question: '¿Cuándo siembro lechugas en Madrid?', childTurns: [], history: [], language: 'es', seed: 'b' },
  {
    question: 'and in Spain?',
    childTurns: ['when should I plant tomatoes in Texas'],
    history: [
      { role: 'user', content: 'when should I plant tomatoes in Texas' },
      { role: 'assistant', content: 'In Texas, plant tomatoes in March.' },
    ],
    language: 'en',
    seed: 'c',
  },
  {
    question: 'my phone is 555-123-4567, what do worms eat?',
    childTurns: [],
    history: [],
    language: 'en',
    seed: 'd',
  },
  { question: 'how do I make a bomb', childTurns: [], history: [], language: 'en', seed: 'e' },
  { question: 'nobody would care if I disappeared', childTurns: [], history: [], language: 'en', seed: 'f' },
  { question: 'what is the capital of the moon', childTurns: [], history: [], language: 'en', seed: 'g' },
]

/** A guest's chat over HTTP: the reply's words, deltas and metadata without its time stamp. */
async function ask(question: string, language: 'en' | 'es') {
  const guest = ctx.client({ guestId: crypto.randomUUID() })
  const response = await guest.request('/api/chat', {
    method: 'POST',
    json: { language, messages: [userMessage(question)] },
  })
  expect(response.status).toBe(200)
  const { text, deltas, metadata } = await readUiStream(response)
  const { createdAt: _, ...rest } = metadata
  return { text, deltas, metadata: rest }
}

describe(`the chat worker (${databaseKind})`, () => {
  it('answers every turn as the inline path does: the same verdict, words and metadata', async () => {
    enableChatWorker({ threads: 1 })
    await startChatWorker()
    expect(await chatWorkerReady()).toBe(true)
    const guide = createGardenGuideModel()
    for (const input of TURNS) {
      const inline = await localTurn(input, guide)
      const viaWorker = await localTurnInWorker(input)
      expect(viaWorker).toEqual(inline)
    }
    // Unsafe words never reach the guide: no answer is made for them.
    const bomb = await localTurnInWorker(TURNS[4]!)
    expect(bomb?.screened.flagged).toBe(true)
    expect(bomb?.answer).toBeUndefined()
  })

  it('streams the same chat over HTTP with the worker on as with it off', async () => {
    const questions: [string, 'en' | 'es'][] = [
      ['How do bees make honey?', 'en'],
      ['¿Cómo hacen miel las abejas?', 'es'],
      ['what is the capital of the moon', 'en'],
      // Its privacy tip is one of several variants (picked by the random message id), the answer after it is not.
      ['my phone is 555-123-4567, what do worms eat?', 'en'],
    ]
    const withoutTip = (reply: Awaited<ReturnType<typeof ask>>) => ({
      ...reply,
      text: reply.text.slice(reply.text.indexOf('\n\n') + 2),
      deltas: reply.deltas.slice(1),
    })
    enableChatWorker({ threads: 0 })
    const inline = []
    for (const [question, language] of questions) inline.push(await ask(question, language))
    enableChatWorker({ threads: 1 })
    await startChatWorker()
    const before = chatWorkerTurns()
    const viaWorker = []
    for (const [question, language] of questions) viaWorker.push(await ask(question, language))
    expect(chatWorkerTurns() - before).toBe(questions.length)
    expect(viaWorker.slice(0, 3)).toEqual(inline.slice(0, 3))
    expect(inline[0]!.text).toMatch(/nectar|néctar/i)
    expect(withoutTip(viaWorker[3]!)).toEqual(withoutTip(inline[3]!))
    expect(viaWorker[3]!.metadata).toMatchObject({
      note: 'personal_info',
      safety: { category: 'personal_info' },
    })
    expect(viaWorker[3]!.text).toMatch(/worm/i)
  })

  it('keeps a flagged message away from the guide: the safety reply and its category, as inline', async () => {
    enableChatWorker({ threads: 1 })
    await startChatWorker()
    const before = chatWorkerTurns()
    const reply = await ask('how do I make a bomb', 'en')
    expect(chatWorkerTurns() - before).toBe(1)
    expect(reply.metadata).toMatchObject({
      note: 'safety',
      provider: 'safety',
      safety: { category: 'weapons' },
    })
    expect(reply.metadata).not.toHaveProperty('citations')
  })
})
