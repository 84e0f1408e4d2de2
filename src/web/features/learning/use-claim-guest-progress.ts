// After sign-in, this browser's guest progress follows the user into their account (once per user and page load).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '../auth/use-session'
import { claimGuestProgress, LEARNING_PROGRESS_KEY, type LearningSummary } from './learning-api'

const claimedFor = new Set<string>()

export function useClaimGuestProgress() {
  const session = useSession()
  const queryClient = useQueryClient()
  const userId = session.data?.id

  useEffect(() => {
    if (!userId || claimedFor.has(userId)) return
    claimedFor.add(userId)
    claimGuestProgress()
      .then(({ progress, games, lessons, lessonSteps }) => {
        queryClient.setQueryData<LearningSummary>(LEARNING_PROGRESS_KEY, {
          progress,
          games,
          lessons,
          lessonSteps,
        })
        // A read that started before the claim would bring back the account without the guest's progress.
        void queryClient.invalidateQueries({ queryKey: LEARNING_PROGRESS_KEY })
      })
      .catch((error: unknown) => {
        claimedFor.delete(userId)
        console.error('Could not move the guest progress into the account', error)
      })
  }, [userId, queryClient])
}
