// The game catalogue of the Beeducation hub (spec 2.7) and the per-game progress derived from best scores.
import { GAMES } from '../constants'
import type { GameDifficulty } from './difficulty'

export const PLAYABLE_GAME_IDS = [
  'flower-match',
  'bee-trivia',
  'pollination-quest',
  'bee-dance-decoder',
  'bee-lifecycle-lab',
  'garden-planner',
] as const
export type PlayableGameId = (typeof PLAYABLE_GAME_IDS)[number]

export const GAME_CATEGORIES = [
  'memory',
  'knowledge',
  'science',
  'adventure',
  'building',
  'communication',
  'lifeCycle',
  'gardening',
  'nature',
  'discovery',
] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]

/** lucide-react icon names; the web maps them to components so this module stays free of React. */
export type GameIconName =
  | 'Flower2'
  | 'Brain'
  | 'Bug'
  | 'Route'
  | 'Hexagon'
  | 'Footprints'
  | 'FlaskConical'
  | 'Sprout'
  | 'Binoculars'
  | 'Microscope'

/** Theme colour tokens (CSS variables on the web), so high-contrast mode can swap them. */
export type GameColor = 'primary' | 'accent'

export interface GameCatalogueEntry {
  id: string
  /** Keys in the `games` translation namespace. */
  titleKey: `catalogue.${string}Title`
  descriptionKey: `catalogue.${string}Description`
  category: GameCategory
  difficulty: GameDifficulty
  icon: GameIconName
  color: GameColor
  isPlayable: boolean
}

export const GAME_CATALOGUE = [
  {
    id: 'flower-match',
    titleKey: 'catalogue.flowerMatchTitle',
    descriptionKey: 'catalogue.flowerMatchDescription',
    category: 'memory',
    difficulty: 'Easy',
    icon: 'Flower2',
    color: 'primary',
    isPlayable: true,
  },
  {
    id: 'bee-trivia',
    titleKey: 'catalogue.beeTriviaTitle',
    descriptionKey: 'catalogue.beeTriviaDescription',
    category: 'knowledge',
    difficulty: 'Medium',
    icon: 'Brain',
    color: 'accent',
    isPlayable: true,
  },
  {
    id: 'bee-anatomy',
    titleKey: 'catalogue.beeAnatomyTitle',
    descriptionKey: 'catalogue.beeAnatomyDescription',
    category: 'science',
    difficulty: 'Medium',
    icon: 'Bug',
    color: 'primary',
    isPlayable: false,
  },
  {
    id: 'pollination-quest',
    titleKey: 'catalogue.pollinationQuestTitle',
    descriptionKey: 'catalogue.pollinationQuestDescription',
    category: 'adventure',
    difficulty: 'Easy',
    icon: 'Route',
    color: 'accent',
    isPlayable: true,
  },
  {
    id: 'hive-builder',
    titleKey: 'catalogue.hiveBuilderTitle',
    descriptionKey: 'catalogue.hiveBuilderDescription',
    category: 'building',
    difficulty: 'Hard',
    icon: 'Hexagon',
    color: 'primary',
    isPlayable: false,
  },
  {
    id: 'bee-dance-decoder',
    titleKey: 'catalogue.beeDanceDecoderTitle',
    descriptionKey: 'catalogue.beeDanceDecoderDescription',
    category: 'communication',
    difficulty: 'Hard',
    icon: 'Footprints',
    color: 'accent',
    isPlayable: true,
  },
  {
    id: 'bee-lifecycle-lab',
    titleKey: 'catalogue.beeLifecycleLabTitle',
    descriptionKey: 'catalogue.beeLifecycleLabDescription',
    category: 'lifeCycle',
    difficulty: 'Medium',
    icon: 'FlaskConical',
    color: 'primary',
    isPlayable: true,
  },
  {
    id: 'garden-planner',
    titleKey: 'catalogue.gardenPlannerTitle',
    descriptionKey: 'catalogue.gardenPlannerDescription',
    category: 'gardening',
    difficulty: 'Medium',
    icon: 'Sprout',
    color: 'accent',
    isPlayable: true,
  },
  {
    id: 'species-spotter',
    titleKey: 'catalogue.speciesSpotterTitle',
    descriptionKey: 'catalogue.speciesSpotterDescription',
    category: 'nature',
    difficulty: 'Easy',
    icon: 'Binoculars',
    color: 'primary',
    isPlayable: false,
  },
  {
    id: 'microscopic-bee-world',
    titleKey: 'catalogue.microscopicBeeWorldTitle',
    descriptionKey: 'catalogue.microscopicBeeWorldDescription',
    category: 'discovery',
    difficulty: 'Hard',
    icon: 'Microscope',
    color: 'accent',
    isPlayable: false,
  },
] as const satisfies readonly GameCatalogueEntry[]

export type CatalogueGame = (typeof GAME_CATALOGUE)[number]
export type GameId = CatalogueGame['id']

export function isPlayableGameId(id: string): id is PlayableGameId {
  return (PLAYABLE_GAME_IDS as readonly string[]).includes(id)
}

/** Session state of one game: completed at least once, and the best score so far. */
export interface GameProgress {
  completed: boolean
  bestScore: number
}
export type GameProgressMap = Partial<Record<GameId, GameProgress>>

/**
 * Progress bar value: min(100, best / 150 * 100). The memory game's raw score can pass 150 (a fast win),
 * so its bar simply stays full.
 */
export function gameProgressPercent(bestScore: number): number {
  return Math.max(0, Math.min(100, (bestScore / GAMES.maxScore) * 100))
}

/** A finished game marks the game completed and keeps the higher of the old and new best score. */
export function recordGameResult(progress: GameProgressMap, gameId: GameId, score: number): GameProgressMap {
  const bestScore = Math.max(progress[gameId]?.bestScore ?? 0, score)
  return { ...progress, [gameId]: { completed: true, bestScore } }
}

/** Joins two progress maps (e.g. stored on the server and played in this session), keeping the best of each. */
export function mergeGameProgress(a: GameProgressMap, b: GameProgressMap): GameProgressMap {
  const merged: GameProgressMap = { ...a }
  for (const [id, entry] of Object.entries(b) as Array<[GameId, GameProgress | undefined]>) {
    if (!entry) continue
    const current = merged[id]
    merged[id] = {
      completed: entry.completed || (current?.completed ?? false),
      bestScore: Math.max(entry.bestScore, current?.bestScore ?? 0),
    }
  }
  return merged
}

export interface GameProgressSummary {
  gamesCompleted: number
  playableGames: number
  /** Each game's best score counted up to 150 (the memory game's raw score can pass it), then added up. */
  totalScore: number
  /** 150 for every playable game. */
  maxTotalScore: number
}

/** Figures of the "Your Gaming Progress" card, on the same 0–150 scale per game as the progress bars. */
export function summarizeGameProgress(progress: GameProgressMap): GameProgressSummary {
  const entries = Object.values(progress).filter((entry): entry is GameProgress => entry !== undefined)
  return {
    gamesCompleted: entries.filter((entry) => entry.completed).length,
    playableGames: GAMES.playable,
    totalScore: entries.reduce((sum, entry) => sum + Math.min(GAMES.maxScore, entry.bestScore), 0),
    maxTotalScore: GAMES.playable * GAMES.maxScore,
  }
}
