// Bee Lifecycle Lab: egg, larva, pupa, adult; what comes next, which stage is described, who does which job.

import { type Rng, shuffle } from './random'
import { type GameRound, ROUND_GAME, type RoundOption } from './rounds'

export const LIFE_STAGES = ['egg', 'larva', 'pupa', 'adult'] as const
export type LifeStage = (typeof LIFE_STAGES)[number]

const STAGE_EMOJI: Record<LifeStage, string> = { egg: '🥚', larva: '🐛', pupa: '🛌', adult: '🐝' }
const stageOption = (stage: LifeStage): RoundOption => ({
  id: stage,
  labelKey: `lifecycle.stages.${stage}`,
  emoji: STAGE_EMOJI[stage],
})

/** Descriptions of a stage (key `lifecycle.clues.<id>`), checked against the garden guide. */
export const STAGE_CLUES: ReadonlyArray<{ id: string; stage: LifeStage }> = [
  { id: 'tinyGrain', stage: 'egg' },
  { id: 'queenLays', stage: 'egg' },
  { id: 'hungryGrub', stage: 'larva' },
  { id: 'nurseFeeds', stage: 'larva' },
  { id: 'waxCap', stage: 'pupa' },
  { id: 'wingsForming', stage: 'pupa' },
  { id: 'chewsOut', stage: 'adult' },
  { id: 'cleansCells', stage: 'adult' },
]

export const CASTES = ['queen', 'worker', 'drone'] as const
export type Caste = (typeof CASTES)[number]
const CASTE_EMOJI: Record<Caste, string> = { queen: '👑', worker: '🐝', drone: '👀' }

/** "Who …?" questions (key `lifecycle.who.<id>`). */
export const CASTE_QUESTIONS: ReadonlyArray<{ id: string; caste: Caste }> = [
  { id: 'laysEggs', caste: 'queen' },
  { id: 'collectsNectar', caste: 'worker' },
  { id: 'noStinger', caste: 'drone' },
  { id: 'makesWax', caste: 'worker' },
]

export const LIFECYCLE_MIX = { next: 3, clue: 4, who: 3 } as const

/** The stage after `stage`; the adult is the last one. */
export function nextStage(stage: LifeStage): LifeStage | null {
  return LIFE_STAGES[LIFE_STAGES.indexOf(stage) + 1] ?? null
}

function nextRound(stage: LifeStage, rng: Rng): GameRound {
  const answer = nextStage(stage)
  if (!answer) throw new Error('The adult has no next stage')
  return {
    id: `next-${stage}`,
    promptKey: 'lifecycle.prompt.next',
    promptParams: { stage: `lifecycle.stages.${stage}` },
    visual: { type: 'emoji', emoji: STAGE_EMOJI[stage] },
    options: shuffle(
      LIFE_STAGES.filter((other) => other !== stage),
      rng,
    ).map(stageOption),
    correct: answer,
    explanationKey: `lifecycle.explain.next.${stage}`,
  }
}

function clueRound(clue: (typeof STAGE_CLUES)[number], rng: Rng): GameRound {
  return {
    id: `clue-${clue.id}`,
    promptKey: `lifecycle.clues.${clue.id}`,
    visual: { type: 'emoji', emoji: '🔬' },
    options: shuffle(LIFE_STAGES, rng).map(stageOption),
    correct: clue.stage,
    explanationKey: `lifecycle.explain.stage.${clue.stage}`,
  }
}

function whoRound(question: (typeof CASTE_QUESTIONS)[number], rng: Rng): GameRound {
  return {
    id: `who-${question.id}`,
    promptKey: `lifecycle.who.${question.id}`,
    visual: { type: 'emoji', emoji: '🏠' },
    options: shuffle(CASTES, rng).map((caste) => ({
      id: caste,
      labelKey: `lifecycle.castes.${caste}`,
      emoji: CASTE_EMOJI[caste],
    })),
    correct: question.caste,
    explanationKey: `lifecycle.explain.caste.${question.caste}`,
  }
}

/** Every "what comes next" step once, 4 stage clues and 3 "who" questions: 10 rounds, 150 points. */
export function buildLifecycleRounds(rng: Rng): GameRound[] {
  const next = (['egg', 'larva', 'pupa'] as const).map((stage) => nextRound(stage, rng))
  const clues = shuffle(STAGE_CLUES, rng)
    .slice(0, LIFECYCLE_MIX.clue)
    .map((clue) => clueRound(clue, rng))
  const who = shuffle(CASTE_QUESTIONS, rng)
    .slice(0, LIFECYCLE_MIX.who)
    .map((question) => whoRound(question, rng))
  const rounds = [...next, ...clues, ...who]
  if (rounds.length !== ROUND_GAME.rounds) throw new Error('The lab must have 10 rounds')
  return rounds
}
