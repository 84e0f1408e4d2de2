// Flower Memory Match: an intro, a 4-column board of 16 cards against a 60 s countdown, then the results.
import { MEMORY_GAME } from '@shared/constants'
import type { FlowerId, MemoryState } from '@shared/games/memory'
import type { Rng } from '@shared/games/random'
import { ArrowLeft, Footprints, Play, RotateCcw, Sparkles, Timer } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { GameResults } from './game-results'
import { MemoryCardButton } from './memory-card-button'
import { useMemoryGame } from './use-memory-game'

export interface FlowerMemoryGameProps {
  onBack: () => void
  /** Called once each time a game ends (won or lost) with the spec's raw score. */
  onComplete: (score: number, won: boolean) => void
  /** Shuffles the board; tests pass a seeded generator to know the layout. */
  rng?: Rng
}

function isReducedMotion(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.reducedMotion === 'true'
}

export function FlowerMemoryGame({ onBack, onComplete, rng }: FlowerMemoryGameProps) {
  const { t } = useTranslation('games')
  const { state, start, restart, flip } = useMemoryGame(rng)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const boardRef = useRef<HTMLFieldSetElement>(null)
  const reported = useRef<MemoryState | null>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  // The Start button disappears when play begins, so focus moves to the first card.
  // The whole board is brought into view so a child on a phone never scrolls while the clock runs.
  useEffect(() => {
    if (state.phase !== 'playing') return
    cardRef.current?.scrollIntoView?.({ block: 'start' })
    boardRef.current?.querySelector('button')?.focus({ preventScroll: true })
  }, [state.phase])

  useEffect(() => {
    if (state.phase !== 'finished' || state.score === null || reported.current === state) return
    reported.current = state
    onComplete(state.score, state.outcome === 'won')
  }, [state, onComplete])

  const flowerName = (flower: FlowerId) => t(`flowers.${flower}`)
  const pendingFlower =
    state.pending && state.cards.find((card) => card.id === state.pending?.cardIds[0])?.flower
  const status =
    state.pending?.kind === 'match' && pendingFlower
      ? t('memory.matchFound', { flower: flowerName(pendingFlower) })
      : state.pending?.kind === 'mismatch'
        ? t('memory.noMatch')
        : ''
  const shouldAnimate = !isReducedMotion()

  const backButton = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="h-5 w-5" />
      {t('actions.backToGames')}
    </Button>
  )

  return (
    <Card ref={cardRef} className="scroll-mt-20 space-y-3 p-3 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold">
        {t('memory.title')}
      </h3>
      {state.phase === 'intro' ? (
        <div className="space-y-4">
          <p className="text-lg">
            {t('memory.intro', { pairs: MEMORY_GAME.pairs, seconds: MEMORY_GAME.seconds })}
          </p>
          <p className="text-[var(--fg-muted)]">{t('memory.howTo')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={start}>
              <Play aria-hidden="true" className="h-5 w-5" />
              {t('actions.startMemory')}
            </Button>
            {backButton}
          </div>
        </div>
      ) : state.phase === 'finished' && state.score !== null ? (
        <GameResults
          won={state.outcome === 'won'}
          scoreText={t('memory.finalScore', { score: state.score })}
          message={
            state.outcome === 'won'
              ? t('memory.wonMessage', { pairs: MEMORY_GAME.pairs, moves: state.moves })
              : t('memory.lostMessage', { matches: state.matches, pairs: MEMORY_GAME.pairs })
          }
          onPlayAgain={restart}
          onBack={onBack}
        />
      ) : (
        <div className="space-y-2">
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Stat icon={<Timer aria-hidden="true" className="h-5 w-5" />} label={t('memory.timeLeft')}>
              {t('memory.seconds', { seconds: state.secondsLeft })}
            </Stat>
            <Stat icon={<Footprints aria-hidden="true" className="h-5 w-5" />} label={t('memory.moves')}>
              {state.moves}
            </Stat>
            <Stat icon={<Sparkles aria-hidden="true" className="h-5 w-5" />} label={t('memory.matches')}>
              {t('memory.matchesValue', { matches: state.matches, pairs: MEMORY_GAME.pairs })}
            </Stat>
          </dl>
          <fieldset
            ref={boardRef}
            aria-label={t('memory.boardLabel')}
            className="m-0 mx-auto grid w-full min-w-0 gap-2 border-0 p-0 sm:gap-3"
            style={{
              gridTemplateColumns: `repeat(${MEMORY_GAME.columns}, minmax(0, 1fr))`,
              // Square cards: the board is never taller than the screen minus header, scores and buttons.
              maxWidth: 'min(28rem, calc(100dvh - 300px))',
            }}
          >
            {state.cards.map((card, index) => (
              <MemoryCardButton
                key={card.id}
                card={card}
                number={index + 1}
                flowerName={flowerName(card.flower)}
                shouldAnimate={shouldAnimate}
                onFlip={flip}
              />
            ))}
          </fieldset>
          <p role="status" className="min-h-6 text-center font-semibold">
            {status}
          </p>
          <div className="flex flex-row justify-center gap-2">
            <Button variant="accent" onClick={restart}>
              <RotateCcw aria-hidden="true" className="h-5 w-5" />
              {t('actions.restart')}
            </Button>
            {backButton}
          </div>
        </div>
      )}
    </Card>
  )
}

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-[var(--surface-muted)] p-1 sm:p-2">
      <dt className="flex items-center justify-center gap-1 text-sm text-[var(--fg-muted)]">
        {icon}
        {label}
      </dt>
      <dd className="font-display text-lg font-bold sm:text-xl">{children}</dd>
    </div>
  )
}
