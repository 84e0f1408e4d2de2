// The round-based games by catalogue id: each builds 10 fresh rounds worth 150 points from a random source.
import { buildDanceRounds } from './dance-decoder'
import { buildPlannerRounds } from './garden-planner'
import { buildLifecycleRounds } from './lifecycle-lab'
import { buildPollinationRounds } from './pollination-quest'
import type { Rng } from './random'
import type { RoundGameId } from './round-game-ids'
import type { GameRound } from './rounds'

export { isRoundGameId, ROUND_GAME_IDS, type RoundGameId } from './round-game-ids'

export const ROUND_GAME_BUILDERS = {
  'pollination-quest': buildPollinationRounds,
  'bee-dance-decoder': buildDanceRounds,
  'bee-lifecycle-lab': buildLifecycleRounds,
  'garden-planner': buildPlannerRounds,
} as const satisfies Record<RoundGameId, (rng: Rng) => GameRound[]>

/** The `games` namespace prefix of each game's texts (intro, rules, prompts, options). */
export const ROUND_GAME_TEXT: Record<RoundGameId, 'pollination' | 'dance' | 'lifecycle' | 'planner'> = {
  'pollination-quest': 'pollination',
  'bee-dance-decoder': 'dance',
  'bee-lifecycle-lab': 'lifecycle',
  'garden-planner': 'planner',
}
