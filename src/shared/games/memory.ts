// Flower Memory Match rules as a pure reducer: timers live in the UI hook, which dispatches tick and resolve.
import { MEMORY_GAME } from '../constants'
import { type Rng, shuffle } from './random'

export const MEMORY_FLOWERS = [
  { flower: 'sunflower', emoji: '🌻' },
  { flower: 'tulip', emoji: '🌷' },
  { flower: 'rose', emoji: '🌹' },
  { flower: 'hibiscus', emoji: '🌺' },
  { flower: 'cherryBlossom', emoji: '🌸' },
  { flower: 'daisy', emoji: '🌼' },
  { flower: 'clover', emoji: '🍀' },
  { flower: 'bouquet', emoji: '💐' },
] as const satisfies ReadonlyArray<{ flower: string; emoji: string }>

export type FlowerId = (typeof MEMORY_FLOWERS)[number]['flower']

/** Score formula of spec section 9 (the terms are not in constants.ts because they only exist here). */
export const MEMORY_SCORE = { perMatch: 100, perMove: 5, perSecondLeft: 10 } as const

export interface MemoryCard {
  id: number
  flower: FlowerId
  emoji: string
  flipped: boolean
  matched: boolean
}

export type MemoryPhase = 'intro' | 'playing' | 'finished'
export type MemoryOutcome = 'won' | 'lost'

/** Two face-up cards waiting for their delay: the hook waits `delayMs` and then dispatches `resolve`. */
export interface PendingPair {
  kind: 'match' | 'mismatch'
  cardIds: readonly [number, number]
  delayMs: number
}

export interface MemoryState {
  phase: MemoryPhase
  outcome: MemoryOutcome | null
  cards: readonly MemoryCard[]
  pending: PendingPair | null
  /** One move per pair of cards turned over. */
  moves: number
  matches: number
  secondsLeft: number
  score: number | null
}

export type MemoryAction =
  | { type: 'start'; cards: readonly MemoryCard[] }
  | { type: 'restart'; cards: readonly MemoryCard[] }
  | { type: 'flip'; cardId: number }
  | { type: 'resolve' }
  | { type: 'tick' }

/** 8 flower pairs (16 cards) in a random order; ids are positions, so card N is the N-th on the board. */
export function dealMemoryCards(rng: Rng): MemoryCard[] {
  const pairs = MEMORY_FLOWERS.slice(0, MEMORY_GAME.pairs).flatMap((flower) => [flower, flower])
  return shuffle(pairs, rng).map(({ flower, emoji }, id) => ({
    id,
    flower,
    emoji,
    flipped: false,
    matched: false,
  }))
}

export function createMemoryState(): MemoryState {
  return {
    phase: 'intro',
    outcome: null,
    cards: [],
    pending: null,
    moves: 0,
    matches: 0,
    secondsLeft: MEMORY_GAME.seconds,
    score: null,
  }
}

export function memoryScore(result: {
  outcome: MemoryOutcome
  matches: number
  moves: number
  secondsLeft: number
}): number {
  const base = result.matches * MEMORY_SCORE.perMatch - result.moves * MEMORY_SCORE.perMove
  if (result.outcome === 'won') return base + result.secondsLeft * MEMORY_SCORE.perSecondLeft
  return Math.max(0, base)
}

export function memoryReducer(state: MemoryState, action: MemoryAction): MemoryState {
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' ? playingState(action.cards) : state
    case 'restart':
      return playingState(action.cards)
    case 'flip':
      return flip(state, action.cardId)
    case 'resolve':
      return state.phase === 'playing' ? resolve(state) : state
    case 'tick':
      return tick(state)
  }
}

function playingState(cards: readonly MemoryCard[]): MemoryState {
  const fresh = cards.map((card) => ({ ...card, flipped: false, matched: false }))
  return { ...createMemoryState(), phase: 'playing', cards: fresh }
}

function flip(state: MemoryState, cardId: number): MemoryState {
  // While a pair waits for its delay two cards are already up, the most allowed at once.
  if (state.phase !== 'playing' || state.pending) return state
  const card = state.cards.find((candidate) => candidate.id === cardId)
  if (!card || card.flipped || card.matched) return state
  const open = state.cards.find((candidate) => candidate.flipped && !candidate.matched)
  const cards = state.cards.map((candidate) =>
    candidate.id === cardId ? { ...candidate, flipped: true } : candidate,
  )
  if (!open) return { ...state, cards }
  const isMatch = open.flower === card.flower
  const pending: PendingPair = {
    kind: isMatch ? 'match' : 'mismatch',
    cardIds: [open.id, card.id],
    delayMs: isMatch ? MEMORY_GAME.matchDelayMs : MEMORY_GAME.mismatchDelayMs,
  }
  return { ...state, cards, pending, moves: state.moves + 1 }
}

function resolve(state: MemoryState): MemoryState {
  const { pending } = state
  if (!pending) return state
  const settled = settlePair(state, pending)
  return settled.matches === MEMORY_GAME.pairs ? finish(settled, 'won') : settled
}

function settlePair(state: MemoryState, pending: PendingPair): MemoryState {
  const isMatch = pending.kind === 'match'
  const cards = state.cards.map((card) => {
    if (!pending.cardIds.includes(card.id)) return card
    return isMatch ? { ...card, matched: true } : { ...card, flipped: false }
  })
  return { ...state, cards, pending: null, matches: state.matches + (isMatch ? 1 : 0) }
}

function tick(state: MemoryState): MemoryState {
  if (state.phase !== 'playing') return state
  const counted = { ...state, secondsLeft: Math.max(0, state.secondsLeft - 1) }
  if (counted.secondsLeft > 0) return counted
  // A pair found just before the buzzer still counts, so the child is not robbed by the 0.5 s delay.
  const settled = counted.pending?.kind === 'match' ? settlePair(counted, counted.pending) : counted
  return finish(settled, settled.matches === MEMORY_GAME.pairs ? 'won' : 'lost')
}

function finish(state: MemoryState, outcome: MemoryOutcome): MemoryState {
  return { ...state, phase: 'finished', outcome, pending: null, score: memoryScore({ ...state, outcome }) }
}
