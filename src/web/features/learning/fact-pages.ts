// Pure helpers that split the hub's facts into levels and short pages, so nobody scrolls one endless list.

/** Facts shown per page: three rows of three on a wide screen. */
export const FACTS_PER_PAGE = 9

interface LevelledFact {
  difficulty_level: number
}

/** The levels present in the facts, lowest first. */
export function factLevels(facts: readonly LevelledFact[]): number[] {
  return [...new Set(facts.map((fact) => fact.difficulty_level))].sort((a, b) => a - b)
}

/** Facts of one level, or all of them for null ("All levels"). */
export function filterByLevel<T extends LevelledFact>(facts: readonly T[], level: number | null): T[] {
  return level === null ? [...facts] : facts.filter((fact) => fact.difficulty_level === level)
}

export interface FactPage<T> {
  items: T[]
  /** 1-based, clamped to the pages that exist. */
  page: number
  pageCount: number
}

/** One page of a list; an out-of-range page number shows the nearest page that exists. */
export function pageOf<T>(items: readonly T[], page: number, perPage = FACTS_PER_PAGE): FactPage<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount)
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount }
}
