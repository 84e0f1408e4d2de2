// Works out planting months for a plant in a place from its timing type and the place's frost months.
import type { Language } from '../../../../../shared/constants'
import type { Place } from './places'
import type { PlantProfile } from './plant-profile-types'

const MONTHS: Record<Language, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
}

/** Plants started indoors (or bought as young plants) and planted out, rather than sown where they grow. */
const STARTED_INDOORS = new Set([
  'tomato',
  'cherry-tomato',
  'pepper',
  'chili',
  'eggplant',
  'tomatillo',
  'cape-gooseberry',
  'cabbage',
  'broccoli',
  'cauliflower',
  'brussels-sprouts',
  'celery',
  'leek',
  'petunia',
  'geranium',
])

/**
 * Heat lovers: they stall in cold soil and nights below about 10 °C, so they go out a month after the last frost
 * month (when the soil is warm), and a second, late crop would not ripen before the cold.
 */
const HEAT_LOVERS = new Set(['pepper', 'chili', 'eggplant', 'okra', 'melon', 'watermelon', 'sweet-potato'])

export type WindowKind = 'sow-indoors' | 'plant-out' | 'sow' | 'autumn' | 'rains'

export interface PlantingWindow {
  kind: WindowKind
  months: number[]
}

/** Month m shifted by n, wrapped into 1–12. */
export function shift(month: number, by: number): number {
  return ((((month - 1 + by) % 12) + 12) % 12) + 1
}

const span = (from: number, count: number) => Array.from({ length: count }, (_, i) => shift(from, i))

export function monthName(month: number, language: Language): string {
  return MONTHS[language][month - 1]!
}

export function monthList(months: number[], language: Language): string {
  const names = months.map((month) => monthName(month, language))
  if (names.length <= 1) return names.join('')
  const and = language === 'es' ? ' y ' : ' and '
  return `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`
}

export function plantingWindows(plant: PlantProfile, place: Place): PlantingWindow[] {
  if (place.climate === 'tropical') return [{ kind: 'rains', months: [] }]
  const north = place.hemisphere === 'north'
  const indoors = STARTED_INDOORS.has(plant.id)
  if (place.lastFrost === 0) {
    // Frost-free: warm crops in spring (and a second crop after the summer heat), cool crops in the cool season.
    const spring = north ? 2 : 8
    const autumn = north ? 9 : 3
    switch (plant.timing) {
      case 'warm':
        return [
          { kind: indoors ? 'plant-out' : 'sow', months: span(spring, 3) },
          { kind: 'autumn', months: span(autumn - 1, 2) },
        ]
      case 'cool':
      case 'hardy':
        return [{ kind: 'sow', months: span(autumn + 1, 5) }]
      case 'autumn':
        return [{ kind: 'autumn', months: span(autumn + 1, 2) }]
      case 'both':
        return [
          { kind: 'autumn', months: span(autumn + 1, 2) },
          { kind: 'sow', months: span(spring - 1, 2) },
        ]
    }
  }
  const last = place.lastFrost
  const first = place.firstFrost
  const longSeason = place.climate === 'mild' || place.climate === 'subtropical'
  switch (plant.timing) {
    case 'warm': {
      const windows: PlantingWindow[] = []
      const out = HEAT_LOVERS.has(plant.id) ? shift(last, 1) : last
      if (indoors) windows.push({ kind: 'sow-indoors', months: span(shift(last, -2), 2) })
      windows.push({ kind: indoors ? 'plant-out' : 'sow', months: span(out, 2) })
      if (longSeason && first !== 0 && !HEAT_LOVERS.has(plant.id))
        windows.push({ kind: 'autumn', months: span(shift(first, -4), 2) })
      return windows
    }
    case 'cool':
      return [
        { kind: 'sow', months: span(shift(last, -1), 2) },
        { kind: 'autumn', months: span(shift(first, -3), 2) },
      ]
    case 'hardy':
      return [
        { kind: 'sow', months: span(shift(last, -2), 2) },
        { kind: 'autumn', months: span(shift(first, -2), 1) },
      ]
    case 'autumn':
      return [{ kind: 'autumn', months: span(shift(first, -1), 2) }]
    case 'both':
      return [
        { kind: 'sow', months: span(shift(last, -1), 2) },
        { kind: 'autumn', months: span(shift(first, -2), 2) },
      ]
  }
}
