// /learning-hub, the Beeducation hub (spec 2.6): topics, lessons, achievements and garden, games, progress, facts.
import type { PlayableGameId } from '@shared/games/catalogue'
import { memo, startTransition, useCallback, useDeferredValue, useEffect, useState } from 'react'
import { GamesSection as GamesSectionPlain } from '../games/games-section'
import { markFeatureUsed } from '../progress/local-progress'
import { AchievementsCard as AchievementsCardPlain } from './components/achievements-card'
import { CelebrationBurst } from './components/celebration-burst'
import { FactsSection as FactsSectionPlain } from './components/facts-section'
import { HubHeader as HubHeaderPlain } from './components/hub-header'
import { LessonList as LessonListPlain } from './components/lesson-list'
import { MyGardenStrip as MyGardenStripPlain } from './components/my-garden-strip'
import { TopicCards as TopicCardsPlain } from './components/topic-cards'
import { useClaimGuestProgress } from './use-claim-guest-progress'
import { useLearningAchievements } from './use-learning-achievements'
import { useCompleteGame, useLearningProgress } from './use-learning-progress'

// The sections re-render only when their own props change: the page re-renders for every answer it watches
// (the session, the progress), and those re-renders are synchronous, so each one used to redo the whole hub in
// one long task.
const HubHeader = memo(HubHeaderPlain)
const TopicCards = memo(TopicCardsPlain)
const LessonList = memo(LessonListPlain)
const AchievementsCard = memo(AchievementsCardPlain)
const MyGardenStrip = memo(MyGardenStripPlain)
const GamesSection = memo(GamesSectionPlain)
const FactsSection = memo(FactsSectionPlain)

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
  // The progress answer reaches the sections in a deferred render, which React splits into short tasks.
  const summary = useDeferredValue(progress.data)
  const achievements = useLearningAchievements(summary)
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
      <LessonList done={summary?.lessons ?? NO_LESSONS} />
      {showsRest && (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <AchievementsCard earned={achievements.earned} percent={achievements.percent} />
            <MyGardenStrip plants={achievements.plants} />
          </div>
          <GamesSection progress={summary?.games} onGameCompleted={handleGameCompleted} />
          <FactsSection progress={summary?.progress ?? NO_PROGRESS} />
        </>
      )}
    </div>
  )
}
