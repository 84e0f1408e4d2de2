// Runs Flower Memory Match: the pure reducer plus the real timers (1 s countdown, match and mismatch delays).
import { createMemoryState, dealMemoryCards, memoryReducer } from '@shared/games/memory'
import type { Rng } from '@shared/games/random'
import { useCallback, useEffect, useReducer, useState } from 'react'

const TICK_MS = 1000

export function useMemoryGame(rng: Rng = Math.random) {
  const [state, dispatch] = useReducer(memoryReducer, undefined, createMemoryState)
  // A new round restarts the countdown interval, so a restart never inherits a part-used second.
  const [round, setRound] = useState(0)
  const isPlaying = state.phase === 'playing'

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the interval on a new game.
  useEffect(() => {
    if (!isPlaying) return
    const id = setInterval(() => dispatch({ type: 'tick' }), TICK_MS)
    return () => clearInterval(id)
  }, [isPlaying, round])

  const { pending } = state
  useEffect(() => {
    if (!pending) return
    const id = setTimeout(() => dispatch({ type: 'resolve' }), pending.delayMs)
    return () => clearTimeout(id)
  }, [pending])

  const start = useCallback(() => {
    setRound((value) => value + 1)
    dispatch({ type: 'start', cards: dealMemoryCards(rng) })
  }, [rng])

  const restart = useCallback(() => {
    setRound((value) => value + 1)
    dispatch({ type: 'restart', cards: dealMemoryCards(rng) })
  }, [rng])

  const flip = useCallback((cardId: number) => dispatch({ type: 'flip', cardId }), [])

  return { state, start, restart, flip }
}
