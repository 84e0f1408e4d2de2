// Calls of the Beeducation hub: bee facts in the reader's language, and the caller's learning progress.
import type { Language } from '@shared/constants'
import type { PlayableGameId } from '@shared/games/catalogue'
import { type LessonId, MAX_SUBMITTED_GAME_SCORE } from '@shared/schemas/learning'
import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, unwrap } from '../../lib/api-client'
import { sendEvent } from '../../lib/offline-queue'

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

// Progress and scores go through the offline queue: made without a connection, they are sent when it returns,
// once each (the server honours their Idempotency-Key).
type Answer<T extends (...args: never[]) => unknown> = InferResponseType<T, 200>

export function markFactLearned(factId: string) {
  return unwrap<Answer<typeof api.api.learning.progress.learned.$post>>(
    sendEvent('/api/learning/progress/learned', { factId }),
  )
}

export function completeGame(gameId: PlayableGameId, score: number) {
  // A slow memory game can score below zero; the server takes whole points from 0 up.
  const points = Math.min(MAX_SUBMITTED_GAME_SCORE, Math.max(0, Math.round(score)))
  return unwrap<Answer<(typeof api.api.learning.games)[':gameId']['complete']['$post']>>(
    sendEvent(`/api/learning/games/${encodeURIComponent(gameId)}/complete`, { score: points }),
  )
}

export function completeLesson(lessonId: LessonId) {
  return unwrap<Answer<(typeof api.api.learning.lessons)[':lessonId']['complete']['$post']>>(
    sendEvent(`/api/learning/lessons/${encodeURIComponent(lessonId)}/complete`),
  )
}

/** Keeps the step reached in a lesson on the server, so the lesson resumes there on any device. */
export function saveLessonStep(lessonId: LessonId, step: number) {
  return unwrap<Answer<(typeof api.api.learning.lessons)[':lessonId']['step']['$put']>>(
    sendEvent(`/api/learning/lessons/${encodeURIComponent(lessonId)}/step`, { step }, 'PUT'),
  )
}

/** Moves this browser's guest progress into the signed-in account (the guest id travels as a header). */
export function claimGuestProgress() {
  return unwrap(api.api.learning['claim-guest'].$post())
}
