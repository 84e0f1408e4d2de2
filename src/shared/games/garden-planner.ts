// Bee-Friendly Garden Planner: 10 planting choices (bee plants, flowers of each season, kind garden care).

import { type Rng, shuffle } from './random'
import { type GameRound, ROUND_GAME, type RoundOption } from './rounds'

const opt = (id: string, emoji: string): RoundOption => ({ id, labelKey: `planner.options.${id}`, emoji })

/** Plants bees feed on, checked against the garden guide (nectar and pollen easy to reach). */
export const BEE_PLANTS = [
  opt('lavender', '💜'),
  opt('sunflower', '🌻'),
  opt('clover', '🍀'),
  opt('borage', '💙'),
  opt('rosemary', '🌿'),
  opt('crocus', '🌷'),
  opt('aster', '🌼'),
  opt('appleTree', '🍎'),
] as const

/** Things that give bees nothing to eat. */
export const NOT_FOR_BEES = [
  opt('plasticFlowers', '🎀'),
  opt('gravel', '🪨'),
  opt('fakeGrass', '🟩'),
  opt('pavingStones', '🧱'),
] as const

/** One flower for each season, so a season round always has exactly one right answer. */
export const SEASON_FLOWERS = {
  spring: opt('crocus', '🌷'),
  summer: opt('lavender', '💜'),
  autumn: opt('aster', '🌼'),
} as const
export type Season = keyof typeof SEASON_FLOWERS

/** Garden care questions: the first option is the bee-friendly one. */
export const CARE_QUESTIONS = [
  { id: 'water', options: [opt('shallowDish', '🥣'), opt('deepBucket', '🪣'), opt('soda', '🥤')] },
  { id: 'pests', options: [opt('ladybugs', '🐞'), opt('bugSpray', '🧴'), opt('pullFlowers', '✂️')] },
  { id: 'nest', options: [opt('beeHotel', '🏠'), opt('plasticBag', '🛍️'), opt('pool', '🏊')] },
  { id: 'lawn', options: [opt('letBloom', '🌼'), opt('mowWeekly', '🚜'), opt('coverLawn', '🟩')] },
] as const

export const PLANNER_MIX = { plant: 4, season: 3, care: 3 } as const

function plantRound(index: number, rng: Rng): GameRound {
  const plant = shuffle(BEE_PLANTS, rng)[0] as RoundOption
  const others = shuffle(NOT_FOR_BEES, rng).slice(0, 2)
  return {
    id: `plant-${index}-${plant.id}`,
    promptKey: 'planner.prompt.plant',
    promptParams: { spot: `planner.spots.${index}` },
    visual: { type: 'emoji', emoji: '🪴' },
    options: shuffle([plant, ...others], rng),
    correct: plant.id,
    explanationKey: `planner.explain.${plant.id}`,
  }
}

function seasonRound(season: Season, rng: Rng): GameRound {
  const flower = SEASON_FLOWERS[season]
  return {
    id: `season-${season}`,
    promptKey: `planner.prompt.${season}`,
    visual: { type: 'emoji', emoji: season === 'spring' ? '🌱' : season === 'summer' ? '☀️' : '🍂' },
    options: shuffle(Object.values(SEASON_FLOWERS), rng),
    correct: flower.id,
    explanationKey: `planner.explain.${season}`,
  }
}

function careRound(question: (typeof CARE_QUESTIONS)[number], rng: Rng): GameRound {
  const [right] = question.options
  return {
    id: `care-${question.id}`,
    promptKey: `planner.prompt.${question.id}`,
    visual: { type: 'emoji', emoji: right.emoji ?? '🌼' },
    options: shuffle(question.options, rng),
    correct: right.id,
    explanationKey: `planner.explain.${question.id}`,
  }
}

/** 4 plant rounds (4 garden spots), 3 season rounds and 3 care rounds: 10 rounds, 150 points. */
export function buildPlannerRounds(rng: Rng): GameRound[] {
  const plants = Array.from({ length: PLANNER_MIX.plant }, (_, index) => plantRound(index + 1, rng))
  const seasons = shuffle(['spring', 'summer', 'autumn'] as const, rng).map((season) =>
    seasonRound(season, rng),
  )
  const care = shuffle(CARE_QUESTIONS, rng)
    .slice(0, PLANNER_MIX.care)
    .map((question) => careRound(question, rng))
  const rounds = [...plants, ...seasons, ...care]
  if (rounds.length !== ROUND_GAME.rounds) throw new Error('The planner must have 10 rounds')
  return rounds
}
