// Mechanical consistency of the learning content (docs/content-review.md): every fact in both languages with a
// known category and a level 1–5, no duplicate facts, lesson quizzes of 3+ questions with exactly one right
// answer, and Spanish texts that are Spanish (and English ones that are English), so a missed translation fails.
import { describe, expect, it } from 'vitest'
import type { LocalizedText } from '../../../shared/games/localized-text'
import { LESSONS } from '../../../shared/lessons/lessons'
import { FACT_CATEGORIES as SHARED_CATEGORIES } from '../../../shared/schemas/learning'
import { BEE_FACTS } from './bee-facts'

/** Common words of one language that are not words of the other: one of them gives a text away. */
const ENGLISH_ONLY = [
  ...[
    'the',
    'and',
    'is',
    'are',
    'with',
    'you',
    'they',
    'their',
    'this',
    'that',
    'it',
    'of',
    'to',
    'in',
    'on',
  ],
  ...['have', 'has', 'can', 'bee', 'bees', 'flower', 'flowers', 'honey', 'your', 'we'],
]
const SPANISH_ONLY = [
  ...['el', 'la', 'los', 'las', 'y', 'que', 'es', 'son', 'con', 'para', 'una', 'del', 'por', 'pero', 'muy'],
  ...['tiene', 'tienen', 'abeja', 'abejas', 'flor', 'flores', 'miel', 'más'],
]

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? []
const strangers = (text: string, foreign: readonly string[]) => words(text).filter((w) => foreign.includes(w))

function expectBilingual(text: LocalizedText | undefined, where: string) {
  expect(text, where).toBeDefined()
  if (!text) return
  expect(text.en.trim(), `${where} (en)`).not.toBe('')
  expect(text.es.trim(), `${where} (es)`).not.toBe('')
  // One word may be the same in both languages ("Chocolate"); a longer text never is.
  if (words(text.en).length > 1) expect(text.es, `${where}: the Spanish is the English`).not.toBe(text.en)
  expect(strangers(text.es, ENGLISH_ONLY), `${where}: English words in the Spanish "${text.es}"`).toEqual([])
  expect(strangers(text.en, SPANISH_ONLY), `${where}: Spanish words in the English "${text.en}"`).toEqual([])
}

const normalized = (text: string) => words(text).join(' ')

describe('facts', () => {
  it('have both languages in every text, a known category and a whole level from 1 to 5', () => {
    for (const fact of BEE_FACTS) {
      expectBilingual(fact.title, `${fact.id} title`)
      expectBilingual(fact.content, `${fact.id} content`)
      if (fact.funFact) expectBilingual(fact.funFact, `${fact.id} fun fact`)
      expect(SHARED_CATEGORIES, fact.id).toContain(fact.category)
      expect(Number.isInteger(fact.difficulty) && fact.difficulty >= 1 && fact.difficulty <= 5, fact.id).toBe(
        true,
      )
    }
  })

  it('are not duplicated: ids, titles and contents are unique in each language', () => {
    const unique = (values: string[], what: string) => {
      const seen = new Set<string>()
      const repeated = values.filter((value) => seen.size === seen.add(value).size)
      expect(repeated, what).toEqual([])
    }
    unique(
      BEE_FACTS.map((fact) => fact.id),
      'ids',
    )
    for (const language of ['en', 'es'] as const) {
      unique(
        BEE_FACTS.map((fact) => normalized(fact.title[language])),
        `titles (${language})`,
      )
      unique(
        BEE_FACTS.map((fact) => normalized(fact.content[language])),
        `contents (${language})`,
      )
    }
  })
})

describe.each(Object.values(LESSONS))('lesson $id', (lesson) => {
  it('has every text in both languages', () => {
    expectBilingual(lesson.title, `${lesson.id} title`)
    expectBilingual(lesson.intro, `${lesson.id} intro`)
    for (const section of lesson.sections) {
      for (const key of ['title', 'body', 'alt'] as const)
        expectBilingual(section[key], `${lesson.id}/${section.id} ${key}`)
    }
    for (const [index, question] of lesson.quiz.entries()) {
      const where = `${lesson.id} question ${index + 1}`
      expectBilingual(question.question, where)
      expectBilingual(question.praise, `${where} praise`)
      expectBilingual(question.hint, `${where} hint`)
      for (const option of question.options) expectBilingual(option, `${where} option`)
    }
  })

  it('ends with a quiz of at least 3 questions, each with exactly one right answer', () => {
    expect(lesson.quiz.length).toBeGreaterThanOrEqual(3)
    for (const { question, options, correct } of lesson.quiz) {
      expect(Number.isInteger(correct) && correct >= 0 && correct < options.length, question.en).toBe(true)
      for (const language of ['en', 'es'] as const) {
        const right = normalized(options[correct]![language])
        // No other option reads the same as the right one, so exactly one answer is right.
        expect(
          options.filter((option) => normalized(option[language]) === right),
          `${question[language]}`,
        ).toHaveLength(1)
      }
    }
  })
})
