import { describe, expect, it } from 'vitest'
import { TRIVIA_QUESTIONS } from './trivia-questions'

describe('TRIVIA_QUESTIONS', () => {
  it('holds at least 40 questions with unique ids', () => {
    expect(TRIVIA_QUESTIONS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(TRIVIA_QUESTIONS.map((question) => question.id)).size).toBe(TRIVIA_QUESTIONS.length)
  })

  it('has enough of each level for every valid mix (5 Easy, 10 Medium, 5 Hard at most)', () => {
    const count = (level: string) =>
      TRIVIA_QUESTIONS.filter((question) => question.difficulty === level).length
    expect(count('Easy')).toBeGreaterThanOrEqual(5)
    expect(count('Medium')).toBeGreaterThanOrEqual(10)
    expect(count('Hard')).toBeGreaterThanOrEqual(5)
  })

  it('gives every question four distinct options, a valid answer and text in both languages', () => {
    for (const question of TRIVIA_QUESTIONS) {
      expect(question.options, question.id).toHaveLength(4)
      expect(question.correct).toBeGreaterThanOrEqual(0)
      expect(question.correct).toBeLessThan(4)
      for (const text of [question.question, question.explanation, ...question.options]) {
        expect(text.en.trim(), question.id).not.toBe('')
        expect(text.es.trim(), question.id).not.toBe('')
      }
      expect(new Set(question.options.map((option) => option.en)).size, question.id).toBe(4)
      expect(new Set(question.options.map((option) => option.es)).size, question.id).toBe(4)
    }
  })

  it('does not always put the answer in the same place', () => {
    const positions = new Set(TRIVIA_QUESTIONS.map((question) => question.correct))
    expect(positions.size).toBe(4)
  })
})
