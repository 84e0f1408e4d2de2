// The results screen every game ends on: score, a message fitting a win or a loss, Play Again, Back to Games.
import { ArrowLeft, RotateCcw } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { MochiMascot } from '../../ui/mochi-mascot'

export interface GameResultsProps {
  won: boolean
  /** The heading; "You did it!" or "Nice try!" unless the game has its own (the quiz's "Quiz Results"). */
  title?: string
  /** The big figure, e.g. "120 out of 150". */
  scoreText: string
  /** One line fitting the outcome, e.g. "Bee Expert!" or "Time's up!". */
  message: string
  children?: ReactNode
  onPlayAgain: () => void
  onBack: () => void
}

export function GameResults({
  won,
  title,
  scoreText,
  message,
  children,
  onPlayAgain,
  onBack,
}: GameResultsProps) {
  const { t } = useTranslation('games')
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="space-y-3 text-center" data-outcome={won ? 'won' : 'lost'}>
      <MochiMascot
        pose={won ? 'excited' : 'helpful'}
        className="mx-auto h-20 w-20 motion-safe:animate-[bounce_1s_ease-in-out_2]"
      />
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold">
        {title ?? (won ? t('results.wonTitle') : t('results.lostTitle'))}
      </h4>
      <p className="font-display text-4xl font-bold">{scoreText}</p>
      <p className="text-2xl font-bold text-[var(--accent)]">{message}</p>
      {children}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button onClick={onPlayAgain}>
          <RotateCcw aria-hidden="true" className="h-5 w-5" />
          {t('actions.playAgain')}
        </Button>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {t('actions.backToGames')}
        </Button>
      </div>
    </div>
  )
}
