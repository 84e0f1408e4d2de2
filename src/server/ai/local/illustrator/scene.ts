// The typed description of a garden picture: what the prompt parser produces and the composer draws.
import type { Setting } from './art/settings'
import type { Subject } from './art/subjects'
import type { Relation } from './lexicon'

export const FLOWER_KINDS = ['sunflower', 'rose', 'tulip', 'daisy', 'lavender', 'poppy', 'flower'] as const
export const COLOURS = ['red', 'yellow', 'blue', 'purple', 'pink', 'white', 'orange', 'green'] as const
export const CREATURE_KINDS = ['bee', 'bumblebee', 'butterfly', 'ladybug', 'hummingbird'] as const
export const VEGETABLE_KINDS = ['tomato', 'carrot', 'pumpkin', 'lettuce', 'pea'] as const
export const TREE_KINDS = ['tree', 'apple-tree'] as const
export const TIMES_OF_DAY = ['day', 'sunset', 'night'] as const

export type FlowerKind = (typeof FLOWER_KINDS)[number]
export type Colour = (typeof COLOURS)[number]
export type CreatureKind = (typeof CREATURE_KINDS)[number]
export type VegetableKind = (typeof VEGETABLE_KINDS)[number]
export type TreeKind = (typeof TREE_KINDS)[number]
export type TimeOfDay = (typeof TIMES_OF_DAY)[number]

/** The most of one thing a picture shows, so a counted garden still fits and stays readable. */
export const MAX_COUNT = 12

export interface FlowerSpec {
  kind: FlowerKind
  /** The flower asked for when it is drawn with another's shape ("marigold" in the daisy's shape). */
  name?: string
  /** Its colour when none is asked for. */
  natural?: Colour
  /** Empty means the flower's natural colour (or a cheerful mix for tulips and generic flowers). */
  colours: Colour[]
  count: number
}

export interface CreatureSpec {
  kind: CreatureKind
  /** The kind of bee asked for when it is drawn as another ("mason-bee" as a bee). */
  name?: string
  /** Only butterflies take a colour; empty means a mix. */
  colours: Colour[]
  count: number
}

export interface VegetableSpec {
  kind: VegetableKind
  count: number
}

export interface TreeSpec {
  kind: TreeKind
  count: number
}

/** A thing from the catalogue in things.ts (people, animals, structures, more plants). */
export interface ThingSpec {
  id: string
  count: number
  colours: Colour[]
}

/** "subject relation anchor", by canonical names: "hive under apple-tree". */
export interface SceneRelation {
  subject: string
  relation: Relation
  anchor: string
}

export interface SkySpec {
  time: TimeOfDay
  sun: boolean
  moon: boolean
  /** How many stars; 0 hides them. */
  stars: number
  /** How many clouds; 0 means a clear sky. */
  clouds: number
  rain: boolean
  rainbow: boolean
  snow: boolean
  wind: boolean
  storm: boolean
}

export interface Scene {
  flowers: FlowerSpec[]
  creatures: CreatureSpec[]
  vegetables: VegetableSpec[]
  trees: TreeSpec[]
  things: ThingSpec[]
  setting: Setting
  /** Set when the prompt asks about a fact's subject: the picture is then a close-up of it. */
  subject?: Subject
  relations: SceneRelation[]
  hive: boolean
  pond: boolean
  fence: boolean
  sky: SkySpec
  /** The prompt words (normalised) that shaped the scene, in order. */
  recognised: string[]
  /** Canonical names of what the picture shows, for the caller to report ("bee", "apple-tree", "night"). */
  drawn: string[]
  /** Words of the prompt naming things with no drawing (lower case, accents removed), for "I couldn't draw: …". */
  notDrawn: string[]
  /** True when the garden's plants or creatures were filled in because the prompt named none. */
  usedDefaults: boolean
}
