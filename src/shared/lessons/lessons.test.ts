// Every lesson: its own id, 6+ illustrated sections, a quiz of 3+ answerable questions, both languages.
import { describe, expect, it } from 'vitest'
import { LESSON_IDS } from '../schemas/learning'
import { LESSONS, nextLessonId } from './lessons'

it('has at least 12 lessons, Ecosystem Explorer, Beekeeping Basics and Conservation among them', () => {
  expect(LESSON_IDS.length).toBeGreaterThanOrEqual(12)
  expect(LESSON_IDS).toEqual(
    expect.arrayContaining(['ecosystem-explorer', 'beekeeping-basics', 'conservation']),
  )
  expect(nextLessonId('bee-basics', LESSON_IDS)).toBe('garden-basics')
  expect(nextLessonId(LESSON_IDS[LESSON_IDS.length - 1]!, LESSON_IDS)).toBe('bee-basics')
})

describe.each(LESSON_IDS)('lesson %s', (id) => {
  const lesson = LESSONS[id]

  it('is filed under its own id and has 6 or more illustrated sections with unique ids', () => {
    expect(lesson.id).toBe(id)
    expect(lesson.sections.length).toBeGreaterThanOrEqual(6)
    expect(new Set(lesson.sections.map((section) => section.id)).size).toBe(lesson.sections.length)
    for (const section of lesson.sections) expect(section.scene.length).toBeGreaterThan(0)
  })

  it('has every text in English and Spanish, and the Spanish differs', () => {
    const texts = [
      lesson.title,
      lesson.intro,
      ...lesson.sections.flatMap((section) => [section.title, section.body, section.alt]),
      ...lesson.quiz.flatMap((question) => [question.question, question.praise, question.hint]),
    ]
    for (const text of texts) {
      expect(text.en.trim().length).toBeGreaterThan(0)
      expect(text.es.trim().length).toBeGreaterThan(0)
      expect(text.es).not.toBe(text.en)
    }
  })

  it('ends with at least 3 questions whose right answer exists and is unique in both languages', () => {
    expect(lesson.quiz.length).toBeGreaterThanOrEqual(3)
    for (const { options, correct } of lesson.quiz) {
      expect(options.length).toBeGreaterThanOrEqual(3)
      expect(options[correct]).toBeDefined()
      expect(new Set(options.map((option) => option.en)).size).toBe(options.length)
      expect(new Set(options.map((option) => option.es)).size).toBe(options.length)
    }
  })

  it('hints at a section that exists, by its title, for every question', () => {
    for (const question of lesson.quiz) {
      const hinted = lesson.sections.filter(
        (section) =>
          question.hint.en.includes(`"${section.title.en}"`) &&
          question.hint.es.includes(`«${section.title.es}»`),
      )
      expect(hinted).toHaveLength(1)
    }
  })
})
