// Buzzing Bee Trivia: intro, 10 locked-after-answer questions with explanations, then the results.
import { TRIVIA } from '@shared/constants'
import { localize } from '@shared/games/localized-text'
import type { Rng } from '@shared/games/random'
import { isLastQuestion, type TriviaState, triviaMaxScore } from '@shared/games/trivia'
import type { TriviaQuestion } from '@shared/games/trivia-questions'
import { ArrowLeft, ArrowRight, Lightbulb, Play, Trophy } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { DifficultyBadge } from './difficulty-badge'
import { ProgressBar } from './progress-bar'
import { type OptionResult, TriviaOptionButton } from './trivia-option-button'
import { TriviaResults } from './trivia-results'
import { useTriviaGame } from './use-trivia-game'

const LETTERS = ['A', 'B', 'C', 'D'] as const

export interface BeeTriviaGameProps {
  onBack: () => void
  /** Called once each time a quiz reaches its results, with the final score (at most 150). */
  onComplete: (score: number) => void
  /** Picks the questions; tests pass a seeded generator. */
  rng?: Rng
  /** The question pool; the built-in bilingual pool by default. */
  pool?: readonly TriviaQuestion[]
}

function optionResult(state: TriviaState, question: TriviaQuestion, option: number): OptionResult {
  if (state.phase !== 'answered') return 'open'
  if (option === question.correct) return 'correct'
  return option === state.selected ? 'wrong' : 'other'
}

export function BeeTriviaGame({ onBack, onComplete, rng, pool }: BeeTriviaGameProps) {
  const { t, i18n } = useTranslation('games')
  const { state, start, answer, next, playAgain } = useTriviaGame(rng, pool)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const questionRef = useRef<HTMLParagraphElement>(null)
  const reported = useRef<TriviaState | null>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  // Each new question takes focus so a screen reader reads it straight away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.index` is the trigger: a new question.
  useEffect(() => {
    if (state.phase === 'question') questionRef.current?.focus()
  }, [state.phase, state.index])

  useEffect(() => {
    if (state.phase !== 'complete' || reported.current === state) return
    reported.current = state
    onComplete(state.score)
  }, [state, onComplete])

  const maxScore = triviaMaxScore(state.questions)
  const total = state.questions.length
  const question = state.questions[state.index]
  const text = (value: Parameters<typeof localize>[0]) => localize(value, i18n.language)
  const percentDone = total > 0 ? Math.round(((state.index + 1) / total) * 100) : 0

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold">
          {t('trivia.title')}
        </h3>
        {state.phase !== 'intro' && (
          <span className="inline-flex items-center gap-1 rounded-full bg-[var(--primary)] px-3 py-1 font-semibold text-[var(--primary-fg)]">
            <Trophy aria-hidden="true" className="h-4 w-4" />
            {t('trivia.score', { score: state.score })}
          </span>
        )}
      </div>

      {state.phase === 'intro' && (
        <div className="space-y-4">
          <p className="text-lg">{t('trivia.intro')}</p>
          <p className="text-[var(--fg-muted)]">
            {t('trivia.rules', {
              total,
              easy: TRIVIA.points.Easy,
              medium: TRIVIA.points.Medium,
              hard: TRIVIA.points.Hard,
              max: maxScore,
            })}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={start}>
              <Play aria-hidden="true" className="h-5 w-5" />
              {t('actions.startQuiz')}
            </Button>
            <BackButton onBack={onBack} />
          </div>
        </div>
      )}

      {(state.phase === 'question' || state.phase === 'answered') && question && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <DifficultyBadge difficulty={question.difficulty} />
            <span className="font-semibold">
              {t('trivia.questionOf', { current: state.index + 1, total })}
            </span>
          </div>
          <div className="space-y-1">
            <ProgressBar
              percent={percentDone}
              label={t('trivia.percentComplete', { percent: percentDone })}
            />
            <p aria-hidden="true" className="text-end text-sm text-[var(--fg-muted)]">
              {t('trivia.percentComplete', { percent: percentDone })}
            </p>
          </div>
          <p
            ref={questionRef}
            id="trivia-question"
            tabIndex={-1}
            className="font-display text-xl font-bold leading-snug"
          >
            {text(question.question)}
          </p>
          <fieldset
            aria-labelledby="trivia-question"
            className="m-0 grid min-w-0 gap-2 border-0 p-0 sm:grid-cols-2"
          >
            {question.options.map((option, index) => (
              <TriviaOptionButton
                key={LETTERS[index]}
                letter={LETTERS[index] ?? ''}
                text={text(option)}
                result={optionResult(state, question, index)}
                onChoose={() => answer(index)}
              />
            ))}
          </fieldset>
          <div aria-live="polite">
            {state.phase === 'answered' && (
              <div className="rounded-2xl border-2 border-[var(--border)] bg-[var(--surface-muted)] p-4">
                <p className="flex items-center gap-2 font-bold">
                  <Lightbulb aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {state.selected === question.correct
                    ? t('trivia.correctFeedback', { points: TRIVIA.points[question.difficulty] })
                    : t('trivia.wrongFeedback')}
                </p>
                <p className="mt-1">{text(question.explanation)}</p>
              </div>
            )}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <BackButton onBack={onBack} />
            {state.phase === 'answered' && (
              <Button onClick={next}>
                {isLastQuestion(state) ? t('actions.viewResults') : t('actions.nextQuestion')}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Button>
            )}
          </div>
        </div>
      )}

      {state.phase === 'complete' && (
        <TriviaResults
          score={state.score}
          maxScore={maxScore}
          correct={state.answers.filter((entry) => entry.isCorrect).length}
          total={total}
          onPlayAgain={playAgain}
          onBack={onBack}
        />
      )}
    </Card>
  )
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('games')
  return (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      {t('actions.backToGames')}
    </Button>
  )
}
