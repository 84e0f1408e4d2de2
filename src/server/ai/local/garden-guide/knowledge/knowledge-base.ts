// Mochi's whole garden book: our written entries plus the seeded bee facts, in one list with an id lookup.
import { ACTIVITY_ENTRIES } from './activities'
import { BEE_FACT_ENTRIES } from './bee-fact-entries'
import type { KnowledgeEntry, KnowledgeEntryInput } from './knowledge-types'
import { PEST_ENTRIES } from './pests'
import { FLOWER_AND_HERB_ENTRIES } from './plants-flowers-herbs'
import { GROWING_BASICS_ENTRIES } from './plants-growing-basics'
import { VEGETABLE_ENTRIES } from './plants-vegetables'
import { POLLINATOR_ENTRIES } from './pollinators'
import { SAFETY_ENTRIES } from './safety'
import { SEASON_ENTRIES } from './seasons'
import { SOIL_ENTRIES } from './soil'
import { WATER_ENTRIES } from './water'

const WRITTEN_ENTRIES: KnowledgeEntryInput[] = [
  ...VEGETABLE_ENTRIES,
  ...FLOWER_AND_HERB_ENTRIES,
  ...GROWING_BASICS_ENTRIES,
  ...SEASON_ENTRIES,
  ...POLLINATOR_ENTRIES,
  ...PEST_ENTRIES,
  ...SOIL_ENTRIES,
  ...WATER_ENTRIES,
  ...SAFETY_ENTRIES,
  ...ACTIVITY_ENTRIES,
]

// Titles that read well as an opening exclamation, like "Bees have five eyes!".
const HEADLINE_IDS = new Set([
  'honeybee-five-eyes',
  'bee-three-body-parts',
  'drones-have-no-stinger',
  'only-females-sting',
  'drones-have-no-father',
  'honey-keeps-for-ages',
  'royal-jelly',
  'hive-temperature',
  'pollen-goes-for-a-ride',
  'bees-help-grow-food',
  'apple-cross-pollination',
  'most-bees-are-solitary',
  'mason-bees',
  'honeybees-came-to-the-americas',
  'a-seed-wakes-up',
  'earthworms-help',
  'no-honey-for-babies',
  'twenty-thousand-bee-species',
  'water-in-the-morning',
  'stay-calm-near-bees',
  'grow-native-plants',
  'avoid-pesticides',
  'leave-bare-ground',
  'leave-stems-and-leaves',
  'flowers-all-season',
  'ladybirds-eat-aphids',
  'most-bugs-are-good',
  'spiders-are-friends',
  'wasps-are-helpers',
  'bats-pollinate',
  'soil-is-alive',
  'beans-feed-the-soil',
  'monarchs-and-milkweed',
  'grow-sweet-peas-flowers',
  'never-eat-wild-mushrooms',
  'water-the-roots',
  'pots-need-drainage-holes',
  'wash-hands-after-gardening',
  'single-flowers-for-bees',
  'wait-before-spring-cleanup',
  'autumn-leaves-leaf-mould',
])

function withHeadline(entry: KnowledgeEntry): KnowledgeEntry {
  return HEADLINE_IDS.has(entry.id) ? { ...entry, titleIsHeadline: true } : entry
}

/** Entries written for the garden guide (not the seeded bee facts). */
export const GARDEN_GUIDE_ENTRIES: KnowledgeEntry[] = WRITTEN_ENTRIES.map((entry) =>
  withHeadline({ ...entry, source: 'garden-guide' }),
)

export const KNOWLEDGE_BASE: KnowledgeEntry[] = [
  ...GARDEN_GUIDE_ENTRIES,
  ...BEE_FACT_ENTRIES.map(withHeadline),
]

const BY_ID = new Map(KNOWLEDGE_BASE.map((entry) => [entry.id, entry]))

export function getKnowledgeEntry(id: string): KnowledgeEntry | undefined {
  return BY_ID.get(id)
}
