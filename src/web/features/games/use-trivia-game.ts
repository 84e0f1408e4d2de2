// Runs Buzzing Bee Trivia: draws 10 questions worth 150 points and drives the pure quiz reducer.
import type { Rng } from '@shared/games/random'
import { createTriviaState, drawTriviaQuestions, triviaReducer } from '@shared/games/trivia'
import { TRIVIA_QUESTIONS, type TriviaQuestion } from '@shared/games/trivia-questions'
import { useCallback, useReducer } from 'react'

export function useTriviaGame(rng: Rng = Math.random, pool: readonly TriviaQuestion[] = TRIVIA_QUESTIONS) {
  const [state, dispatch] = useReducer(triviaReducer, undefined, () =>
    createTriviaState(drawTriviaQuestions(pool, rng)),
  )
  const start = useCallback(() => dispatch({ type: 'start' }), [])
  const answer = useCallback((option: number) => dispatch({ type: 'answer', option }), [])
  const next = useCallback(() => dispatch({ type: 'next' }), [])
  const playAgain = useCallback(
    () => dispatch({ type: 'restart', questions: drawTriviaQuestions(pool, rng) }),
    [pool, rng],
  )
  return { state, start, answer, next, playAgain }
}
