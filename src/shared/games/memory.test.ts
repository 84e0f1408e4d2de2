import { describe, expect, it } from 'vitest'
import { MEMORY_GAME } from '../constants'
import {
  createMemoryState,
  dealMemoryCards,
  type MemoryAction,
  type MemoryCard,
  type MemoryState,
  memoryReducer,
  memoryScore,
} from './memory'
import { createSeededRng } from './random'

const cards = dealMemoryCards(createSeededRng(42))

function run(actions: MemoryAction[], from: MemoryState = createMemoryState()): MemoryState {
  return actions.reduce(memoryReducer, from)
}

function started(): MemoryState {
  return run([{ type: 'start', cards }])
}

/** The ids of the two cards showing `flower`, found from the known deal. */
function pairOf(flower: MemoryCard['flower']): [number, number] {
  const ids = cards.filter((card) => card.flower === flower).map((card) => card.id)
  return [ids[0]!, ids[1]!]
}

function mismatchedPair(): [number, number] {
  const first = cards[0]!
  const other = cards.find((card) => card.flower !== first.flower)!
  return [first.id, other.id]
}

function flipAll(ids: number[]): MemoryAction[] {
  return ids.map((cardId) => ({ type: 'flip', cardId }))
}

function winningActions(): MemoryAction[] {
  const flowers = [...new Set(cards.map((card) => card.flower))]
  return flowers.flatMap((flower) => [...flipAll(pairOf(flower)), { type: 'resolve' } as const])
}

describe('dealMemoryCards', () => {
  it('deals 8 pairs as 16 face-down cards with position ids', () => {
    expect(cards).toHaveLength(MEMORY_GAME.cards)
    expect(cards.map((card) => card.id)).toEqual([...Array(16).keys()])
    const counts = new Map<string, number>()
    for (const card of cards) counts.set(card.flower, (counts.get(card.flower) ?? 0) + 1)
    expect(counts.size).toBe(MEMORY_GAME.pairs)
    expect([...counts.values()].every((count) => count === 2)).toBe(true)
    expect(cards.every((card) => !card.flipped && !card.matched && card.emoji.length > 0)).toBe(true)
  })

  it('is repeatable with the same seed and differs between seeds', () => {
    const again = dealMemoryCards(createSeededRng(42)).map((card) => card.flower)
    expect(again).toEqual(cards.map((card) => card.flower))
    expect(dealMemoryCards(createSeededRng(7)).map((card) => card.flower)).not.toEqual(again)
  })
})

describe('memoryReducer', () => {
  it('starts in the intro and begins a 60 second game on start', () => {
    const intro = createMemoryState()
    expect(intro.phase).toBe('intro')
    const playing = memoryReducer(intro, { type: 'start', cards })
    expect(playing).toMatchObject({ phase: 'playing', secondsLeft: 60, moves: 0, matches: 0, score: null })
    expect(playing.cards).toHaveLength(16)
  })

  it('ignores flips before the game starts', () => {
    const intro = createMemoryState()
    expect(memoryReducer(intro, { type: 'flip', cardId: 0 })).toBe(intro)
  })

  it('allows at most two cards face up at a time', () => {
    const [a, b] = mismatchedPair()
    const third = cards.find((card) => card.id !== a && card.id !== b)!.id
    const state = run([...flipAll([a, b, third])], started())
    expect(state.cards.filter((card) => card.flipped).map((card) => card.id)).toEqual(
      [a, b].sort((x, y) => x - y),
    )
    expect(state.moves).toBe(1)
  })

  it('ignores flipping the same card twice', () => {
    const state = run(flipAll([3, 3]), started())
    expect(state.cards.filter((card) => card.flipped)).toHaveLength(1)
    expect(state.moves).toBe(0)
    expect(state.pending).toBeNull()
  })

  it('keeps a match open and marks it matched when the 500 ms delay resolves', () => {
    const [a, b] = pairOf('sunflower')
    const waiting = run(flipAll([a, b]), started())
    expect(waiting.pending).toEqual({ kind: 'match', cardIds: [a, b], delayMs: 500 })
    expect(waiting.matches).toBe(0)
    const settled = memoryReducer(waiting, { type: 'resolve' })
    expect(settled.pending).toBeNull()
    expect(settled.matches).toBe(1)
    expect(settled.cards.filter((card) => card.matched).map((card) => card.id)).toEqual(
      [a, b].sort((x, y) => x - y),
    )
    expect(settled.cards.find((card) => card.id === a)).toMatchObject({ flipped: true, matched: true })
  })

  it('flips a mismatch back after its 1000 ms delay resolves', () => {
    const [a, b] = mismatchedPair()
    const waiting = run(flipAll([a, b]), started())
    expect(waiting.pending).toEqual({ kind: 'mismatch', cardIds: [a, b], delayMs: 1000 })
    const settled = memoryReducer(waiting, { type: 'resolve' })
    expect(settled.cards.some((card) => card.flipped)).toBe(false)
    expect(settled.matches).toBe(0)
    expect(settled.moves).toBe(1)
  })

  it('does not flip matched cards again', () => {
    const [a, b] = pairOf('tulip')
    const state = run([...flipAll([a, b]), { type: 'resolve' }, { type: 'flip', cardId: a }], started())
    expect(state.cards.filter((card) => card.flipped && !card.matched)).toHaveLength(0)
    expect(state.moves).toBe(1)
  })

  it('wins when all 8 pairs are matched, scoring a perfect game 800 - 40 + 600', () => {
    const state = run(winningActions(), started())
    expect(state).toMatchObject({ phase: 'finished', outcome: 'won', matches: 8, moves: 8, secondsLeft: 60 })
    expect(state.score).toBe(1360)
  })

  it('adds 10 points per second left on a win and takes 5 per move', () => {
    const [a, b] = mismatchedPair()
    const ticks: MemoryAction[] = Array.from({ length: 15 }, () => ({ type: 'tick' }))
    const state = run([...flipAll([a, b]), { type: 'resolve' }, ...ticks, ...winningActions()], started())
    expect(state).toMatchObject({ outcome: 'won', moves: 9, secondsLeft: 45 })
    expect(state.score).toBe(8 * 100 - 9 * 5 + 45 * 10)
  })

  it('loses when the countdown reaches zero, scoring max(0, matches*100 - moves*5)', () => {
    const [a, b] = pairOf('rose')
    const ticks: MemoryAction[] = Array.from({ length: 60 }, () => ({ type: 'tick' }))
    const state = run([...flipAll([a, b]), { type: 'resolve' }, ...ticks], started())
    expect(state).toMatchObject({ phase: 'finished', outcome: 'lost', secondsLeft: 0, matches: 1, moves: 1 })
    expect(state.score).toBe(95)
  })

  it('scores a time-out with no matches as zero, never negative', () => {
    const [a, b] = mismatchedPair()
    const ticks: MemoryAction[] = Array.from({ length: 60 }, () => ({ type: 'tick' }))
    const state = run([...flipAll([a, b]), { type: 'resolve' }, ...ticks], started())
    expect(state).toMatchObject({ outcome: 'lost', matches: 0, moves: 1 })
    expect(state.score).toBe(0)
  })

  it('counts a match still waiting for its delay when time runs out', () => {
    const [a, b] = pairOf('daisy')
    const ticks: MemoryAction[] = Array.from({ length: 59 }, () => ({ type: 'tick' }))
    const almost = run(ticks, started())
    expect(almost.secondsLeft).toBe(1)
    const state = run([...flipAll([a, b]), { type: 'tick' }], almost)
    expect(state).toMatchObject({ outcome: 'lost', matches: 1, pending: null, score: 95 })
  })

  it('ignores every action but restart once finished', () => {
    const ticks: MemoryAction[] = Array.from({ length: 60 }, () => ({ type: 'tick' }))
    const finished = run(ticks, started())
    expect(memoryReducer(finished, { type: 'tick' })).toBe(finished)
    expect(memoryReducer(finished, { type: 'flip', cardId: 0 })).toBe(finished)
    expect(memoryReducer(finished, { type: 'start', cards })).toBe(finished)
  })

  it('restart resets the board, moves, matches, timer and score', () => {
    const [a, b] = pairOf('clover')
    const midGame = run(
      [...flipAll([a, b]), { type: 'resolve' }, { type: 'tick' }, { type: 'flip', cardId: 0 }],
      started(),
    )
    const fresh = dealMemoryCards(createSeededRng(9))
    const restarted = memoryReducer(midGame, { type: 'restart', cards: fresh })
    expect(restarted).toMatchObject({
      phase: 'playing',
      moves: 0,
      matches: 0,
      secondsLeft: 60,
      pending: null,
      score: null,
    })
    expect(restarted.cards.map((card) => card.flower)).toEqual(fresh.map((card) => card.flower))
    expect(restarted.cards.some((card) => card.flipped || card.matched)).toBe(false)
  })
})

describe('memoryScore', () => {
  it('applies the spec formulas', () => {
    expect(memoryScore({ outcome: 'won', matches: 8, moves: 12, secondsLeft: 20 })).toBe(940)
    expect(memoryScore({ outcome: 'lost', matches: 3, moves: 20, secondsLeft: 0 })).toBe(200)
    expect(memoryScore({ outcome: 'lost', matches: 1, moves: 30, secondsLeft: 0 })).toBe(0)
  })
})
