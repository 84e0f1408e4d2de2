// The hub's lesson summaries match the lessons themselves.
import { describe, expect, it } from 'vitest'
import { LESSON_SUMMARIES } from './lesson-summaries'
import { LESSONS } from './lessons'

describe('LESSON_SUMMARIES', () => {
  it('has every lesson with its emoji, title and step and question counts', () => {
    const fromLessons = Object.fromEntries(
      Object.entries(LESSONS).map(([id, lesson]) => [
        id,
        {
          emoji: lesson.emoji,
          title: lesson.title,
          steps: lesson.sections.length,
          questions: lesson.quiz.length,
        },
      ]),
    )
    expect(LESSON_SUMMARIES).toEqual(fromLessons)
  })
})
