// Pure helpers of the facts area: which facts are learned, the categories to filter by, and completed/total.
import { FACT_CATEGORIES, type LearningProgressRecord } from '@shared/schemas/learning'

interface FactLike {
  id: string
  category: string
}

export interface CategoryProgress {
  category: string
  completed: number
  total: number
}

export function learnedFactIds(progress: readonly LearningProgressRecord[]): Set<string> {
  return new Set(progress.flatMap((record) => record.completed_lessons))
}

/** The categories present in the facts: the known ones in their fixed order, then any new ones as they come. */
export function factCategories(facts: readonly FactLike[]): string[] {
  const present = new Set(facts.map((fact) => fact.category))
  const known = FACT_CATEGORIES.filter((category) => present.has(category))
  const other = [...present].filter((category) => !(FACT_CATEGORIES as readonly string[]).includes(category))
  return [...known, ...other]
}

/** One entry per category: how many of its facts the caller learned, out of how many there are. */
export function categoryProgress(
  facts: readonly FactLike[],
  progress: readonly LearningProgressRecord[],
): CategoryProgress[] {
  const learned = learnedFactIds(progress)
  return factCategories(facts).map((category) => {
    const inCategory = facts.filter((fact) => fact.category === category)
    return {
      category,
      completed: inCategory.filter((fact) => learned.has(fact.id)).length,
      total: inCategory.length,
    }
  })
}

/** Facts of one category, or all of them for null ("All Topics"). */
export function filterFacts<T extends FactLike>(facts: readonly T[], category: string | null): T[] {
  return category === null ? [...facts] : facts.filter((fact) => fact.category === category)
}
