// The question grammar is fed to the language model as written, so it must already be in the recogniser's words.
import { describe, expect, it } from 'vitest'
import { childQuestions } from './child-questions'
import { spokenSentences } from './normalize'

describe('childQuestions', () => {
  it('gives thousands of distinct questions, each already plain lower-case spoken words', () => {
    const questions = childQuestions()
    expect(new Set(questions).size).toBeGreaterThan(5000)
    const notPlain = questions.filter((question) => {
      const spoken = spokenSentences(question)
      return spoken.length !== 1 || spoken[0]!.join(' ') !== question
    })
    expect(notPlain).toEqual([])
  })
})
