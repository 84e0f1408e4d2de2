// The caller's learning progress in the query cache, and the writes that keep it current: a learned fact,
// a finished game (optimistic, so the games section never waits) and a finished lesson.
import { type GameProgressMap, type PlayableGameId, recordGameResult } from '@shared/games/catalogue'
import type { LearningProgressRecord, LessonId } from '@shared/schemas/learning'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  completeGame,
  completeLesson,
  LEARNING_PROGRESS_KEY,
  type LearningSummary,
  learningProgressQuery,
  markFactLearned,
  saveLessonStep,
} from './learning-api'

export function useLearningProgress() {
  // A failed read only means no progress is shown (spec 7.1: the hub ignores the error).
  return useQuery(learningProgressQuery)
}

function withRecord(summary: LearningSummary, record: LearningProgressRecord): LearningSummary {
  const others = summary.progress.filter((entry) => entry.topic !== record.topic)
  return { ...summary, progress: [...others, record].sort((a, b) => a.topic.localeCompare(b.topic)) }
}

export function useMarkLearned() {
  const queryClient = useQueryClient()
  return useMutation({
    // Run even offline: the offline queue keeps the event on the device and sends it when the connection returns.
    networkMode: 'always',
    mutationFn: markFactLearned,
    onSuccess: ({ progress }) => {
      queryClient.setQueryData<LearningSummary>(LEARNING_PROGRESS_KEY, (current) =>
        current ? withRecord(current, progress) : current,
      )
      // Spec 4: the data is then reloaded.
      void queryClient.invalidateQueries({ queryKey: LEARNING_PROGRESS_KEY })
    },
    onError: (error) => console.error('Could not save the learned fact', error),
  })
}

export function useCompleteGame() {
  const queryClient = useQueryClient()
  return useMutation({
    // Run even offline: the offline queue keeps the event on the device and sends it when the connection returns.
    networkMode: 'always',
    mutationFn: ({ gameId, score }: { gameId: PlayableGameId; score: number }) => completeGame(gameId, score),
    onMutate: async ({ gameId, score }) => {
      await queryClient.cancelQueries({ queryKey: LEARNING_PROGRESS_KEY })
      const previous = queryClient.getQueryData<LearningSummary>(LEARNING_PROGRESS_KEY)
      if (previous) {
        const games = recordGameResult(previous.games as GameProgressMap, gameId, score)
        queryClient.setQueryData<LearningSummary>(LEARNING_PROGRESS_KEY, { ...previous, games })
      }
      return { previous }
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(LEARNING_PROGRESS_KEY, context.previous)
      console.error('Could not save the game result', error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LEARNING_PROGRESS_KEY }),
  })
}

export function useCompleteLesson() {
  const queryClient = useQueryClient()
  return useMutation({
    // Run even offline: the offline queue keeps the event on the device and sends it when the connection returns.
    networkMode: 'always',
    mutationFn: (lessonId: LessonId) => completeLesson(lessonId),
    onSuccess: ({ lessons }, lessonId) => {
      // A finished lesson starts over when reopened (the server drops its saved step).
      queryClient.setQueryData<LearningSummary>(LEARNING_PROGRESS_KEY, (current) =>
        current
          ? { ...current, lessons, lessonSteps: withStep(current.lessonSteps, lessonId, undefined) }
          : current,
      )
    },
    onError: (error) => console.error('Could not save the finished lesson', error),
  })
}

function withStep(steps: LearningSummary['lessonSteps'], lessonId: LessonId, step: number | undefined) {
  const { [lessonId]: _previous, ...others } = steps
  return step === undefined ? others : { ...others, [lessonId]: step }
}

/** Saves the step reached in a lesson; the cache follows at once, so reopening it in this tab resumes there. */
export function useSaveLessonStep() {
  const queryClient = useQueryClient()
  return useMutation({
    // One save at a time, in click order, so a slow earlier save never lands after a later one.
    scope: { id: 'lesson-step' },
    // Offline, the step waits in the offline queue (in order, before a later "lesson finished").
    networkMode: 'always',
    mutationFn: ({ lessonId, step }: { lessonId: LessonId; step: number }) => saveLessonStep(lessonId, step),
    onMutate: ({ lessonId, step }) => {
      queryClient.setQueryData<LearningSummary>(LEARNING_PROGRESS_KEY, (current) =>
        current ? { ...current, lessonSteps: withStep(current.lessonSteps, lessonId, step) } : current,
      )
    },
    // Losing a saved step costs only the place in the lesson: the reader goes on without a warning.
    onError: (error) => console.error('Could not save the lesson step', error),
  })
}
