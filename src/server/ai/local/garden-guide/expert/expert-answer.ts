// The garden expert: understands a question in the light of the conversation and composes an answer, or passes.
import type { Language } from '../../../../../shared/constants'
import {
  composeAskPlace,
  composeBeeValue,
  composeDoctor,
  composeGeneralWatering,
  composeGenericTiming,
  composeGrow,
  composeLastFrost,
  composePlaceOverview,
  composePot,
  composeSafety,
  composeSoil,
  composeToxic,
  composeWatering,
  composeWhenToPlant,
  type ExpertReply,
  type Season,
} from './compose-expert'
import { composeCompanions, composeHarvest, composeSpacing } from './compose-profile-details'
import { composeCompostable } from './compostable'
import { findFittingFact, fits } from './fitting-fact'
import { composeKidActivities } from './kid-activities'
import type { Place } from './places'
import { findTopicFact } from './topic-facts'
import { type ExpertIntent, type Understanding, understand } from './understand'

export interface ConversationTurn {
  role: 'user' | 'assistant'
  text: string
}

export interface ExpertAnswer extends ExpertReply {
  intent: ExpertIntent
  /** The place this answer used or still needs, so callers can remember it. */
  place?: Place
  /**
   * The question is understood (a plant problem) but the knowledge has nothing that fits what was described:
   * the caller says "I don't know that one yet" instead of a neighbouring answer.
   */
  dontKnow?: boolean
}

// The question Mochi asks for a place; found again in the history so it is asked only once.
export const ASK_PLACE_MARKERS = [
  'Which state, region or country are you in?',
  '¿En qué estado, región o país estás?',
]

const SEASONS: [RegExp, Season][] = [
  [/ (?:winter|invierno) /, 'winter'],
  [/ (?:summer|verano|hot|heat|calor) /, 'summer'],
  [/ (?:spring|primavera) /, 'spring'],
  [/ (?:autumn|fall|otono) /, 'autumn'],
]

function seasonOf(folded: string): Season | undefined {
  return SEASONS.find(([pattern]) => pattern.test(folded))?.[1]
}

const POTS =
  / (?:pots?|containers?|balcony|planters?|hanging baskets?|macetas?|maceteros?|tiestos?|balcon|colgantes?) /

/** Fills what the question leaves out from earlier user turns: the place anywhere before, intent and plant for follow-ups. */
function withContext(
  current: Understanding,
  history: readonly ConversationTurn[],
  homePlace: Place | undefined,
): Understanding & { placeFromProfile: boolean } {
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .map((turn) => understand(turn.text))
    .reverse()
  // This message's place, then one named earlier in the conversation, then the signed-in family's profile place.
  const spoken = current.place ?? earlier.find((u) => u.place)?.place
  const place = spoken ?? homePlace
  let { intent, plants, symptom, safety } = current
  const previous = earlier.find((u) => u.intent !== undefined)
  const answersOurQuestion =
    !intent &&
    current.place &&
    history.at(-1)?.role === 'assistant' &&
    ASK_PLACE_MARKERS.some((m) => history.at(-1)!.text.includes(m))
  if (previous && !intent && (current.followUp || answersOurQuestion)) {
    intent = previous.intent
    if (plants.length === 0) plants = previous.plants
    symptom = symptom ?? previous.symptom
    safety = safety ?? previous.safety
  }
  return { ...current, intent, plants, place, symptom, safety, placeFromProfile: !spoken && Boolean(place) }
}

export function expertAnswer(
  question: string,
  language: Language,
  history: readonly ConversationTurn[] = [],
  homePlace?: Place,
): ExpertAnswer | undefined {
  const u = withContext(understand(question), history, homePlace)
  const [plant] = u.plants
  const done = (
    reply: ExpertReply | undefined,
    intent: ExpertIntent,
    place?: Place,
  ): ExpertAnswer | undefined => (reply ? { ...reply, intent, place } : undefined)
  switch (u.intent) {
    case 'safety': {
      if (!u.safety) return undefined
      const reply = composeSafety(u.safety, language)
      // "My son ate a daffodil bulb": the first-aid steps, then what the plant profile says about that plant.
      if (u.safety.id === 'ate-berry' && plant) {
        const toxic = composeToxic(plant, language)
        reply.sentences.splice(1, 0, toxic.sentences[0]!)
        reply.citations.push(...toxic.citations)
      }
      return done(reply, 'safety')
    }
    case 'toxic':
      return plant ? done(composeToxic(plant, language), 'toxic') : undefined
    case 'last_frost':
      if (u.place) return done(composeLastFrost(u.place, language), 'last_frost', u.place)
      return alreadyAsked(history) ? undefined : done(composeAskPlace(undefined, language), 'last_frost')
    case 'when_to_plant':
      if (!plant)
        return u.place ? done(composePlaceOverview(u.place, language), 'last_frost', u.place) : undefined
      if (u.place) return done(composeWhenToPlant(plant, u.place, language), 'when_to_plant', u.place)
      // "Can I plant garlic in spring?" asks about a season, which the plant's timing answers anywhere.
      return done(
        alreadyAsked(history) || seasonOf(u.folded)
          ? composeGenericTiming(plant, language)
          : composeAskPlace(plant, language),
        'when_to_plant',
      )
    case 'doctor':
      if (!u.symptom) return { sentences: [], citations: [], intent: 'doctor', dontKnow: true }
      return done(composeDoctor(u.symptom, plant, language), 'doctor')
    case 'watering':
      if (plant)
        return done(
          composeWatering(plant, language, { pots: POTS.test(u.folded), season: seasonOf(u.folded) }),
          'watering',
        )
      return done(composeGeneralWatering(u.folded, language) ?? wateringFact(u.folded, language), 'watering')
    case 'pot':
      return plant ? done(composePot(plant, language), 'pot') : undefined
    case 'bees_value':
      return plant ? done(composeBeeValue(plant, language), 'bees_value') : undefined
    case 'grow':
      return plant ? done(composeGrow(plant, language), 'grow') : undefined
    case 'soil':
      return plant ? done(composeSoil(plant, language), 'soil') : undefined
    case 'spacing':
      return plant ? done(composeSpacing(plant, language), 'spacing') : undefined
    case 'harvest':
      return plant ? done(composeHarvest(plant, language), 'harvest') : undefined
    case 'companions':
      return plant
        ? done(composeCompanions(plant, language) ?? composeGrow(plant, language), 'companions')
        : undefined
    default: {
      // A place on its own ("and in Spain?", "Ohio") with nothing to follow up: what goes in there, and when.
      if (u.place && !u.placeFromProfile && u.followUp)
        return done(composePlaceOverview(u.place, language), 'last_frost', u.place)
      const activities = composeKidActivities(u.folded, language, u.place?.hemisphere)
      if (activities) return done(activities, 'topic')
      const compost = composeCompostable(u.folded, language)
      // A verdict that misses the question ("onion peels in the worm bin") leaves it to the facts.
      if (compost && fits(question, language, compost, u.matched)) return done(compost, 'topic')
      const fact = findFittingFact(question, u.folded, language)
      if (!fact) return undefined
      return done(
        {
          sentences: [...fact.facts[language]],
          citations: [{ id: `fact-${fact.id}`, title: fact.title[language] }],
        },
        'topic',
      )
    }
  }
}

/** A watering question about a group of plants or a time of day that has its own fact (cacti, midday). */
function wateringFact(folded: string, language: Language): ExpertReply | undefined {
  const fact = findTopicFact(folded)
  if (fact?.topic !== 'watering') return undefined
  return {
    sentences: [...fact.facts[language]],
    citations: [{ id: `fact-${fact.id}`, title: fact.title[language] }],
  }
}

function alreadyAsked(history: readonly ConversationTurn[]): boolean {
  return history.some(
    (turn) => turn.role === 'assistant' && ASK_PLACE_MARKERS.some((m) => turn.text.includes(m)),
  )
}
