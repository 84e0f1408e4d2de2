// The quiz results: score out of 150, percentage, rank message, Play Again and Back to Games.
import { type TriviaRank, triviaPercent, triviaRank } from '@shared/games/trivia'
import { ArrowLeft, RotateCcw, Trophy } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'

const RANK_KEYS: Record<TriviaRank, `rank.${TriviaRank}`> = {
  expert: 'rank.expert',
  enthusiast: 'rank.enthusiast',
  budding: 'rank.budding',
  keepLearning: 'rank.keepLearning',
}

interface TriviaResultsProps {
  score: number
  maxScore: number
  correct: number
  total: number
  onPlayAgain: () => void
  onBack: () => void
}

export function TriviaResults({ score, maxScore, correct, total, onPlayAgain, onBack }: TriviaResultsProps) {
  const { t } = useTranslation('games')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const percent = triviaPercent(score, maxScore)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="space-y-4 text-center">
      <Trophy aria-hidden="true" className="mx-auto h-14 w-14 text-[var(--accent)]" />
      <h4 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold">
        {t('trivia.resultsTitle')}
      </h4>
      <p className="font-display text-4xl font-bold">{t('trivia.scoreOutOf', { score, max: maxScore })}</p>
      <p className="text-xl">{t('trivia.percent', { percent: Math.round(percent) })}</p>
      <p className="text-2xl font-bold text-[var(--accent)]">{t(RANK_KEYS[triviaRank(percent)])}</p>
      <p className="text-[var(--fg-muted)]">{t('trivia.correctCount', { correct, total })}</p>
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
