// Follow-ups that lean on the plant named before: "how deep?", "how often do I water them", "¿y cuándo los cosecho?".
import { describe, expect, it } from 'vitest'
import { answer, type ChatTurn } from '../answer'
import { understand } from './understand'

/** Asks each question in turn, as one conversation, and returns the replies. */
function converse(questions: string[]): string[] {
  const history: ChatTurn[] = []
  return questions.map((question) => {
    const reply = answer(question, { language: 'en', history })
    history.push({ role: 'user', text: question }, { role: 'assistant', text: reply.text })
    return reply.text
  })
}

describe('follow-ups carry the plant of the conversation', () => {
  it('"how deep?" and "how far apart?" after a garlic question', () => {
    const [, deep, apart] = converse(['when do i plant garlic in ohio', 'how deep?', 'how far apart?'])
    expect(deep).toMatch(/garlic 5 cm/)
    expect(apart).toMatch(/15 cm/)
  })

  it('"how often do I water them" after peppers', () => {
    const [, , water] = converse([
      'when do i plant tomatoes in texas',
      'what about peppers?',
      'how often do i water them',
    ])
    expect(water).toMatch(/^Water peppers/)
  })

  it('in Spanish: "¿a qué profundidad?" and "¿y cuándo los cosecho?" after garlic in Mendoza', () => {
    const [, depth, harvest] = converse([
      'cuando planto ajos en mendoza',
      'a que profundidad?',
      'y cuando los cosecho?',
    ])
    expect(depth).toMatch(/ajos a 5 cm de profundidad/)
    expect(harvest).toMatch(/^Cosecha de ajos/)
  })

  it('"¿cada cuánto los riego?" after peppers in Galicia', () => {
    const replies = converse(['cuando planto pimientos en galicia', 'cada cuanto los riego'])
    expect(replies[1]).toMatch(/^Riega tus pimientos/)
  })

  it('"and in winter?" puts the winter rule first', () => {
    const [, winter] = converse(['how often should i water my peppers', 'and in winter?'])
    expect(winter).toMatch(/^In winter, water much less/)
  })

  it('"¿y cuánto tardan en germinar?" and "how much sun?" use the plant named before', () => {
    const [, sprout] = converse(['cuando siembro habas en galicia', 'y cuanto tardan en germinar?'])
    expect(sprout).toMatch(/^Las semillas de habas suelen germinar/)
    const [, sun] = converse(['when do i plant peppers in ohio', 'how much sun?'])
    expect(sun).toMatch(/^For peppers, full sun/)
  })

  it('"and in pots?" after watering still narrows the watering answer', () => {
    const [, pots] = converse(['how often should i water tomatoes', 'and in pots?'])
    expect(pots).toMatch(/^In pots they dry out fast/)
  })
})

describe('more plant problems in family words', () => {
  it('bitter cucumbers are stressed plants, not bolting', () => {
    expect(understand('why do my cucumbers taste bitter').symptom?.id).toBe('bitter-fruit')
    const reply = answer('why are our cucumbers so bitter', { language: 'en' })
    expect(reply.text).toMatch(/not enough water/i)
    expect(reply.text).not.toMatch(/bolting/i)
    expect(answer('mis pepinos salen amargos', { language: 'en' }).text).toMatch(/falta de agua/i)
  })

  it('green potatoes are light on the tubers, in both languages', () => {
    expect(answer('my potatoes are green, why', { language: 'en' }).text).toMatch(/solanine/)
    expect(answer('mis papas se pusieron verdes', { language: 'en' }).text).toMatch(/solanina/)
  })

  it('"Castilla" on its own is Castile and León', () => {
    expect(understand('cuando planto patatas en castilla').place?.id).toBe('castilla-y-leon')
  })
})
