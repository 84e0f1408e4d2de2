// The quiz results: score out of 150, percentage, rank message, Play Again and Back to Games.
import { type TriviaRank, triviaPercent, triviaRank } from '@shared/games/trivia'
import { useTranslation } from 'react-i18next'
import { GameResults } from './game-results'

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
  const percent = triviaPercent(score, maxScore)
  const rank = triviaRank(percent)
  return (
    <GameResults
      won={rank !== 'keepLearning'}
      title={t('trivia.resultsTitle')}
      scoreText={t('trivia.scoreOutOf', { score, max: maxScore })}
      message={t(RANK_KEYS[rank])}
      onPlayAgain={onPlayAgain}
      onBack={onBack}
    >
      <p className="text-xl">{t('trivia.percent', { percent: Math.round(percent) })}</p>
      <p className="text-[var(--fg-muted)]">{t('trivia.correctCount', { correct, total })}</p>
    </GameResults>
  )
}
