// Bee Dance Decoder: read the waggle run's angle (direction from the sun) and the dance's kind (near or far).

import { type Rng, randomInt, shuffle } from './random'
import { type GameRound, ROUND_GAME, type RoundOption } from './rounds'

/**
 * On the vertical comb "straight up" stands for the sun's direction; the waggle run's angle clockwise from up
 * is the food's angle clockwise (to the right) from the sun.
 */
export const DANCE_DIRECTIONS = ['towardSun', 'rightOfSun', 'awayFromSun', 'leftOfSun'] as const
export type DanceDirection = (typeof DANCE_DIRECTIONS)[number]

export function directionOfAngle(angle: number): DanceDirection {
  const quarter = Math.round((((angle % 360) + 360) % 360) / 90) % 4
  return DANCE_DIRECTIONS[quarter] as DanceDirection
}

export const DANCE_QUESTIONS = [
  { id: 'why', options: ['tellSisters', 'keepWarm', 'scareWasps'] },
  { id: 'where', options: ['onComb', 'onFlower', 'inSky'] },
  { id: 'dark', options: ['feelAndSmell', 'flashlight', 'sing'] },
] as const

export const DANCE_MIX = { direction: 5, distance: 3, know: 2 } as const

const directionOptions: RoundOption[] = DANCE_DIRECTIONS.map((id) => ({
  id,
  labelKey: `dance.directions.${id}`,
}))
const distanceOptions: RoundOption[] = [
  { id: 'near', labelKey: 'dance.distances.near' },
  { id: 'far', labelKey: 'dance.distances.far' },
]

function directionRound(index: number, angle: number, rng: Rng): GameRound {
  return {
    id: `direction-${index}`,
    promptKey: 'dance.prompt.direction',
    visual: { type: 'dance', dance: 'waggle', angle, long: rng() < 0.5 },
    options: directionOptions,
    correct: directionOfAngle(angle),
    explanationKey: `dance.explain.${directionOfAngle(angle)}`,
  }
}

function distanceRound(index: number, dance: 'round' | 'waggle', rng: Rng): GameRound {
  return {
    id: `distance-${index}`,
    promptKey: dance === 'round' ? 'dance.prompt.round' : 'dance.prompt.longWaggle',
    visual: { type: 'dance', dance, angle: randomInt(rng, 4) * 90, long: true },
    options: distanceOptions,
    correct: dance === 'round' ? 'near' : 'far',
    explanationKey: dance === 'round' ? 'dance.explain.round' : 'dance.explain.longWaggle',
  }
}

function knowRound(question: (typeof DANCE_QUESTIONS)[number], rng: Rng): GameRound {
  return {
    id: `know-${question.id}`,
    promptKey: `dance.prompt.${question.id}`,
    visual: { type: 'emoji', emoji: '💃🐝' },
    options: shuffle(question.options, rng).map((id) => ({ id, labelKey: `dance.options.${id}` })),
    correct: question.options[0],
    explanationKey: `dance.explain.${question.id}`,
  }
}

/** 5 direction rounds (each of the four directions at least once), 3 near-or-far rounds, 2 questions. */
export function buildDanceRounds(rng: Rng): GameRound[] {
  const angles = shuffle([0, 90, 180, 270, randomInt(rng, 4) * 90], rng)
  const directions = angles.map((angle, index) => directionRound(index + 1, angle, rng))
  const kinds = shuffle(['round', 'waggle', randomInt(rng, 2) === 0 ? 'round' : 'waggle'] as const, rng)
  const distances = kinds.map((kind, index) => distanceRound(index + 1, kind, rng))
  const know = shuffle(DANCE_QUESTIONS, rng)
    .slice(0, DANCE_MIX.know)
    .map((question) => knowRound(question, rng))
  const rounds = [...directions, ...distances, ...know]
  if (rounds.length !== ROUND_GAME.rounds) throw new Error('The decoder must have 10 rounds')
  return rounds
}
