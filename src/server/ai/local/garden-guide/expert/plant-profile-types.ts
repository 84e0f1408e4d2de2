// The shape of a compact plant profile: one object per plant, from which the guide composes its answers.

/** Where a fact comes from: an agricultural extension service's guidance, or general horticultural practice. */
export type KnowledgeSource =
  | 'extension-service'
  | 'general-horticulture'
  | 'poison-control'
  | 'pollinator-society'

export type PlantKind = 'vegetable' | 'herb' | 'fruit' | 'flower' | 'native'
export type Sun = 'full' | 'part' | 'shade'
export type WaterNeed = 'low' | 'medium' | 'high'
export type Soil = 'rich' | 'drained' | 'acid' | 'moist'
/**
 * When it goes in, relative to the place's frost dates:
 * warm = after the last frost; cool = a few weeks before the last frost (and again for autumn);
 * hardy = as soon as the soil can be worked; autumn = around the first frost (garlic, broad beans, bulbs);
 * both = early spring or early autumn (strawberries, perennials).
 */
export type Timing = 'warm' | 'cool' | 'hardy' | 'autumn' | 'both'
/** Who must not eat it: '' nobody, 'pets' dogs and cats, 'all' children and pets. */
export type Toxic = '' | 'pets' | 'all'

export interface PlantProfile {
  id: string
  /** English names, singular first; then plural and regional names. */
  en: string[]
  /** Spanish names used in Mexico, Spain and South America, the most common first. */
  es: string[]
  kind: PlantKind
  sun: Sun
  water: WaterNeed
  /** Smallest pot that grows it well, in litres; 0 when it is not a pot plant. */
  potLitres: number
  /** Sowing depth in cm (0 = press on the surface); planting depth for bulbs, cloves and tubers. */
  depthCm: number
  spacingCm: number
  /** Days from sowing or planting to the first harvest (or flowers); 0 when it does not apply. */
  days: number
  timing: Timing
  /** Value to bees: 0 none, 1 some, 2 good, 3 excellent. */
  bees: 0 | 1 | 2 | 3
  toxic: Toxic
  soil: Soil
  companions: string[]
  /** Symptom and pest ids (see plant-doctor.ts) that this plant is known for, most common first. */
  problems: string[]
  source: KnowledgeSource
}
