// The shape of a lesson page: short illustrated sections, then a quiz of a few check-your-understanding questions.
import type { LocalizedText } from '../games/localized-text'
import type { LessonId } from '../schemas/learning'

export interface LessonSection {
  id: string
  /** A big emoji scene drawn on the page (no external images), described for screen readers by `alt`. */
  scene: readonly string[]
  alt: LocalizedText
  title: LocalizedText
  body: LocalizedText
}

export interface LessonQuiz {
  question: LocalizedText
  options: readonly LocalizedText[]
  /** Index of the right option. */
  correct: number
  /** Said after the right answer. */
  praise: LocalizedText
  /** Said after a wrong answer: a gentle hint pointing back to the section that explains it. */
  hint: LocalizedText
}

export interface Lesson {
  id: LessonId
  emoji: string
  title: LocalizedText
  intro: LocalizedText
  sections: readonly LessonSection[]
  /** Asked one after another at the end; the lesson completes when the last one is answered right. */
  quiz: readonly LessonQuiz[]
}
