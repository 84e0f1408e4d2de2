// Compact authoring of lessons: [English, Spanish] pairs, and quiz hints that point back to a section by id.
import type { LocalizedText } from '../games/localized-text'
import type { LessonId } from '../schemas/learning'
import type { Lesson, LessonQuiz, LessonSection } from './lesson-types'

export type Pair = readonly [en: string, es: string]

const text = ([en, es]: Pair): LocalizedText => ({ en, es })

export function section(
  id: string,
  scene: readonly string[],
  alt: Pair,
  title: Pair,
  body: Pair,
): LessonSection {
  return { id, scene, alt: text(alt), title: text(title), body: text(body) }
}

export interface QuestionDraft {
  question: Pair
  options: readonly Pair[]
  correct: number
  praise: Pair
  /** The id of the section that explains the answer; the hint names its title. */
  see: string
}

export function lesson(draft: {
  id: LessonId
  emoji: string
  title: Pair
  intro: Pair
  sections: readonly LessonSection[]
  quiz: readonly QuestionDraft[]
}): Lesson {
  const quiz = draft.quiz.map((question): LessonQuiz => {
    const explained = draft.sections.find((candidate) => candidate.id === question.see)
    if (!explained) throw new Error(`Lesson ${draft.id}: no section ${question.see}`)
    return {
      question: text(question.question),
      options: question.options.map(text),
      correct: question.correct,
      praise: text(question.praise),
      hint: {
        en: `Not quite! Look back at "${explained.title.en}" and try again.`,
        es: `¡Casi! Vuelve a mirar «${explained.title.es}» e inténtalo otra vez.`,
      },
    }
  })
  return { ...draft, title: text(draft.title), intro: text(draft.intro), quiz }
}
