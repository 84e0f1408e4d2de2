// Achievements and plants on the hub: plants_grown follows the server's learning counts, bee_friend is awarded
// at 5 learned facts, and every newly earned achievement is stored and celebrated once (toast and shower).
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { subscribeStorage } from '../../lib/storage'
import { toast } from '../../lib/toast'
import {
  type LearningSummaryLike,
  learningAchievements,
  learningCounts,
  plantsFromCounts,
  storeNewAchievements,
  syncPlantsGrown,
} from '../progress/learning-rewards'
import { type ProgressSnapshot, progressPercent, readProgress } from '../progress/local-progress'

const readSnapshot = () => JSON.stringify(readProgress())

export function useLearningAchievements(summary: LearningSummaryLike | undefined) {
  const { t } = useTranslation('learning')
  const raw = useSyncExternalStore(subscribeStorage, readSnapshot)
  const snapshot = useMemo(() => JSON.parse(raw) as ProgressSnapshot, [raw])
  const counts = useMemo(() => (summary ? learningCounts(summary) : null), [summary])
  const plants = counts ? plantsFromCounts(counts) : snapshot.plantsGrown

  useEffect(() => {
    if (counts) syncPlantsGrown(plantsFromCounts(counts))
  }, [counts])

  const earned = useMemo(() => learningAchievements(snapshot, counts), [snapshot, counts])
  // Counts celebrations, so the hub can start a fresh celebration shower for each new achievement.
  const [celebrations, setCelebrations] = useState(0)
  useEffect(() => {
    const fresh = storeNewAchievements(earned)
    if (fresh.length === 0) return
    setCelebrations((count) => count + 1)
    toast.success(t('toasts.achievementTitle'), {
      description: t('toasts.achievementDescription', {
        names: fresh.map((id) => t(`achievements.${id}`)).join(', '),
      }),
    })
  }, [earned, t])

  return { earned, percent: progressPercent(snapshot), plants, celebrations }
}
