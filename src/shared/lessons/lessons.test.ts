import { describe, expect, it } from 'vitest'
import { LESSON_IDS } from '../schemas/learning'
import { LESSONS } from './lessons'

describe.each(LESSON_IDS)('lesson %s', (id) => {
  const lesson = LESSONS[id]

  it('is filed under its own id and has 4 to 6 illustrated sections with unique ids', () => {
    expect(lesson.id).toBe(id)
    expect(lesson.sections.length).toBeGreaterThanOrEqual(4)
    expect(lesson.sections.length).toBeLessThanOrEqual(6)
    expect(new Set(lesson.sections.map((section) => section.id)).size).toBe(lesson.sections.length)
    for (const section of lesson.sections) expect(section.scene.length).toBeGreaterThan(0)
  })

  it('has every text in English and Spanish, and the Spanish differs', () => {
    const texts = [
      lesson.title,
      lesson.intro,
      ...lesson.sections.flatMap((section) => [section.title, section.body, section.alt]),
      lesson.quiz.question,
      lesson.quiz.praise,
      lesson.quiz.hint,
      ...lesson.quiz.options,
    ]
    for (const text of texts) {
      expect(text.en.trim().length).toBeGreaterThan(0)
      expect(text.es.trim().length).toBeGreaterThan(0)
      expect(text.es).not.toBe(text.en)
    }
  })

  it('asks one question whose right answer exists and is unique in both languages', () => {
    const { options, correct } = lesson.quiz
    expect(options.length).toBeGreaterThanOrEqual(3)
    expect(options[correct]).toBeDefined()
    expect(new Set(options.map((option) => option.en)).size).toBe(options.length)
    expect(new Set(options.map((option) => option.es)).size).toBe(options.length)
  })

  it('hints at a section that exists, by its title', () => {
    const hinted = lesson.sections.filter(
      (section) =>
        lesson.quiz.hint.en.includes(`"${section.title.en}"`) &&
        lesson.quiz.hint.es.includes(`«${section.title.es}»`),
    )
    expect(hinted).toHaveLength(1)
  })
})
