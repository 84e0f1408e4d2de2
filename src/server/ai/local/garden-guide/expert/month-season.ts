// A month named in a question read as the season it falls in ("bee flowers for February" is late winter, "watering
// in July" is summer), for the hemisphere of the family's place, or the northern one when no place is known.
import type { Season } from './compose-expert'
import { askedMonth } from './month-verdict'

// Northern-hemisphere season of each month (1-12), with the cue words the topic facts use for it.
const SEASON_OF_MONTH: Season[] = [
  'winter',
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
]
const SEASON_WORDS: Record<Season, string> = {
  winter: 'winter invierno',
  spring: 'spring primavera',
  summer: 'summer verano',
  autumn: 'autumn fall otono',
}

export interface MonthSeason {
  month: number
  season: Season
  /** Cue words for the season, with the turn of the season for its edge months ("late winter", "early spring"). */
  words: string
}

/** The season month (1-12) falls in, in the hemisphere given: the southern one's are six months on. */
export function seasonOfMonth(month: number, hemisphere: 'north' | 'south' = 'north'): Season {
  return SEASON_OF_MONTH[hemisphere === 'south' ? ((month + 5) % 12) + 1 : month]!
}

/** The season of the month the folded question names, or undefined when it names none. */
export function monthSeason(
  folded: string,
  hemisphere: 'north' | 'south' = 'north',
): MonthSeason | undefined {
  const month = askedMonth(folded)
  if (!month) return undefined
  // The southern hemisphere's seasons are six months on from the northern ones.
  const northern = hemisphere === 'south' ? ((month + 5) % 12) + 1 : month
  const season = SEASON_OF_MONTH[northern]!
  const edge =
    northern === 2
      ? ' late winter final del invierno'
      : northern === 3
        ? ' early spring principios de primavera'
        : ''
  return { month, season, words: `${SEASON_WORDS[season]}${edge}` }
}
