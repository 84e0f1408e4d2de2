// Buzzing Bee Trivia rules: drawing 10 questions worth exactly 150 points, and a pure quiz reducer.
import { TRIVIA } from '../constants'
import { difficultyPoints, GAME_DIFFICULTIES, type GameDifficulty } from './difficulty'
import { type Rng, randomInt, shuffle } from './random'
import type { TriviaQuestion } from './trivia-questions'

/** How many questions of each difficulty one game asks. */
export type TriviaMix = Readonly<Record<GameDifficulty, number>>

/**
 * Every mix of TRIVIA.questions questions whose points add up to TRIVIA.maxScore and that the pool can
 * supply. With 10/15/20 points that is Easy = Hard and Medium = 10 - 2 × Hard: six mixes.
 */
export function triviaMixes(pool: readonly TriviaQuestion[]): TriviaMix[] {
  const available = countByDifficulty(pool)
  const mixes: TriviaMix[] = []
  for (let easy = 0; easy <= TRIVIA.questions; easy++) {
    for (let medium = 0; medium <= TRIVIA.questions - easy; medium++) {
      const mix: TriviaMix = { Easy: easy, Medium: medium, Hard: TRIVIA.questions - easy - medium }
      const points = GAME_DIFFICULTIES.reduce((sum, level) => sum + mix[level] * difficultyPoints(level), 0)
      const isAvailable = GAME_DIFFICULTIES.every((level) => mix[level] <= available[level])
      if (points === TRIVIA.maxScore && isAvailable) mixes.push(mix)
    }
  }
  return mixes
}

/** A random valid mix, then random questions of each level, asked from easiest to hardest. */
export function drawTriviaQuestions(pool: readonly TriviaQuestion[], rng: Rng): TriviaQuestion[] {
  const mixes = triviaMixes(pool)
  const mix = mixes[randomInt(rng, mixes.length)]
  if (!mix) throw new Error('The trivia pool cannot make a game worth the maximum score')
  return GAME_DIFFICULTIES.flatMap((level) =>
    shuffle(
      pool.filter((question) => question.difficulty === level),
      rng,
    ).slice(0, mix[level]),
  )
}

function countByDifficulty(pool: readonly TriviaQuestion[]): Record<GameDifficulty, number> {
  const counts: Record<GameDifficulty, number> = { Easy: 0, Medium: 0, Hard: 0 }
  for (const question of pool) counts[question.difficulty] += 1
  return counts
}

export type TriviaPhase = 'intro' | 'question' | 'answered' | 'complete'

export interface TriviaAnswer {
  questionId: string
  selected: number
  isCorrect: boolean
  points: number
}

export interface TriviaState {
  phase: TriviaPhase
  questions: readonly TriviaQuestion[]
  index: number
  /** The option chosen for the current question; set once, which locks the question. */
  selected: number | null
  score: number
  answers: readonly TriviaAnswer[]
}

export type TriviaAction =
  | { type: 'start' }
  | { type: 'answer'; option: number }
  | { type: 'next' }
  | { type: 'restart'; questions: readonly TriviaQuestion[] }

export function createTriviaState(questions: readonly TriviaQuestion[]): TriviaState {
  return { phase: 'intro', questions, index: 0, selected: null, score: 0, answers: [] }
}

export function triviaReducer(state: TriviaState, action: TriviaAction): TriviaState {
  switch (action.type) {
    case 'start':
      return state.phase === 'intro' && state.questions.length > 0 ? { ...state, phase: 'question' } : state
    case 'answer':
      return answer(state, action.option)
    case 'next':
      return next(state)
    case 'restart':
      // Play Again skips the intro: the child has just read it.
      return {
        ...createTriviaState(action.questions),
        phase: action.questions.length > 0 ? 'question' : 'intro',
      }
  }
}

function answer(state: TriviaState, option: number): TriviaState {
  const question = state.questions[state.index]
  const isValidOption = Number.isInteger(option) && option >= 0 && option < (question?.options.length ?? 0)
  if (state.phase !== 'question' || !question || !isValidOption) return state
  const isCorrect = option === question.correct
  const points = isCorrect ? difficultyPoints(question.difficulty) : 0
  return {
    ...state,
    phase: 'answered',
    selected: option,
    score: state.score + points,
    answers: [...state.answers, { questionId: question.id, selected: option, isCorrect, points }],
  }
}

function next(state: TriviaState): TriviaState {
  if (state.phase !== 'answered') return state
  if (isLastQuestion(state)) return { ...state, phase: 'complete', selected: null }
  return { ...state, phase: 'question', index: state.index + 1, selected: null }
}

export function isLastQuestion(state: TriviaState): boolean {
  return state.index >= state.questions.length - 1
}

/** The points all questions of this game are worth (150 for every drawn game). */
export function triviaMaxScore(questions: readonly TriviaQuestion[]): number {
  return questions.reduce((sum, question) => sum + difficultyPoints(question.difficulty), 0)
}

export function triviaPercent(score: number, maxScore: number): number {
  return maxScore > 0 ? (score / maxScore) * 100 : 0
}

export const TRIVIA_RANKS = ['expert', 'enthusiast', 'budding', 'keepLearning'] as const
export type TriviaRank = (typeof TRIVIA_RANKS)[number]

/** ≥ 90 % expert, ≥ 70 % enthusiast, ≥ 50 % budding, else keep learning (thresholds from the spec). */
export function triviaRank(percent: number): TriviaRank {
  const [expert, enthusiast, budding] = TRIVIA.rankThresholds
  if (percent >= expert) return 'expert'
  if (percent >= enthusiast) return 'enthusiast'
  if (percent >= budding) return 'budding'
  return 'keepLearning'
}
