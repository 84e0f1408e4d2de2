// Calls of the Beeducation hub: bee facts in the reader's language, and the caller's learning progress.
import type { Language } from '@shared/constants'
import type { PlayableGameId } from '@shared/games/catalogue'
import { type LessonId, MAX_SUBMITTED_GAME_SCORE } from '@shared/schemas/learning'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../lib/api-client'

export const LEARNING_PROGRESS_KEY = ['learning', 'progress'] as const

export function fetchFacts(language: Language) {
  return unwrap(api.api.facts.$get({ query: { lang: language } }))
}
export type BeeFact = Awaited<ReturnType<typeof fetchFacts>>['facts'][number]

export const factsQuery = (language: Language) =>
  queryOptions({ queryKey: ['facts', language] as const, queryFn: () => fetchFacts(language) })

export function fetchLearningProgress() {
  return unwrap(api.api.learning.progress.$get())
}
export type LearningSummary = Awaited<ReturnType<typeof fetchLearningProgress>>

export const learningProgressQuery = queryOptions({
  queryKey: LEARNING_PROGRESS_KEY,
  queryFn: fetchLearningProgress,
})

export function markFactLearned(factId: string) {
  return unwrap(api.api.learning.progress.learned.$post({ json: { factId } }))
}

export function completeGame(gameId: PlayableGameId, score: number) {
  // A slow memory game can score below zero; the server takes whole points from 0 up.
  const points = Math.min(MAX_SUBMITTED_GAME_SCORE, Math.max(0, Math.round(score)))
  return unwrap(
    api.api.learning.games[':gameId'].complete.$post({ param: { gameId }, json: { score: points } }),
  )
}

export function completeLesson(lessonId: LessonId) {
  return unwrap(api.api.learning.lessons[':lessonId'].complete.$post({ param: { lessonId } }))
}

/** Moves this browser's guest progress into the signed-in account (the guest id travels as a header). */
export function claimGuestProgress() {
  return unwrap(api.api.learning['claim-guest'].$post())
}
