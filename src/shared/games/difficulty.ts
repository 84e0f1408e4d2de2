// Game difficulty levels; trivia points per level come from the spec constants.
import { TRIVIA } from '../constants'

export type GameDifficulty = keyof typeof TRIVIA.points

export const GAME_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const satisfies readonly GameDifficulty[]

export function difficultyPoints(difficulty: GameDifficulty): number {
  return TRIVIA.points[difficulty]
}
