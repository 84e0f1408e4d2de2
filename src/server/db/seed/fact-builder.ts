// Compact authoring of seed facts: [English, Spanish] pairs instead of nested objects.
import type { FactCategory, SeedFact } from './types'

type Pair = readonly [en: string, es: string]

export function fact(
  id: string,
  category: FactCategory,
  difficulty: SeedFact['difficulty'],
  title: Pair,
  content: Pair,
  funFact?: Pair,
): SeedFact {
  return {
    id,
    category,
    difficulty,
    title: { en: title[0], es: title[1] },
    content: { en: content[0], es: content[1] },
    ...(funFact ? { funFact: { en: funFact[0], es: funFact[1] } } : {}),
  }
}
