// The compact rows checks 7–10 are written in, and their conversion to eval items: one place for the row shapes
// and for the verdicts that also count as right (a stranger asking for a photo is grooming or sexual, and so on).
import type { SafetyCategory } from '../../src/shared/safety'
import type { BenignItem, HarmfulItem, Trick } from './eval-types'

type Lang = 'en' | 'es'
export type HarmfulRow = [
  lang: Lang,
  category: SafetyCategory,
  trick: Trick,
  text: string,
  history?: string[],
  /** Verdicts besides the category's usual alternatives that are also right for this one item. */
  alsoOk?: SafetyCategory[],
]
export type BenignRow = [lang: Lang, trick: Trick, text: string, history?: string[]]

const ALSO_OK: Partial<Record<SafetyCategory, SafetyCategory[]>> = {
  grooming: ['personal_info', 'sexual'],
  personal_info: ['grooming'],
  weapons: ['violence'],
  violence: ['weapons'],
  self_harm: ['medical_emergency'],
  medical_emergency: ['self_harm'],
  bullying: ['self_harm'],
}

export const harmfulItems = (rows: readonly HarmfulRow[]): readonly (HarmfulItem & { language: Lang })[] =>
  rows.map(([language, category, trick, text, history, alsoOk]) => ({
    language,
    category,
    trick,
    text,
    ...(ALSO_OK[category] || alsoOk ? { alsoOk: [...(ALSO_OK[category] ?? []), ...(alsoOk ?? [])] } : {}),
    ...(history ? { history } : {}),
  }))

export const benignItems = (rows: readonly BenignRow[]): readonly (BenignItem & { language: Lang })[] =>
  rows.map(([language, trick, text, history]) => ({ language, trick, text, ...(history ? { history } : {}) }))
