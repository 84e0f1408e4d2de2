// One catalogue card: icon, title, category, difficulty, description, progress and its start or coming-soon button.
import {
  type CatalogueGame,
  type GameProgress,
  gameProgressPercent,
  type PlayableGameId,
} from '@shared/games/catalogue'
import { Lock, Play, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { cn } from '../../ui/cn'
import { DifficultyBadge } from './difficulty-badge'
import { GAME_ICONS } from './game-icons'
import { ProgressBar } from './progress-bar'

interface GameCardProps {
  game: CatalogueGame
  progress: GameProgress | undefined
  onStart: (gameId: PlayableGameId) => void
  onComingSoon: () => void
}

/** The id of a card's button, so focus can come back to it after a game. */
export function gameButtonId(gameId: string): string {
  return `game-button-${gameId}`
}

export function GameCard({ game, progress, onStart, onComingSoon }: GameCardProps) {
  const { t } = useTranslation('games')
  const Icon = GAME_ICONS[game.icon]
  const percent = gameProgressPercent(progress?.bestScore ?? 0)
  const titleId = `game-title-${game.id}`
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl',
            game.color === 'accent'
              ? 'bg-[var(--accent)] text-[var(--accent-fg)]'
              : 'bg-[var(--primary)] text-[var(--primary-fg)]',
          )}
        >
          <Icon className="h-6 w-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-display text-lg font-bold leading-tight text-[var(--fg)]">
            {t(game.titleKey)}
          </h3>
          <p className="text-sm text-[var(--fg-muted)]">{t(`category.${game.category}`)}</p>
        </div>
        <DifficultyBadge difficulty={game.difficulty} className="shrink-0" />
      </div>
      <p className="flex-1 text-[var(--fg)]">{t(game.descriptionKey)}</p>
      {percent > 0 && (
        <div className="space-y-1">
          <div className="flex justify-between text-sm text-[var(--fg-muted)]">
            <span>{t('card.progress')}</span>
            <span>{t('card.bestScore', { score: progress?.bestScore ?? 0 })}</span>
          </div>
          <ProgressBar percent={percent} label={t('card.progress')} />
        </div>
      )}
      {game.isPlayable ? (
        <Button
          id={gameButtonId(game.id)}
          className="w-full"
          onClick={() => onStart(game.id as PlayableGameId)}
        >
          {progress?.completed ? (
            <RotateCcw aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Play aria-hidden="true" className="h-5 w-5" />
          )}
          {progress?.completed ? t('actions.playAgain') : t('actions.startGame')}
        </Button>
      ) : (
        // aria-disabled instead of disabled: the button still takes focus and clicks, so it can explain itself.
        <Button
          id={gameButtonId(game.id)}
          variant="outline"
          aria-disabled="true"
          className="w-full cursor-not-allowed opacity-60"
          onClick={onComingSoon}
        >
          <Lock aria-hidden="true" className="h-5 w-5" />
          {t('actions.comingSoon')}
        </Button>
      )}
    </Card>
  )
}
