import type { LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { generateText, streamText } from 'ai'
import { describe, expect, it } from 'vitest'
import { createGardenGuideModel, type GardenGuideMetadata, readPrompt, toClauses } from './garden-guide-model'

const model = createGardenGuideModel()

async function readAll(
  stream: ReadableStream<LanguageModelV4StreamPart>,
): Promise<LanguageModelV4StreamPart[]> {
  const parts: LanguageModelV4StreamPart[] = []
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return parts
    parts.push(value)
  }
}

describe('GardenGuideModel with the AI SDK', () => {
  it('answers generateText with text and garden guide metadata', async () => {
    const result = await generateText({ model, prompt: 'How do bees make honey?' })
    expect(result.text).toMatch(/nectar/i)
    expect(result.finishReason).toBe('stop')
    const metadata = result.providerMetadata?.gardenGuide as unknown as GardenGuideMetadata
    expect(metadata).toMatchObject({ intent: 'bee_question', language: 'en', mood: 'excited' })
    expect(metadata.citations.map((citation) => citation.id)).toContain('how-bees-make-honey')
    expect(result.usage.outputTokens).toBeGreaterThan(10)
  })

  it('streams a Spanish answer clause by clause, spaced in time, with metadata on finish', async () => {
    const paced = createGardenGuideModel({ clauseDelayMs: 20 })
    const result = streamText({ model: paced, prompt: '¿Cómo hacen miel las abejas?' })
    const chunks: string[] = []
    const times: number[] = []
    for await (const chunk of result.textStream) {
      chunks.push(chunk)
      times.push(performance.now())
    }
    expect(chunks.length).toBeGreaterThan(3)
    expect(chunks.every((chunk) => chunk.trim().split(/\s+/).length <= 10)).toBe(true)
    // Each clause ends at punctuation or the word limit, and they arrive one by one rather than in one burst.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(15 * (chunks.length - 1))
    expect(chunks.join('')).toMatch(/néctar/)
    const metadata = (await result.providerMetadata)?.gardenGuide as unknown as GardenGuideMetadata
    expect(metadata.language).toBe('es')
    expect(metadata.citations[0]).toEqual({ id: 'how-bees-make-honey', title: 'Cómo hacen miel las abejas' })
  })

  it('takes the UI language hint for an ambiguous message and reads the history', async () => {
    const result = await generateText({
      model,
      messages: [
        { role: 'user', content: 'cuéntame un chiste' },
        {
          role: 'assistant',
          content: 'Ahí va uno: ¿Qué hace una abeja en el gimnasio? ¡Zumba! ¡Ja, ja, bzz!',
        },
        { role: 'user', content: 'ok' },
      ],
      providerOptions: { gardenGuide: { language: 'es' } },
    })
    const metadata = result.providerMetadata?.gardenGuide as unknown as GardenGuideMetadata
    expect(metadata.language).toBe('es')
    expect(metadata.intent).toBe('greeting')
  })
})

describe('GardenGuideModel stream parts', () => {
  it('emits stream-start, text parts and a finish part in order', async () => {
    const { stream } = await model.doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'tell me a joke' }] }],
    })
    const parts = await readAll(stream)
    const types = parts.map((part) => part.type)
    expect(types[0]).toBe('stream-start')
    expect(types).toContain('response-metadata')
    expect(types.indexOf('text-start')).toBeLessThan(types.indexOf('text-delta'))
    expect(types.at(-2)).toBe('text-end')
    const finish = parts.at(-1)
    expect(finish?.type).toBe('finish')
    if (finish?.type !== 'finish') throw new Error('no finish part')
    expect(finish.finishReason.unified).toBe('stop')
    expect(finish.providerMetadata?.gardenGuide).toMatchObject({
      intent: 'joke',
      mood: 'funny',
      citations: [],
    })
  })

  it('gives the same text from doGenerate and the joined deltas of doStream', async () => {
    const prompt = [
      { role: 'user' as const, content: [{ type: 'text' as const, text: 'What can I plant in autumn?' }] },
    ]
    const generated = await model.doGenerate({ prompt })
    const streamed = (await readAll((await model.doStream({ prompt })).stream))
      .map((part) => (part.type === 'text-delta' ? part.delta : ''))
      .join('')
    const [content] = generated.content
    expect(content?.type === 'text' && content.text).toBe(streamed)
    expect(streamed).toMatch(/bulbs/)
  })

  it('stops with the abort reason when the chat is cancelled', async () => {
    const controller = new AbortController()
    const { stream } = await model.doStream({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'How do bees make honey?' }] }],
      abortSignal: controller.signal,
    })
    const reader = stream.getReader()
    await reader.read()
    controller.abort(new Error('stopped by user'))
    await expect(reader.read()).rejects.toThrow('stopped by user')
  })

  it('warns that tools are not supported', async () => {
    const result = await model.doGenerate({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
      tools: [{ type: 'function', name: 'x', inputSchema: { type: 'object' } }],
    })
    expect(result.warnings).toEqual([expect.objectContaining({ type: 'unsupported', feature: 'tools' })])
  })
})

describe('GardenGuideModel.streamClauses', () => {
  const ask = (text: string) => ({
    prompt: [{ role: 'user' as const, content: [{ type: 'text' as const, text }] }],
    providerOptions: { gardenGuide: { language: 'es' } },
  })

  it("hands over doStream's text deltas one by one, paced, and resolves with its finish metadata", async () => {
    const paced = createGardenGuideModel({ clauseDelayMs: 15 })
    const parts = await readAll((await paced.doStream(ask('¿Cómo hacen miel las abejas?'))).stream)
    const deltas = parts.flatMap((part) => (part.type === 'text-delta' ? [part.delta] : []))
    const finish = parts.find((part) => part.type === 'finish')
    const got: string[] = []
    const times: number[] = []
    let startedBeforeFirst = false
    const metadata = await paced.streamClauses(
      ask('¿Cómo hacen miel las abejas?'),
      (delta) => {
        got.push(delta)
        times.push(performance.now())
      },
      () => {
        startedBeforeFirst = got.length === 0
      },
    )
    expect(got).toEqual(deltas)
    expect(got.length).toBeGreaterThan(3)
    expect(startedBeforeFirst).toBe(true)
    expect(metadata).toEqual(finish?.type === 'finish' ? finish.providerMetadata?.gardenGuide : undefined)
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(12)
  })

  it('stops with the abort reason after the clause it was on, and refuses to start when already stopped', async () => {
    const controller = new AbortController()
    const got: string[] = []
    const done = model.streamClauses(
      { ...ask('How do bees make honey?'), abortSignal: controller.signal },
      (delta) => {
        got.push(delta)
        if (got.length === 2) controller.abort(new Error('stopped by user'))
      },
    )
    await expect(done).rejects.toThrow('stopped by user')
    expect(got).toHaveLength(2)
    await expect(
      model.streamClauses({ ...ask('How do bees make honey?'), abortSignal: controller.signal }, () => {
        throw new Error('no clause after a stop')
      }),
    ).rejects.toThrow('stopped by user')
  })
})

describe('readPrompt and toClauses', () => {
  it('uses the last user message as the question and earlier turns as history', () => {
    const { question, history } = readPrompt([
      { role: 'system', content: 'You are Mochi.' },
      { role: 'user', content: [{ type: 'text', text: 'hola' }] },
      { role: 'assistant', content: [{ type: 'text', text: '¡Hola!' }] },
      { role: 'user', content: [{ type: 'text', text: '¿qué es el polen?' }] },
    ])
    expect(question).toBe('¿qué es el polen?')
    expect(history).toEqual([
      { role: 'user', text: 'hola' },
      { role: 'assistant', text: '¡Hola!' },
    ])
  })

  it('splits text into clauses that join back exactly', () => {
    const text =
      'In Texas the last frost is usually in March, so plant tomatoes out in March and April. Water deeply.'
    const deltas = toClauses(text)
    expect(deltas).toEqual([
      'In Texas the last frost is usually in March, ',
      'so plant tomatoes out in March and April. ',
      'Water deeply.',
    ])
    expect(deltas.join('')).toBe(text)
    expect(toClauses('one two three four five six', 4)).toEqual(['one two three four ', 'five six'])
  })
})
