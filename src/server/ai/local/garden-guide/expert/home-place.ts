// Where a family gardens: found when they say so ("we live in Ohio", "vivo en Jalisco") or answer Mochi's
// question about it, looked up by id for a signed-in family's profile, and listed for the profile page.
import type { Language } from '../../../../../shared/constants'
import { ASK_PLACE_MARKERS } from './expert-answer'
import { normalize } from './find-terms'
import { PLACES, type Place } from './places'
import { understand } from './understand'

const PLACE_BY_ID = new Map(PLACES.map((place) => [place.id, place]))

/** Words that say "this is where we live or garden", not "what about this other place". */
const HOME_CUE =
  /(?:^| )(?:i|we|my family|our family) (?:live|garden|grow \w+|are|am) (?:\w+ )?in(?= )|(?:^| )(?:im|i m|were|we re|iam) (?:\w+ )?in(?= )|(?:^| )(?:here|over here) in(?= )|(?:^| )(?:i m|im|i am|we are|were|we re) from(?= )|(?:^| )(?:my|our) (?:garden|yard|backyard|home|house|allotment) (?:is )?in(?= )|(?:^| )(?:vivo|vivimos|estoy|estamos|soy de|somos de|aqui en|aca en)(?= )|(?:^| )(?:mi|nuestro) (?:jardin|huerto|huerta|casa|patio) (?:esta )?en(?= )/

export function findPlaceById(id: string | null | undefined): Place | undefined {
  return id ? PLACE_BY_ID.get(id) : undefined
}

export function isKnownPlaceId(id: string): boolean {
  return PLACE_BY_ID.has(id)
}

/**
 * The place the family just said they live in, or gave in answer to Mochi's "which state, region or country
 * are you in?"; undefined when the message names no place or names one only to ask about it ("and in Spain?").
 */
export function statedHomePlace(
  question: string,
  history: readonly { role: 'user' | 'assistant'; text: string }[] = [],
): Place | undefined {
  const { place } = understand(question)
  if (!place) return undefined
  if (HOME_CUE.test(` ${normalize(question)} `)) return place
  const previous = history.at(-1)
  const answersOurQuestion =
    previous?.role === 'assistant' && ASK_PLACE_MARKERS.some((marker) => previous.text.includes(marker))
  return answersOurQuestion ? place : undefined
}

/** Every known place with its display name in one language, sorted by that name, for the profile page. */
export function placeChoices(language: Language): { id: string; name: string }[] {
  const collator = new Intl.Collator(language)
  return PLACES.map((place) => ({ id: place.id, name: place[language][0]! })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
}
