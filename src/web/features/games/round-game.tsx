// One round-based game (planner, lifecycle lab, pollination quest, dance decoder): intro, 10 rounds, results.
import type { Rng } from '@shared/games/random'
import { ROUND_GAME_TEXT, type RoundGameId } from '@shared/games/round-games'
import {
  type GameRound,
  ROUND_GAME,
  type RoundState,
  roundMaxScore,
  roundOutcome,
} from '@shared/games/rounds'
import { ArrowLeft, ArrowRight, Lightbulb, Play, Trophy } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { DancePicture } from './dance-picture'
import { GameResults } from './game-results'
import { ProgressBar } from './progress-bar'
import { type OptionResult, TriviaOptionButton } from './trivia-option-button'
import { useRoundGame } from './use-round-game'

const LETTERS = ['A', 'B', 'C', 'D'] as const

export interface RoundGameProps {
  gameId: RoundGameId
  onBack: () => void
  /** Called once each time a game reaches its results, with the score (at most 150). */
  onComplete: (score: number) => void
  rng?: Rng
}

function optionResult(state: RoundState, round: GameRound, optionId: string): OptionResult {
  if (state.phase !== 'answered') return 'open'
  if (optionId === round.correct) return 'correct'
  return optionId === state.selected ? 'wrong' : 'other'
}

export function RoundGame({ gameId, onBack, onComplete, rng }: RoundGameProps) {
  const { t, i18n } = useTranslation('games')
  // Round texts are keys built from the game's data (checked by round-game-texts.test.ts), not literals.
  const tk = t as unknown as (key: string, options?: Record<string, unknown>) => string
  const { state, start, answer, next, playAgain } = useRoundGame(gameId, rng)
  const prefix = ROUND_GAME_TEXT[gameId]
  const headingRef = useRef<HTMLHeadingElement>(null)
  const questionRef = useRef<HTMLParagraphElement>(null)
  const reported = useRef<RoundState | null>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `state.index` is the trigger: a new round.
  useEffect(() => {
    if (state.phase === 'question') questionRef.current?.focus()
  }, [state.phase, state.index])

  useEffect(() => {
    if (state.phase !== 'complete' || reported.current === state) return
    reported.current = state
    onComplete(state.score)
  }, [state, onComplete])

  const total = state.rounds.length
  const maxScore = roundMaxScore(state.rounds)
  const round = state.rounds[state.index]
  const percentDone = total > 0 ? Math.round(((state.index + 1) / total) * 100) : 0
  // Names fill the middle of a sentence: "covered in sunflower pollen", "después de la etapa de huevo".
  const prompt = (value: GameRound) =>
    tk(
      value.promptKey,
      Object.fromEntries(
        Object.entries(value.promptParams ?? {}).map(([key, param]) => [
          key,
          tk(param).toLocaleLowerCase(i18n.language),
        ]),
      ),
    )

  return (
    <Card className="space-y-4" data-game={gameId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold">
          {t(`${prefix}.title`)}
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
          <p className="text-lg">{t(`${prefix}.intro`)}</p>
          <p className="text-[var(--fg-muted)]">{t(`${prefix}.rules`)}</p>
          <p className="text-[var(--fg-muted)]">
            {t('rounds.scoring', { total, points: ROUND_GAME.pointsPerRound, max: maxScore })}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={start}>
              <Play aria-hidden="true" className="h-5 w-5" />
              {t('actions.startGame')}
            </Button>
            <BackButton onBack={onBack} />
          </div>
        </div>
      )}

      {(state.phase === 'question' || state.phase === 'answered') && round && (
        <div className="space-y-3">
          <div className="space-y-1">
            <p className="font-semibold">{t('rounds.roundOf', { current: state.index + 1, total })}</p>
            <ProgressBar
              percent={percentDone}
              label={t('trivia.percentComplete', { percent: percentDone })}
            />
          </div>
          {round.visual?.type === 'emoji' && (
            <p aria-hidden="true" className="text-center text-5xl leading-none">
              {round.visual.emoji}
            </p>
          )}
          {round.visual?.type === 'dance' && <DancePicture visual={round.visual} />}
          <p
            ref={questionRef}
            id="round-question"
            tabIndex={-1}
            className="font-display text-xl font-bold leading-snug"
          >
            {prompt(round)}
          </p>
          <fieldset
            aria-labelledby="round-question"
            className="m-0 grid min-w-0 gap-2 border-0 p-0 sm:grid-cols-2"
          >
            {round.options.map((option, index) => (
              <TriviaOptionButton
                key={option.id}
                letter={LETTERS[index] ?? ''}
                text={option.emoji ? `${option.emoji} ${tk(option.labelKey)}` : tk(option.labelKey)}
                result={optionResult(state, round, option.id)}
                onChoose={() => answer(option.id)}
              />
            ))}
          </fieldset>
          <div aria-live="polite">
            {state.phase === 'answered' && (
              <div className="rounded-2xl border-2 border-[var(--border)] bg-[var(--surface-muted)] p-4">
                <p className="flex items-center gap-2 font-bold">
                  <Lightbulb aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {state.selected === round.correct
                    ? t('trivia.correctFeedback', { points: ROUND_GAME.pointsPerRound })
                    : t('trivia.wrongFeedback')}
                </p>
                <p className="mt-1">{tk(round.explanationKey)}</p>
              </div>
            )}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
            <BackButton onBack={onBack} />
            {state.phase === 'answered' && (
              <Button onClick={next}>
                {state.index >= total - 1 ? t('actions.viewResults') : t('rounds.next')}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Button>
            )}
          </div>
        </div>
      )}

      {state.phase === 'complete' && (
        <GameResults
          won={roundOutcome(state.score) === 'won'}
          scoreText={t('trivia.scoreOutOf', { score: state.score, max: maxScore })}
          message={
            roundOutcome(state.score) === 'won' ? t(`${prefix}.wonMessage`) : t(`${prefix}.lostMessage`)
          }
          onPlayAgain={playAgain}
          onBack={onBack}
        >
          <p className="text-[var(--fg-muted)]">
            {t('trivia.correctCount', { correct: state.correctCount, total })}
          </p>
        </GameResults>
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
