// How "My garden" looks for a number of plants: older plants grow up (sprout → leaves → tulip → sunflower),
// and the garden itself moves up a level, with bees arriving as it blooms.

const STAGES = ['🌱', '🌿', '🌷', '🌻'] as const
/** Each plant grows one stage for every 3 plants planted after it. */
const PLANTS_PER_STAGE = 3
/** The garden's levels by the number of plants it needs. */
export const GARDEN_LEVELS = [
  { level: 'bare', from: 0 },
  { level: 'sprouting', from: 1 },
  { level: 'growing', from: 5 },
  { level: 'blooming', from: 12 },
  { level: 'buzzing', from: 24 },
] as const
export type GardenLevel = (typeof GARDEN_LEVELS)[number]['level']

export interface GardenPlant {
  emoji: string
  /** 0 (sprout) to 3 (sunflower). */
  stage: number
}

/** The plants shown, oldest first: the oldest are the tallest. */
export function gardenPlants(plants: number, shown: number): GardenPlant[] {
  return Array.from({ length: Math.max(0, Math.min(plants, shown)) }, (_, index) => {
    const stage = Math.min(STAGES.length - 1, Math.floor((plants - 1 - index) / PLANTS_PER_STAGE))
    return { emoji: STAGES[stage] as string, stage }
  })
}

export function gardenLevel(plants: number): GardenLevel {
  let current: GardenLevel = 'bare'
  for (const { level, from } of GARDEN_LEVELS) if (plants >= from) current = level
  return current
}

/** Bees visit once the garden blooms: one bee per 6 plants, at most 5. */
export function gardenBees(plants: number): number {
  return plants >= 12 ? Math.min(5, Math.floor(plants / 6)) : 0
}
