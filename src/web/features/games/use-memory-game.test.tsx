// @vitest-environment jsdom
// The memory game hook drives the pure reducer with real timers: the delays and countdown, on fake clocks.
import { dealMemoryCards, type MemoryCard } from '@shared/games/memory'
import { createSeededRng } from '@shared/games/random'
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMemoryGame } from './use-memory-game'

const SEED = 21
const deal = dealMemoryCards(createSeededRng(SEED))

function pair(flower: MemoryCard['flower']): number[] {
  return deal.filter((card) => card.flower === flower).map((card) => card.id)
}

function mismatch(): number[] {
  const first = deal[0]!
  return [first.id, deal.find((card) => card.flower !== first.flower)!.id]
}

function startGame() {
  const hook = renderHook(() => useMemoryGame(createSeededRng(SEED)))
  act(() => hook.result.current.start())
  return hook
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useMemoryGame', () => {
  it('deals the board from the injected generator', () => {
    const { result } = startGame()
    expect(result.current.state.cards.map((card) => card.flower)).toEqual(deal.map((card) => card.flower))
  })

  it('marks a match as matched only once 500 ms have passed', () => {
    const { result } = startGame()
    const [a, b] = pair('rose')
    act(() => {
      result.current.flip(a!)
      result.current.flip(b!)
    })
    act(() => vi.advanceTimersByTime(499))
    expect(result.current.state.matches).toBe(0)
    expect(result.current.state.cards[a!]).toMatchObject({ flipped: true, matched: false })
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.state.matches).toBe(1)
    expect(result.current.state.cards[a!]).toMatchObject({ flipped: true, matched: true })
  })

  it('turns a mismatch back after 1000 ms and blocks a third card meanwhile', () => {
    const { result } = startGame()
    const [a, b] = mismatch()
    const third = deal.find((card) => card.id !== a && card.id !== b)!.id
    act(() => {
      result.current.flip(a!)
      result.current.flip(b!)
      result.current.flip(third)
    })
    expect(result.current.state.cards.filter((card) => card.flipped)).toHaveLength(2)
    act(() => vi.advanceTimersByTime(999))
    expect(result.current.state.cards[a!]?.flipped).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.state.cards.some((card) => card.flipped)).toBe(false)
  })

  it('counts down once a second and loses at 60 s with max(0, ...) scoring', () => {
    const { result } = startGame()
    act(() => vi.advanceTimersByTime(10_000))
    expect(result.current.state.secondsLeft).toBe(50)
    act(() => vi.advanceTimersByTime(50_000))
    expect(result.current.state).toMatchObject({
      phase: 'finished',
      outcome: 'lost',
      secondsLeft: 0,
      score: 0,
    })
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.state.secondsLeft).toBe(0)
  })

  it('restart gives a full minute and a new board', () => {
    const { result } = startGame()
    act(() => vi.advanceTimersByTime(20_500))
    expect(result.current.state.secondsLeft).toBe(40)
    act(() => result.current.restart())
    expect(result.current.state).toMatchObject({ phase: 'playing', secondsLeft: 60, moves: 0, matches: 0 })
    // The countdown restarts with the round: no part-used second from the old game.
    act(() => vi.advanceTimersByTime(999))
    expect(result.current.state.secondsLeft).toBe(60)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.state.secondsLeft).toBe(59)
  })
})
