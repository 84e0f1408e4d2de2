// The shapes are fed to the language model as written, so they must already be the recogniser's plain words.
import { describe, expect, it } from 'vitest'
import { spokenSentences } from './normalize'
import { questionShapes } from './question-shapes'

describe('questionShapes', () => {
  it('gives thousands of distinct long questions, each already plain lower-case spoken words', () => {
    const questions = questionShapes()
    expect(new Set(questions).size).toBe(questions.length)
    expect(questions.length).toBeGreaterThan(3000)
    const notPlain = questions.filter((question) => {
      const spoken = spokenSentences(question)
      return spoken.length !== 1 || spoken[0]!.join(' ') !== question
    })
    expect(notPlain).toEqual([])
  })

  it('fills the family shapes with plants, parts and symptoms', () => {
    const questions = new Set(questionShapes())
    expect(questions.has('why are my pumpkin leaves going yellow')).toBe(true)
    expect(questions.has('is it safe for my kid to eat the berries')).toBe(true)
    expect(questions.has('when should we pick the strawberries')).toBe(true)
  })
})
