import { describe, expect, it } from 'vitest'
import { composeDrawReply, composeJoke, composeSocialReply, extractDrawSubject } from './compose-replies'
import { GARDEN_JOKES } from './jokes'

describe('extractDrawSubject', () => {
  it.each([
    ['draw me a garden', 'a garden'],
    ['Can you draw a bee on a sunflower, please?', 'a bee on a sunflower'],
    ['make me a picture of three red tulips!!', 'three red tulips'],
    ['¡Dibújame una mariposa azul!', 'una mariposa azul'],
    ['quiero un dibujo de abejas y flores', 'abejas y flores'],
  ])('%j -> %j', (message, subject) => {
    expect(extractDrawSubject(message)).toBe(subject)
  })

  it('keeps the subject short', () => {
    expect(
      extractDrawSubject('draw one two three four five six seven eight nine ten')?.split(' '),
    ).toHaveLength(8)
  })

  it('falls back to a default garden picture', () => {
    expect(composeDrawReply('draw', 'en', 'x').text).toContain('a sunny garden with happy bees')
  })
})

describe('composeJoke', () => {
  it('tells a joke in the requested language with a funny mood', () => {
    const joke = composeJoke('es', 'seed', [])
    expect(joke.mood).toBe('funny')
    expect(GARDEN_JOKES.es.some((text) => joke.text.includes(text))).toBe(true)
  })

  it('skips jokes already told', () => {
    const told = GARDEN_JOKES.en.filter((_, i) => i !== 4)
    expect(composeJoke('en', 'seed', told).text).toContain(GARDEN_JOKES.en[4])
  })
})

describe('composeSocialReply', () => {
  it('is kind and on-topic for off-topic questions in both languages', () => {
    expect(composeSocialReply('off_topic', 'en', 'a').text).toMatch(/bees|flowers/)
    expect(composeSocialReply('off_topic', 'es', 'a').text).toMatch(/abejas|flores/)
    expect(composeSocialReply('off_topic', 'en', 'a').mood).toBe('thinking')
  })

  it('is deterministic for the same seed', () => {
    expect(composeSocialReply('greeting', 'en', 'same')).toEqual(composeSocialReply('greeting', 'en', 'same'))
  })
})
