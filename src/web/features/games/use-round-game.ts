// Runs one round-based game: builds 10 fresh rounds and drives the shared pure reducer.
import type { Rng } from '@shared/games/random'
import { ROUND_GAME_BUILDERS, type RoundGameId } from '@shared/games/round-games'
import { createRoundState, roundReducer } from '@shared/games/rounds'
import { useCallback, useReducer } from 'react'

export function useRoundGame(gameId: RoundGameId, rng: Rng = Math.random) {
  const build = ROUND_GAME_BUILDERS[gameId]
  const [state, dispatch] = useReducer(roundReducer, undefined, () => createRoundState(build(rng)))
  const start = useCallback(() => dispatch({ type: 'start' }), [])
  const answer = useCallback((optionId: string) => dispatch({ type: 'answer', optionId }), [])
  const next = useCallback(() => dispatch({ type: 'next' }), [])
  const playAgain = useCallback(() => dispatch({ type: 'restart', rounds: build(rng) }), [build, rng])
  return { state, start, answer, next, playAgain }
}
