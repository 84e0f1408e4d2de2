// Pollination Quest: carry pollen to a flower of the same kind, guess the fruit a flower becomes, bee know-how.

import { type Rng, shuffle } from './random'
import { type GameRound, ROUND_GAME, type RoundOption } from './rounds'

export const QUEST_FLOWERS = [
  { id: 'sunflower', emoji: '🌻' },
  { id: 'tulip', emoji: '🌷' },
  { id: 'hibiscus', emoji: '🌺' },
  { id: 'rose', emoji: '🌹' },
  { id: 'daisy', emoji: '🌼' },
] as const

/** Blossoms that turn into the fruit a child knows once bees pollinate them. */
export const BLOSSOM_FRUITS = [
  { id: 'apple', emoji: '🍎' },
  { id: 'strawberry', emoji: '🍓' },
  { id: 'pumpkin', emoji: '🎃' },
  { id: 'cherry', emoji: '🍒' },
  { id: 'blueberry', emoji: '🫐' },
  { id: 'cucumber', emoji: '🥒' },
] as const

/** Know-how questions: the first option is right. */
export const QUEST_QUESTIONS = [
  { id: 'carry', options: ['pollenBaskets', 'stinger', 'antennae'] },
  { id: 'why', options: ['nectarAndPollen', 'sleep', 'water'] },
  { id: 'sticky', options: ['fuzzyHairs', 'glue', 'rain'] },
] as const

export const QUEST_MIX = { match: 4, fruit: 4, know: 2 } as const

const flowerOption = (flower: (typeof QUEST_FLOWERS)[number]): RoundOption => ({
  id: flower.id,
  labelKey: `flowers.${flower.id}`,
  emoji: flower.emoji,
})

function matchRound(flower: (typeof QUEST_FLOWERS)[number], rng: Rng): GameRound {
  const others = shuffle(
    QUEST_FLOWERS.filter((other) => other.id !== flower.id),
    rng,
  ).slice(0, 2)
  return {
    id: `match-${flower.id}`,
    promptKey: 'pollination.prompt.match',
    promptParams: { flower: `flowers.${flower.id}` },
    visual: { type: 'emoji', emoji: `🐝${flower.emoji}` },
    options: shuffle([flower, ...others], rng).map(flowerOption),
    correct: flower.id,
    explanationKey: 'pollination.explain.match',
  }
}

function fruitRound(fruit: (typeof BLOSSOM_FRUITS)[number], rng: Rng): GameRound {
  const others = shuffle(
    BLOSSOM_FRUITS.filter((other) => other.id !== fruit.id),
    rng,
  ).slice(0, 2)
  return {
    id: `fruit-${fruit.id}`,
    promptKey: 'pollination.prompt.fruit',
    promptParams: { blossom: `pollination.blossoms.${fruit.id}` },
    visual: { type: 'emoji', emoji: '🌸' },
    options: shuffle([fruit, ...others], rng).map((option) => ({
      id: option.id,
      labelKey: `pollination.fruits.${option.id}`,
      emoji: option.emoji,
    })),
    correct: fruit.id,
    explanationKey: `pollination.explain.fruit`,
  }
}

function knowRound(question: (typeof QUEST_QUESTIONS)[number], rng: Rng): GameRound {
  return {
    id: `know-${question.id}`,
    promptKey: `pollination.prompt.${question.id}`,
    visual: { type: 'emoji', emoji: '🐝' },
    options: shuffle(question.options, rng).map((id) => ({ id, labelKey: `pollination.options.${id}` })),
    correct: question.options[0],
    explanationKey: `pollination.explain.${question.id}`,
  }
}

/** 4 pollen matches, 4 blossom-to-fruit rounds and 2 know-how questions: 10 rounds, 150 points. */
export function buildPollinationRounds(rng: Rng): GameRound[] {
  const matches = shuffle(QUEST_FLOWERS, rng)
    .slice(0, QUEST_MIX.match)
    .map((flower) => matchRound(flower, rng))
  const fruits = shuffle(BLOSSOM_FRUITS, rng)
    .slice(0, QUEST_MIX.fruit)
    .map((fruit) => fruitRound(fruit, rng))
  const know = shuffle(QUEST_QUESTIONS, rng)
    .slice(0, QUEST_MIX.know)
    .map((question) => knowRound(question, rng))
  const rounds = [...matches, ...fruits, ...know]
  if (rounds.length !== ROUND_GAME.rounds) throw new Error('The quest must have 10 rounds')
  return rounds
}
