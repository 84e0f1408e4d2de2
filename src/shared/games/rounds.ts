// Rules shared by the round-based games (planner, lifecycle lab, pollination quest, dance decoder): a pure reducer.
import { GAMES } from '../constants'

/** 10 rounds of 15 points: a perfect game scores the catalogue's 150; 6 right answers (90) is a win. */
export const ROUND_GAME = { rounds: 10, pointsPerRound: GAMES.maxScore / 10, winScore: 90 } as const

/** What a round shows above its question; text lives in the `games` translation namespace. */
export type RoundVisual =
  | { type: 'emoji'; emoji: string }
  | { type: 'dance'; dance: 'round' | 'waggle'; angle: number; long: boolean }

export interface RoundOption {
  id: string
  /** Key in the `games` namespace. */
  labelKey: string
  emoji?: string
}

export interface GameRound {
  id: string
  promptKey: string
  /** Values are keys in the `games` namespace too, translated before they fill the prompt. */
  promptParams?: Readonly<Record<string, string>>
  visual?: RoundVisual
  options: readonly RoundOption[]
  correct: string
  explanationKey: string
}

export type RoundPhase = 'intro' | 'question' | 'answered' | 'complete'
export type RoundOutcome = 'won' | 'lost'

export interface RoundState {
  phase: RoundPhase
  rounds: readonly GameRound[]
  index: number
  selected: string | null
  score: number
  correctCount: number
}

export type RoundAction =
  | { type: 'start' }
  | { type: 'answer'; optionId: string }
  | { type: 'next' }
  | { type: 'restart'; rounds: readonly GameRound[] }

export function createRoundState(rounds: readonly GameRound[]): RoundState {
  return { phase: 'intro', rounds, index: 0, selected: null, score: 0, correctCount: 0 }
}

export function roundMaxScore(rounds: readonly GameRound[]): number {
  return rounds.length * ROUND_GAME.pointsPerRound
}

export function roundOutcome(score: number): RoundOutcome {
  return score >= ROUND_GAME.winScore ? 'won' : 'lost'
}

export function roundReducer(state: RoundState, action: RoundAction): RoundState {
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' ? { ...state, phase: 'question' } : state
    case 'answer':
      return answer(state, action.optionId)
    case 'next':
      return next(state)
    case 'restart':
      return { ...createRoundState(action.rounds), phase: 'question' }
  }
}

function answer(state: RoundState, optionId: string): RoundState {
  const round = state.rounds[state.index]
  // An answer is final: a second tap on the same question changes nothing.
  if (state.phase !== 'question' || !round) return state
  if (!round.options.some((option) => option.id === optionId)) return state
  const isCorrect = optionId === round.correct
  return {
    ...state,
    phase: 'answered',
    selected: optionId,
    score: state.score + (isCorrect ? ROUND_GAME.pointsPerRound : 0),
    correctCount: state.correctCount + (isCorrect ? 1 : 0),
  }
}

function next(state: RoundState): RoundState {
  if (state.phase !== 'answered') return state
  if (state.index >= state.rounds.length - 1) return { ...state, phase: 'complete' }
  return { ...state, phase: 'question', index: state.index + 1, selected: null }
}
