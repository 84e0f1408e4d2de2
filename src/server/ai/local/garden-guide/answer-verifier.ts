// The answer verifier: a composed answer is presented only when it carries what the question asks for.
import type { Language } from '../../../../shared/constants'
import type { Citation } from '../../../../shared/schemas/chat'
import {
  ANSWER_SLOTS,
  CREATURES,
  LEAF_WORDS,
  NOT_A_SUBJECT,
  PLANT_PARTS,
  SAFETY_SUBJECT,
  SYMPTOM_COLOURS,
} from './answer-slots'
import { buildIndex, findAll, normalize } from './expert/find-terms'
import type { PlantProfile } from './expert/plant-profile-types'
import { PLANT_PROFILES } from './expert/plant-profiles'
import { type Understanding, understand } from './expert/understand'

export interface Verdict {
  ok: boolean
  /** What the answer fails to carry: a question kind ("how-often", "why"), "plant", "part", "colour" or "subject". */
  missing?: string
}

const padded = (text: string) => ` ${normalize(text)} `

/** The kinds of question a family message asks ("how-often", "why", …), from the slot table. */
export function questionKinds(question: string, language: Language): string[] {
  const text = padded(question)
  return ANSWER_SLOTS.filter(
    (slot) => slot.asks[language].test(text) && !slot.unless?.[language].test(text),
  ).map((slot) => slot.kind)
}

// The plants an answer's text names, by their exact names (no typo reading: the knowledge is spelt right).
let plantIndex: ReturnType<typeof buildIndex<PlantProfile>> | undefined
function plantsNamedIn(text: string): PlantProfile[] {
  plantIndex ??= buildIndex(
    PLANT_PROFILES.map((plant) => ({ item: plant, names: [...plant.en, ...plant.es] })),
  )
  return findAll(plantIndex, text, () => true)
}

/** The first two sentences of an answer, where it says what it is about (after a greeting, if any). */
function openingOf(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .slice(0, 2)
    .join(' ')
}

// Containers a family can describe holes or marks on: with no plant named, a leaf diagnosis is about something else.
const CONTAINERS =
  / (?:pots?|planters?|containers?|trays?|buckets?|tubs?|macetas?|maceteros?|tiestos?|jardineras?|bandejas?|baldes?|cubos?|contenedores?) /

// Words that put a plant or a creature in the container ("something is eating the plants in my pots").
const SOMETHING_LIVING =
  / (?:plants?|plantas?|plantitas?|seedlings?|herbs?|flowers?|flores|eat\w*|ate|chew\w*|bugs?|insects?|com(?:e|en|iendo|ido)|bichos?|insectos?) /

// Watering at a time of day ("¿regar de noche pudre las plantas?"): a question about the routine, which a diagnosis
// of one part (rotten fruit with grey fuzz) does not answer when no plant or part is described.
const WATERING_TIME =
  / (?:water\w*|regar|riego|riegas?|riegan?|regando) (?:\w+ ){0,2}(?:at night|in the evening|at midday|at noon|de noche|por la noche|en la noche|al atardecer|a mediodia|al mediodia) /

// The relevance gate verifies many candidate answers to one question: its reading is kept for the next call.
let lastReading: { question: string; reading: Understanding } | undefined
function readingOf(question: string): Understanding {
  if (lastReading?.question !== question) lastReading = { question, reading: understand(question) }
  return lastReading.reading
}

/**
 * An answer built from plant profiles is about the plants it cites: when none of them is a plant the family named,
 * it answers for another plant ("peaches" asked, "lettuce" answered). Pest and topic answers cite no profile.
 */
function aboutAnotherPlant(asked: readonly PlantProfile[], citations: readonly Citation[]): boolean {
  const cited = citations
    .filter((citation) => citation.id.startsWith('plant-'))
    .map((citation) => citation.id)
  return asked.length > 0 && cited.length > 0 && !asked.some((plant) => cited.includes(`plant-${plant.id}`))
}

/**
 * The answer without the creatures the question names: "what eats aphids" is carried by ladybirds, not by an answer
 * that speaks only of aphids.
 */
function withoutAskedCreatures(asked: string, said: string): string {
  const named = asked
    .trim()
    .split(' ')
    .filter((word) => CREATURES.en.test(` ${word} `) || CREATURES.es.test(` ${word} `))
  return named
    .flatMap((word) => [word, word.replace(/e?s$/, '')])
    .reduce((text, word) => text.replaceAll(new RegExp(` ${word}(?:e?s)? `, 'g'), '  '), said)
}

/**
 * Checks one answer against its question: every kind of question read in it (when, how often, how far apart, why,
 * which plants for bees…) must be carried by the answer's own words; every plant the family named must be named by
 * the answer or its sources; a colour they describe on a plant must be spoken to by a diagnosis.
 */
export function verifyAnswer(
  question: string,
  language: Language,
  reply: { text: string; citations: readonly Citation[] },
): Verdict {
  const asked = padded(question)
  const said = padded(reply.text)
  const titled = `${said}${normalize(reply.citations.map((citation) => citation.title).join(' '))} `
  for (const slot of ANSWER_SLOTS) {
    if (!slot.asks[language].test(asked) || slot.unless?.[language].test(asked)) continue
    const text = slot.kind === 'which-creatures' ? withoutAskedCreatures(asked, said) : said
    if (!slot.shows[language].test(slot.titles ? titled : text)) return { ok: false, missing: slot.kind }
  }
  const colours = LEAF_WORDS.test(asked) ? SYMPTOM_COLOURS.filter((colour) => colour.sees.test(asked)) : []
  const citesAPlant = reply.citations.some((citation) => citation.id.startsWith('plant-'))
  // "Is rue dangerous for kids": the answer (or a source's title) must name rue, by its first letters; an answer
  // from a plant profile is checked against the plant read instead ("laurel de flor" is the oleander).
  const subject = SAFETY_SUBJECT[language].exec(asked)?.[1]
  if (
    subject &&
    !citesAPlant &&
    subject.length >= 4 &&
    !NOT_A_SUBJECT.has(subject) &&
    !titled.includes(` ${subject.slice(0, Math.min(5, subject.length - 1))}`)
  )
    return { ok: false, missing: 'subject' }
  const diagnosis = reply.citations.some((citation) => citation.id.startsWith('doctor-'))
  // A diagnosis is headed by what it diagnoses ("Young fruit falling off on lemons:"): a headline naming only other
  // parts than the one described, whose likeliest cause never speaks of that part, answers another problem.
  if (diagnosis) {
    const headline = padded(reply.text.split(':')[0] ?? '')
    const named = PLANT_PARTS.filter((part) => part.heads.test(headline))
    const described = PLANT_PARTS.filter((part) => part.sees.test(asked))
    const firstCause = padded(reply.text.split(/ 2\. /)[0] ?? '')
    const spoken = (part: (typeof PLANT_PARTS)[number]) => named.includes(part) || part.heads.test(firstCause)
    if (named.length > 0 && described.length > 0 && !described.some(spoken))
      return { ok: false, missing: 'part' }
    // "My pots have no drainage holes": holes (or spots, cracks) in a container named with no plant or plant part
    // are the container's, not a leaf symptom; "does watering at night rot plants" asks about the routine.
    if (
      named.length > 0 &&
      described.length === 0 &&
      ((CONTAINERS.test(asked) && !SOMETHING_LIVING.test(asked)) || WATERING_TIME.test(asked)) &&
      readingOf(question).plants.length === 0
    )
      return { ok: false, missing: 'part' }
  }
  // An answer that opens on a list of other plants, none of them one the family asked about, is about those plants
  // ("how do I save tomato seeds" answered with "beans, peas and sunflowers make seeds that are easy to save").
  // One plant name alone may be a verb or an example ("squash the aphids"), so it takes two; a question about a
  // creature (bees, aphids) names its plant as context.
  const opening = citesAPlant || CREATURES[language].test(asked) ? [] : plantsNamedIn(openingOf(reply.text))
  // The question is read only when one of the checks below needs it: the gate verifies every candidate fact.
  if (!citesAPlant && colours.length === 0 && opening.length < 2) return { ok: true }
  const reading = readingOf(question)
  if (aboutAnotherPlant(reading.plants, reply.citations)) return { ok: false, missing: 'plant' }
  if (
    reading.plants.length > 0 &&
    opening.length >= 2 &&
    !opening.some((plant) => reading.plants.includes(plant))
  )
    return { ok: false, missing: 'plant' }
  if (colours.length > 0 && (reading.problem || reading.intent === 'doctor' || diagnosis)) {
    const plantless = reading.plants
      .flatMap((plant) => [...plant.en, ...plant.es].map(normalize))
      .reduce((text, name) => text.replaceAll(` ${name} `, ' '), asked)
    for (const colour of SYMPTOM_COLOURS)
      if (colour.sees.test(plantless) && !colour.shows.test(said)) return { ok: false, missing: 'colour' }
  }
  return { ok: true }
}
