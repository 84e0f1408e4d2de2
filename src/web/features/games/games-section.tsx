// The games section of the Beeducation hub: the 10-game catalogue, the progress card, and the six playable games.

import { GAMES } from '@shared/constants'
import {
  GAME_CATALOGUE,
  type GameProgressMap,
  mergeGameProgress,
  type PlayableGameId,
  recordGameResult,
  summarizeGameProgress,
} from '@shared/games/catalogue'
import type { Rng } from '@shared/games/random'
import { isRoundGameId } from '@shared/games/round-game-ids'
import { ROUND_GAME } from '@shared/games/rounds'
import { triviaPercent, triviaRank } from '@shared/games/trivia'
import { Gamepad2 } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../lib/toast'
import { cn } from '../../ui/cn'
import { Loading } from '../../ui/loading'
import { GameCard, gameButtonId } from './game-card'
import { GameProgressCard } from './game-progress-card'

// Each game (and the trivia question bank) loads when the child opens it, not with the hub.
const FlowerMemoryGame = lazy(async () => ({
  default: (await import('./flower-memory-game')).FlowerMemoryGame,
}))
const BeeTriviaGame = lazy(async () => ({ default: (await import('./bee-trivia-game')).BeeTriviaGame }))
const RoundGame = lazy(async () => ({ default: (await import('./round-game')).RoundGame }))

/** The section's element id, for the hub's "Interactive Games" topic card to scroll to. */
export const GAMES_SECTION_ID = 'games'

const COMING_SOON_TOAST_ID = 'games-coming-soon'

export interface GamesSectionProps {
  /** Stored progress (e.g. from the server); games played in this session are merged in, best score kept. */
  progress?: GameProgressMap
  /** Told about every finished game, so the parent can store it; a rejected promise is the parent's to report. */
  onGameCompleted?: (gameId: PlayableGameId, score: number) => void | Promise<void>
  /** Shuffles cards and draws questions; tests pass a seeded generator. */
  rng?: Rng
  className?: string
}

type View = 'list' | PlayableGameId

export function GamesSection({ progress, onGameCompleted, rng, className }: GamesSectionProps) {
  const { t } = useTranslation('games')
  const [view, setView] = useState<View>('list')
  const [sessionProgress, setSessionProgress] = useState<GameProgressMap>({})
  const lastGame = useRef<PlayableGameId | null>(null)

  const shownProgress = useMemo(
    () => mergeGameProgress(progress ?? {}, sessionProgress),
    [progress, sessionProgress],
  )
  const summary = useMemo(() => summarizeGameProgress(shownProgress), [shownProgress])

  // Back in the list, focus returns to the card of the game just left.
  useEffect(() => {
    if (view !== 'list' || !lastGame.current) return
    document.getElementById(gameButtonId(lastGame.current))?.focus()
  }, [view])

  const openGame = useCallback((gameId: PlayableGameId) => {
    lastGame.current = gameId
    setView(gameId)
  }, [])
  const backToList = useCallback(() => setView('list'), [])

  const recordCompletion = useCallback(
    (gameId: PlayableGameId, score: number, won = true) => {
      setSessionProgress((current) => recordGameResult(current, gameId, score))
      toast.success(t('toast.completedTitle'), {
        description: t(won ? 'toast.completedDescription' : 'toast.completedLostDescription', { score }),
      })
      void Promise.resolve(onGameCompleted?.(gameId, score)).catch(() => undefined)
    },
    [onGameCompleted, t],
  )

  // The memory game keeps the spec's completion toast and, beyond the spec, stays on its results screen.
  const completeMemory = useCallback(
    (score: number, won: boolean) => recordCompletion('flower-match', score, won),
    [recordCompletion],
  )
  // The quiz stays on its results screen (Play Again / Back to Games) after reporting the score.
  const completeTrivia = useCallback(
    (score: number) =>
      recordCompletion(
        'bee-trivia',
        score,
        triviaRank(triviaPercent(score, GAMES.maxScore)) !== 'keepLearning',
      ),
    [recordCompletion],
  )

  const showComingSoon = useCallback(() => {
    toast.info(t('toast.comingSoon'), { id: COMING_SOON_TOAST_ID })
  }, [t])

  return (
    <section
      id={GAMES_SECTION_ID}
      aria-labelledby="games-section-title"
      className={cn('space-y-4', className)}
    >
      <div>
        <h2
          id="games-section-title"
          className="flex items-center gap-2 font-display text-2xl font-bold sm:text-3xl"
        >
          <Gamepad2 aria-hidden="true" className="h-7 w-7 text-[var(--accent)]" />
          {t('hub.title')}
        </h2>
        <p className="text-[var(--fg-muted)]">{t('hub.intro')}</p>
      </div>
      {view === 'list' && (
        <>
          <ul
            aria-label={t('hub.listLabel')}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {GAME_CATALOGUE.map((game) => (
              <li key={game.id}>
                <GameCard
                  game={game}
                  progress={shownProgress[game.id]}
                  onStart={openGame}
                  onComingSoon={showComingSoon}
                />
              </li>
            ))}
          </ul>
          <GameProgressCard summary={summary} />
        </>
      )}
      <Suspense fallback={<Loading />}>
        {view === 'flower-match' && (
          <FlowerMemoryGame rng={rng} onBack={backToList} onComplete={completeMemory} />
        )}
        {view === 'bee-trivia' && <BeeTriviaGame rng={rng} onBack={backToList} onComplete={completeTrivia} />}
        {isRoundGameId(view) && (
          <RoundGame
            key={view}
            gameId={view}
            rng={rng}
            onBack={backToList}
            onComplete={(score) => recordCompletion(view, score, score >= ROUND_GAME.winScore)}
          />
        )}
      </Suspense>
    </section>
  )
}
