// One check-your-understanding question at the end of a lesson: a right answer is praised (and leads on to the
// next question); a wrong answer gives a hint and the child may try again.

import { localize } from '@shared/games/localized-text'
import type { LessonQuiz as Quiz } from '@shared/lessons/lesson-types'
import { ArrowRight, CheckCircle2, XCircle } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'

interface LessonQuizProps {
  quiz: Quiz
  number: number
  total: number
  onCorrect: () => void
  /** Shown after a right answer when another question follows. */
  onNext?: () => void
}

export function LessonQuiz({ quiz, number, total, onCorrect, onNext }: LessonQuizProps) {
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
      <p className="text-sm font-semibold text-[var(--fg-muted)]">
        {t('lesson.questionOf', { current: number, total })}
      </p>
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
      {isSolved && onNext && (
        <Button className="self-end" onClick={onNext}>
          {t('lesson.nextQuestion')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      )}
    </fieldset>
  )
}
