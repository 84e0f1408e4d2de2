// The check-your-understanding question at the end of a lesson: the lesson completes only on the right
// answer; a wrong answer gives a hint and the child may try again.

import { localize } from '@shared/games/localized-text'
import type { LessonQuiz as Quiz } from '@shared/lessons/lesson-types'
import { CheckCircle2, XCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../../ui/cn'

interface LessonQuizProps {
  quiz: Quiz
  onCorrect: () => void
}

export function LessonQuiz({ quiz, onCorrect }: LessonQuizProps) {
  const { t, i18n } = useTranslation('learning')
  const [wrong, setWrong] = useState<readonly number[]>([])
  const [isSolved, setIsSolved] = useState(false)
  const lastWrong = wrong.at(-1)

  const choose = (index: number) => {
    if (isSolved) return
    if (index === quiz.correct) {
      setIsSolved(true)
      onCorrect()
    } else if (!wrong.includes(index)) {
      setWrong([...wrong, index])
    }
  }

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="lesson-quiz-feedback">
      <legend className="mb-2 text-xl font-bold">{localize(quiz.question, i18n.language)}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {quiz.options.map((option, index) => {
          const isRight = isSolved && index === quiz.correct
          const isWrong = wrong.includes(index)
          return (
            <button
              key={index}
              type="button"
              onClick={() => choose(index)}
              disabled={isSolved || isWrong}
              aria-pressed={isRight || isWrong}
              className={cn(
                'flex min-h-13 items-center justify-between gap-2 rounded-2xl border-2 px-4 py-3 text-left text-lg font-semibold transition',
                isRight && 'border-[var(--accent)] bg-[var(--accent)] text-[var(--accent-fg)]',
                isWrong && 'border-[var(--danger)] text-[var(--danger)] line-through',
                !isRight &&
                  !isWrong &&
                  'border-[var(--border)] bg-[var(--surface)] hover:bg-[var(--surface-muted)]',
                'disabled:cursor-default',
              )}
            >
              {localize(option, i18n.language)}
              {isRight && <CheckCircle2 aria-hidden="true" className="h-6 w-6 shrink-0" />}
              {isWrong && <XCircle aria-hidden="true" className="h-6 w-6 shrink-0" />}
            </button>
          )
        })}
      </div>
      <div id="lesson-quiz-feedback" role="status" className="min-h-12">
        {isSolved ? (
          <p>
            <strong className="text-[var(--accent)]">{t('lesson.correct')}</strong>{' '}
            {localize(quiz.praise, i18n.language)}
          </p>
        ) : (
          lastWrong !== undefined && (
            <p>
              <strong className="text-[var(--danger)]">{t('lesson.tryAgain')}</strong>{' '}
              {localize(quiz.hint, i18n.language)}
            </p>
          )
        )}
      </div>
    </fieldset>
  )
}
