// Which catalogue games are round-based, without their rounds: the hub tells them apart with this, and the
// rounds themselves (round-games.ts) load only with the game that is opened.

export const ROUND_GAME_IDS = [
  'pollination-quest',
  'bee-dance-decoder',
  'bee-lifecycle-lab',
  'garden-planner',
] as const

export type RoundGameId = (typeof ROUND_GAME_IDS)[number]

export function isRoundGameId(id: string): id is RoundGameId {
  return (ROUND_GAME_IDS as readonly string[]).includes(id)
}
