// /learning-hub, the Beeducation hub (spec 2.6): topics, lessons, achievements and garden, games, progress, facts.
import type { PlayableGameId } from '@shared/games/catalogue'
import { startTransition, useCallback, useEffect, useState } from 'react'
import { GamesSection } from '../games/games-section'
import { markFeatureUsed } from '../progress/local-progress'
import { AchievementsCard } from './components/achievements-card'
import { CelebrationBurst } from './components/celebration-burst'
import { FactsSection } from './components/facts-section'
import { HubHeader } from './components/hub-header'
import { LessonList } from './components/lesson-list'
import { MyGardenStrip } from './components/my-garden-strip'
import { TopicCards } from './components/topic-cards'
import { useClaimGuestProgress } from './use-claim-guest-progress'
import { useLearningAchievements } from './use-learning-achievements'
import { useCompleteGame, useLearningProgress } from './use-learning-progress'

const NO_PROGRESS = [] as const
const NO_LESSONS = [] as const

// Set once the whole hub has rendered in this document: later visits (Back from a lesson) render it at once,
// so the scroll position they return to exists.
let hasRenderedAll = false

/**
 * False for the hub's first paint in this document, then true: the sections below the first screen
 * (achievements and garden, games, facts) render in a transition right after it, which React splits into short
 * tasks, so the first screen shows sooner and the page answers input while the rest fills in.
 */
function useAfterFirstPaint(): boolean {
  const [isReady, setIsReady] = useState(hasRenderedAll)
  useEffect(() => {
    hasRenderedAll = true
    if (!isReady) startTransition(() => setIsReady(true))
  }, [isReady])
  return isReady
}

export function LearningHubPage() {
  useEffect(() => markFeatureUsed('educationHub'), [])
  const showsRest = useAfterFirstPaint()
  useClaimGuestProgress()
  const progress = useLearningProgress()
  const achievements = useLearningAchievements(progress.data)
  const completeGame = useCompleteGame()
  const { mutateAsync } = completeGame
  const handleGameCompleted = useCallback(
    (gameId: PlayableGameId, score: number) => mutateAsync({ gameId, score }).then(() => undefined),
    [mutateAsync],
  )

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:py-8">
      {achievements.celebrations > 0 && <CelebrationBurst key={achievements.celebrations} />}
      <HubHeader />
      <TopicCards />
      <LessonList done={progress.data?.lessons ?? NO_LESSONS} />
      {showsRest && (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <AchievementsCard earned={achievements.earned} percent={achievements.percent} />
            <MyGardenStrip plants={achievements.plants} />
          </div>
          <GamesSection progress={progress.data?.games} onGameCompleted={handleGameCompleted} />
          <FactsSection progress={progress.data?.progress ?? NO_PROGRESS} />
        </>
      )}
    </div>
  )
}
