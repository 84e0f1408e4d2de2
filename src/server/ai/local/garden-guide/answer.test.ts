import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../../../lib/detect-language'
import { answer, groundingFacts, retrieveForGrounding } from './answer'
import { GARDEN_JOKES } from './jokes'
import { countSentences } from './sentences'

describe('answer', () => {
  it('explains honey with nectar', () => {
    const result = answer('How do bees make honey?')
    expect(result.text).toMatch(/nectar/i)
    expect(result).toMatchObject({ intent: 'bee_question', language: 'en', mood: 'excited' })
    expect(result.citations[0]).toEqual({ id: 'how-bees-make-honey', title: 'How bees make honey' })
  })

  it('answers a Spanish question in Spanish, mentioning néctar, even with an English UI', () => {
    const result = answer('¿Cómo hacen miel las abejas?', { language: 'en' })
    expect(result.language).toBe('es')
    expect(result.text).toContain('néctar')
    expect(detectLanguage(result.text, 'en')).toBe('es')
    expect(result.citations[0]?.title).toBe('Cómo hacen miel las abejas')
  })

  it('points a drawing request to the picture creator', () => {
    const en = answer('draw me a garden')
    expect(en.intent).toBe('draw_request')
    expect(en.text).toContain('Create Images')
    expect(en.text).toContain('a garden')
    const es = answer('dibújame un jardín con girasoles')
    expect(es.text).toContain('Crear imágenes')
    expect(es.text).toContain('un jardín con girasoles')
    expect(es.citations).toEqual([])
  })

  it('says it does not know an off-topic question, kindly, with garden questions it can answer', () => {
    const result = answer('what is the capital of France?')
    expect(result.intent).toBe('off_topic')
    expect(result.dontKnow).toBe(true)
    expect(result.mood).toBe('thinking')
    expect(result.text).toMatch(/^I don't know that one yet/)
    expect(result.text.match(/“/g)?.length).toBeGreaterThanOrEqual(2)
    expect(result.citations).toEqual([])
    expect(answer('¿quién ganó el partido de fútbol?').text).toMatch(/^Eso todavía no lo sé/)
  })

  it('tells a joke from the joke book when asked', () => {
    const en = answer('tell me a joke')
    expect(en).toMatchObject({ intent: 'joke', mood: 'funny' })
    expect(GARDEN_JOKES.en.some((joke) => en.text.includes(joke))).toBe(true)
    const es = answer('cuéntame un chiste')
    expect(GARDEN_JOKES.es.some((joke) => es.text.includes(joke))).toBe(true)
  })

  it('does not repeat a joke already told in the conversation', () => {
    const history = GARDEN_JOKES.en.slice(1).map((joke) => ({ role: 'assistant' as const, text: joke }))
    expect(answer('another joke please', { history }).text).toContain(GARDEN_JOKES.en[0])
  })

  it('gives first aid first when a child reports a sting', () => {
    const en = answer('a bee stung me and it hurts')
    expect(en.citations[0]?.id).toBe('safety-sting-first-aid')
    expect(en.text).toMatch(/^Tell an adult/)
    expect(en.text).toMatch(/stinger/)
    const es = answer('me picó una avispa')
    expect(es.citations[0]?.id).toBe('safety-sting-first-aid')
    expect(es.text).toMatch(/adulto/)
  })

  it('greets, thanks and says goodbye in the child language', () => {
    expect(answer('hola')).toMatchObject({ intent: 'greeting', language: 'es', mood: 'excited' })
    expect(answer('thanks!').intent).toBe('thanks')
    expect(answer('adiós').text).toMatch(/Adiós|Hasta pronto/)
    expect(answer('who are you?').text).toContain('Mochi')
  })

  it('keeps every answer 2 to 4 sentences long and deterministic', () => {
    for (const question of [
      'How do bees make honey?',
      '¿Qué puedo plantar en otoño?',
      'tell me about worms',
      'hi',
    ]) {
      const first = answer(question)
      expect(answer(question)).toEqual(first)
      expect(countSentences(first.text)).toBeGreaterThanOrEqual(1)
      expect(countSentences(first.text)).toBeLessThanOrEqual(4)
    }
    expect(countSentences(answer('What can I plant in autumn?').text)).toBeGreaterThanOrEqual(2)
  })

  it('varies the wording with the seed but keeps the content', () => {
    const texts = new Set([0, 1, 2, 3, 4].map((seed) => answer('How do bees make honey?', { seed }).text))
    expect(texts.size).toBeGreaterThan(1)
    for (const text of texts) expect(text).toContain('Bees make honey from nectar')
  })

  it('suggests a garden activity to a bored child', () => {
    for (const message of ["I'm bored", 'me aburro, ¿qué podemos hacer?']) {
      const result = answer(message, { language: 'es' })
      expect(result.intent).toBe('kid_activity')
      expect(result.mood).toBe('excited')
      expect(result.citations).toHaveLength(1)
    }
    expect(answer("I'm bored").text).not.toMatch(/not sure/)
  })

  it('says "I don\'t know that one yet" instead of reciting a neighbouring fact when nothing really matches', () => {
    // (Why leaves change colour in autumn is known now: facts-blind-b-kids.ts.)
    const result = answer('why do trees have rings?')
    expect(result.dontKnow).toBe(true)
    expect(result.mood).toBe('thinking')
    expect(result.text).toMatch(/^I don't know that one yet/)
    expect(result.text).not.toMatch(/not sure that's exactly/)
  })

  it('continues with a new entry on "tell me more"', () => {
    const first = answer('tell me about bumblebees')
    const more = answer('tell me more', {
      history: [
        { role: 'user', text: 'tell me about bumblebees' },
        { role: 'assistant', text: first.text },
      ],
    })
    expect(more.citations[0]?.id).not.toBe(first.citations[0]?.id)
    expect(more.text).toMatch(/bumblebee/i)
  })
})

describe('grounding for remote models', () => {
  it('returns the top facts as plain text lines with their ids', () => {
    const lines = retrieveForGrounding('How do bees make honey?', 'en', 3)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/^How bees make honey: Bees make honey from nectar.*\[how-bees-make-honey\]$/)
  })

  it('returns Spanish facts for Spanish', () => {
    const facts = groundingFacts('¿Qué comen las orugas de la mariposa monarca?', 'es', 3)
    expect(facts.map((fact) => fact.id)).toContain('monarchs-and-milkweed')
    expect(facts[0]?.text).toContain('algodoncillo')
  })

  it('grounds a remote model with the composed month table, diagnosis and plant profile', () => {
    const [timing] = groundingFacts('when should I plant tomatoes in Texas', 'en')
    expect(timing?.id).toBe('plant-tomato')
    expect(timing?.text).toMatch(/March/)
    const [diagnosis] = groundingFacts('¿por qué las hojas de mi calabaza están amarillas?', 'es')
    expect(diagnosis?.id).toBe('doctor-yellow')
    expect(diagnosis?.text).toMatch(/nitrógeno/)
    const followUp = groundingFacts('and in Spain?', 'en', 4, [
      { role: 'user', text: 'when should I plant tomatoes in Texas' },
    ])
    expect(followUp[0]?.text).toMatch(/In Spain/)
  })
})
