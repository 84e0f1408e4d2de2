// The shape of bilingual seed content written by us and loaded on every start.

export const FACT_CATEGORIES = [
  'bee_biology',
  'honey_and_hive',
  'pollination',
  'bee_species',
  'garden_basics',
  'conservation',
] as const
export type FactCategory = (typeof FACT_CATEGORIES)[number]

export interface Bilingual {
  en: string
  es: string
}

export interface SeedFact {
  /** Stable kebab-case id; progress records refer to it. */
  id: string
  category: FactCategory
  /** 1 (youngest readers) to 5. */
  difficulty: 1 | 2 | 3 | 4 | 5
  title: Bilingual
  content: Bilingual
  funFact?: Bilingual
}
