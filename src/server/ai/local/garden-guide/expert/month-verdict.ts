// "Can I plant lettuce in October in Texas?", "is it too late for tomatoes in July?", "¿todavía puedo sembrar
// lechuga en mayo?": a plain verdict on the month asked, from the place's planting windows, before the month table.
import type { Language } from '../../../../../shared/constants'
import { placeName, plantName } from './compose-expert'
import type { Place } from './places'
import type { PlantProfile } from './plant-profile-types'
import { monthName, plantingWindows, shift } from './planting-calendar'

const MONTH_WORDS: [RegExp, number][] = [
  [/ (?:january|jan|enero) /, 1],
  [/ (?:february|feb|febrero) /, 2],
  [/ (?:march|marzo) /, 3],
  [/ (?:april|abril) /, 4],
  [/ (?:june|junio) /, 6],
  [/ (?:july|julio) /, 7],
  [/ (?:august|agosto) /, 8],
  [/ (?:september|sept|septiembre|setiembre) /, 9],
  [/ (?:october|oct|octubre) /, 10],
  [/ (?:november|nov|noviembre) /, 11],
  [/ (?:december|dec|diciembre) /, 12],
  // "May" is also "may I…": only after "in", "en", "during", "by" or "late/early".
  [/ (?:(?:in|en|during|by|late|early|mid|de|por) may|mayo) /, 5],
]

/** The month a planting question names, if one (folded text, padded with spaces). */
export function askedMonth(folded: string): number | undefined {
  return MONTH_WORDS.find(([pattern]) => pattern.test(folded))?.[1]
}

// Planted as cloves or bulbs in autumn, which root in cold soil: late planting works while the ground can be dug.
const UNTIL_THE_GROUND_FREEZES = new Set([
  'garlic',
  'tulip',
  'daffodil',
  'crocus',
  'snowdrop',
  'hyacinth',
  'lily',
  'lily-of-the-valley',
])

const L = (language: Language, en: string, es: string) => (language === 'es' ? es : en)
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** One sentence: yes, indoors first, or outside the usual months; undefined when the place plants all year. */
export function monthVerdict(
  plant: PlantProfile,
  place: Place,
  month: number,
  language: Language,
): string | undefined {
  const windows = plantingWindows(plant, place)
  if (windows.some((window) => window.kind === 'rains')) return undefined
  const name = plantName(plant, language)
  const where = placeName(place, language)
  const Month = capitalize(monthName(month, language))
  if (windows.some((window) => window.kind !== 'sow-indoors' && window.months.includes(month)))
    return L(
      language,
      `Yes: ${Month} is a good month to plant ${name} in ${where}.`,
      `Sí: ${monthName(month, language)} es buen mes para plantar ${name} en ${where}.`,
    )
  if (windows.some((window) => window.kind === 'sow-indoors' && window.months.includes(month)))
    return L(
      language,
      `In ${Month}, start ${name} from seed indoors in ${where}; they go outside later.`,
      `En ${monthName(month, language)}, siembra ${name} en semillero bajo techo en ${where}; se trasplantan afuera más tarde.`,
    )
  const outdoors = windows.filter((window) => window.kind !== 'sow-indoors' && window.months.length > 0)
  // Garlic cloves and spring bulbs go in until the ground freezes, weeks after the first frost: the month after their
  // autumn window is still a yes, with the condition (extension-service bulb and garlic guides).
  if (
    UNTIL_THE_GROUND_FREEZES.has(plant.id) &&
    place.lastFrost !== 0 &&
    windows.some((window) => window.kind === 'autumn' && shift(window.months.at(-1)!, 1) === month)
  )
    return L(
      language,
      `Yes, you can still plant ${name} in ${Month} in ${where}, as long as the ground is not frozen yet: plant them as soon as you can and cover the bed with a thick mulch of straw or leaves.`,
      `Sí, todavía puedes plantar ${name} en ${monthName(month, language)} en ${where}, mientras la tierra no esté helada: plántalos cuanto antes y cubre el bancal con un buen acolchado de paja u hojas.`,
    )
  if (outdoors.some((window) => shift(window.months.at(-1)!, 1) === month))
    return L(
      language,
      `${Month} is a little late for ${name} in ${where}: the usual months are earlier, so plant as soon as you can, or wait for the next window.`,
      `${Month} ya es un poco tarde para ${name} en ${where}: los meses habituales son antes, así que planta cuanto antes o espera a la próxima época.`,
    )
  if (outdoors.some((window) => shift(window.months[0]!, -1) === month))
    return L(
      language,
      `${Month} is a little early for ${name} in ${where}: wait a few weeks, or protect them from the cold.`,
      `${Month} es un poco pronto para ${name} en ${where}: espera unas semanas o protege las plantas del frío.`,
    )
  return L(
    language,
    `${Month} is outside the usual planting time for ${name} in ${where}.`,
    `${Month} no es la época habitual para plantar ${name} en ${where}.`,
  )
}
