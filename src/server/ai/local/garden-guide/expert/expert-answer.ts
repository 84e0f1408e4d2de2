// The garden expert: understands a question in the light of the conversation and composes an answer, or passes.
import type { Language } from '../../../../../shared/constants'
import { ASKS_OVERWATER } from '../answer-slots'
import { checkRelevance } from '../relevance-gate'
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
  isNewTree,
  plantCitation,
  plantName,
  type Season,
} from './compose-expert'
import { composeCompanions, composeHarvest, composeSpacing } from './compose-profile-details'
import { composeSun } from './compose-sun'
import { composeCompostLists } from './compost-lists'
import { composeCompostable } from './compostable'
import { withCueWords } from './family-phrasings'
import { normalize } from './find-terms'
import { findFittingFact, fits } from './fitting-fact'
import { composeGermination } from './germination'
import { composeKidActivities } from './kid-activities'
import { monthSeason } from './month-season'
import { askedMonth, monthVerdict } from './month-verdict'
import type { Place } from './places'
import type { PlantProfile } from './plant-profile-types'
import { composePollinationNeed } from './pollination-need'
import { findTopicFact } from './topic-facts'
import {
  asksAboutPollinators,
  asksHowToTell,
  type ExpertIntent,
  NO_BEES,
  settingWords,
  type Understanding,
  understand,
} from './understand'

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

// "Flowers fall off" and "leaves fall over" are not autumn.
const NOT_A_SEASON = / fall(?:s|ing)? (?=off |over |down |apart |out |from |of )/g

function namedSeason(folded: string): Season | undefined {
  const text = folded.replace(NOT_A_SEASON, ' ')
  return SEASONS.find(([pattern]) => pattern.test(text))?.[1]
}

function seasonOf(folded: string, place?: Place): Season | undefined {
  const named = namedSeason(folded)
  if (named) return named
  const text = folded.replace(NOT_A_SEASON, ' ')
  // Any month is a season: "how often do I water lettuce in February" is winter in the north, summer in Argentina.
  return monthSeason(text, place?.hemisphere)?.season
}

const FOR_POLLINATORS =
  / (?:bees?|bumble ?bees?|pollinators?|butterfl\w*|hummingbirds?|abejas?|abejorros?|polinizador\w*|mariposas?|colibries?|picaflores?) /

const WOODY = / (?:trees?|shrubs?|bush\w*|hedges?|arbol\w*|arbust\w*|frutal\w*|setos?) /
const SEEDLINGS =
  / (?:seedlings?|baby plants|sprouts|plantines|plantulas|plantitas|almacigos?|almacigas?|semilleros?) /
const JUST_PLANTED =
  / (?:newly|just|recently) (?:planted|transplanted|set out|put in)|new (?:transplants|plants)|(?:recien|acab\w* de) (?:plantad\w*|trasplantad\w*|plantar|trasplantar|puest[oa]s) /
const SEEDLING_WATER: [string, string] = [
  'Seedlings first: keep their soil evenly moist but not soggy, checking every day and watering gently (from below or with a fine spray) when the surface starts to dry.',
  'Primero los plantines: mantén su tierra húmeda pero sin encharcar, revisa cada día y riega con suavidad (desde abajo o con un pulverizador) cuando la superficie empiece a secarse.',
]
const NEW_PLANT_WATER: [string, string] = [
  'Just planted: water well straight after planting, then keep the soil moist, checking every day, for the first week or two while the roots settle; after that, follow the routine below.',
  'Recién plantadas: riega bien justo al plantar y luego mantén la tierra húmeda, revisando cada día, durante la primera o las dos primeras semanas mientras arraigan; después, sigue esta rutina.',
]

// Asking whether a plant is thirsty at all, not how often: "do peppers need a lot of water", "¿necesita mucha agua?".
const HOW_MUCH_WATER =
  / (?:(?:a lot of|lots of|much|so much|plenty of|little|a little) water|thirsty|drink a lot|(?:mucha|tanta|bastante|harta|poca|poquita) agua|(?:mucho|poco) riego) /

const POTS =
  / (?:pots?|containers?|balcony|planters?|hanging baskets?|buckets?|tubs?|macetas?|maceteros?|maceton\w*|tiestos?|balcon|colgantes?|baldes?|cubos?) /

// Asking whether the leaves may get wet when watering: "should I wet the leaves", "¿se pueden mojar las hojas?".
const WET_LEAVES =
  / (?:wet(?:ting)? (?:the |its |their )?(?:leaves|foliage)|water (?:over |on )?(?:the |its |their )?(?:leaves|foliage)|(?:mojar|mojo|mojarle|mojarles|mojan|mojamos|moje) (?:\w+ )?(?:las )?hojas|hojas mojadas) /

// A question answered by yes or no ("can I grow…", "¿se puede…?"), not "what size pot…".
const YES_NO =
  /^ (?:(?:hi|hey|so|and|mochi|hola|oye|y) )*(?:can|could|will|would|do|does|is|are|should|se puede\w*|puedo|podemos|puede|pueden|crece\w*|sirve|es|son|van|va) /

// Words that point back to a plant named before: "how often do I water them", "¿cada cuánto los riego?".
const POINTS_BACK =
  / (?:them|it|they|those|these|ones|los|las|lo|la|les|le|ellos|ellas|esos|esas|estos|estas) /
// Intents that are about one plant: a follow-up with one of these and no plant asks about the plant named before.
const PLANT_INTENTS = new Set<ExpertIntent>([
  'watering',
  'germination',
  'sun',
  'spacing',
  'harvest',
  'sun',
  'pot',
  'soil',
  'grow',
  'companions',
  'bees_value',
  'toxic',
  'doctor',
])

/**
 * "How deep?", "¿y cuándo los cosecho?", "how often do I water them": a short or pointing follow-up with no plant is
 * read again with the plant of the latest earlier turn that named one, and kept when that gives a plant question.
 */
function withEarlierPlant(question: string, history: readonly ConversationTurn[]): Understanding {
  const current = understand(question)
  if (current.plants.length > 0) return current
  const words = current.folded.trim().split(' ').length
  if (!(current.followUp || words <= 5 || POINTS_BACK.test(current.folded))) return current
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .map((turn) => understand(turn.text))
    .reverse()
    .find((u) => u.plants.length > 0)
  const plant = earlier?.plants[0]
  if (!plant) return current
  const again = understand(`${question} ${plant.en[0]}`)
  if (!again.intent || !PLANT_INTENTS.has(again.intent) || again.plants[0] !== plant) return current
  // "And in pots?" after a watering answer narrows that answer; it does not ask whether the plant grows in a pot.
  if (
    again.intent === 'pot' &&
    /^(?:and|y|what about|how about|que tal|y que tal)\b/.test(current.folded.trim())
  )
    return current
  // What the family actually wrote stays what the answer is about; the plant comes from the conversation.
  return { ...again, matched: [...current.matched, ...again.matched], followUp: true }
}

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
  const u = withContext(withEarlierPlant(question, history), history, homePlace)
  const [plant] = u.plants
  const done = (
    reply: ExpertReply | undefined,
    intent: ExpertIntent,
    place?: Place,
  ): ExpertAnswer | undefined =>
    reply ? { ...inFamilyWords(reply, plant, u.folded, language), intent, place } : undefined
  switch (u.intent) {
    case 'safety': {
      if (!u.safety) return undefined
      const reply = composeSafety(u.safety, language)
      // "My son ate a daffodil bulb": the first-aid steps, then what the plant profile says about that plant.
      // "¿Pueden mis hijos comer flores de capuchina?": what the profile says about that flower, then the general rule.
      if (u.safety.id === 'edible-flowers' && plant) {
        const toxic = composeToxic(plant, language)
        reply.sentences.unshift(toxic.sentences[0]!)
        reply.citations.push(...toxic.citations)
      }
      if (u.safety.id === 'ate-berry' && plant) {
        const toxic = composeToxic(plant, language)
        reply.sentences.splice(1, 0, toxic.sentences[0]!)
        reply.citations.push(...toxic.citations)
      }
      // A pet that ate a plant needs the vet, not the children's poison line first.
      if (u.safety.id === 'ate-berry' && PET_WORDS.test(u.folded))
        reply.sentences.unshift(
          language === 'es'
            ? 'Si fue tu perro o tu gato, llama ya a tu veterinario o a una clínica veterinaria de urgencias y lleva un trozo de la planta; no esperes a que aparezcan síntomas.'
            : 'If it was your dog or cat, call your vet or an emergency vet clinic now and take a piece of the plant with you; do not wait for symptoms.',
        )
      return done(reply, 'safety')
    }
    case 'toxic':
      return plant ? done(composeToxic(plant, language), 'toxic') : undefined
    case 'last_frost':
      if (u.place) return done(composeLastFrost(u.place, language), 'last_frost', u.place)
      return alreadyAsked(history) ? undefined : done(composeAskPlace(undefined, language), 'last_frost')
    case 'when_to_plant':
      // "Which flowers do I plant for bees in winter in Spain": flowers for bees, not the place's planting calendar.
      if (!plant && u.place && FOR_POLLINATORS.test(u.folded)) {
        const bees = topicAnswer(u, language, question)
        if (bees) return bees
      }
      if (!plant && u.place) return done(composePlaceOverview(u.place, language), 'last_frost', u.place)
      // "We started a compost bin, when can we use it": "when" and "start" without a plant or place is no planting
      // date; an everyday phrasing read in it ("when can we use" compost: is it ready) picks the topic instead.
      if (!plant)
        return withCueWords(u.folded).read.length > 0 ? topicAnswer(u, language, question) : undefined
      if (u.place) {
        const reply = composeWhenToPlant(plant, u.place, language)
        // "Can I plant lettuce in October in Texas?": the verdict on that month first, then the months.
        const month = askedMonth(u.folded)
        const verdict = month ? monthVerdict(plant, u.place, month, language) : undefined
        if (verdict) reply.sentences.unshift(verdict)
        return done(reply, 'when_to_plant', u.place)
      }
      // "Can I plant garlic in spring?" asks about a season, which the plant's timing answers anywhere.
      return done(
        // A month is not enough: whether it suits depends on the place, so Mochi asks where.
        alreadyAsked(history) || namedSeason(u.folded)
          ? composeGenericTiming(plant, language)
          : composeAskPlace(plant, language),
        'when_to_plant',
      )
    case 'doctor':
      if (!u.symptom) return { sentences: [], citations: [], intent: 'doctor', dontKnow: true }
      return done(composeDoctor(u.symptom, plant, language, u.folded), 'doctor')
    case 'watering':
      // "How often do I water a new apple tree": a tree just planted needs the new-tree routine, whatever tree it is.
      // ("Fresas recién plantadas" are not a tree: a plant that fruits within the year gets its own routine.)
      if (plant && isNewTree(u.folded) && (plant.days >= 365 || WOODY.test(u.folded)))
        return done(composeGeneralWatering(u.folded, language), 'watering')
      if (plant) {
        const reply = composeWatering(plant, language, {
          pots: POTS.test(u.folded),
          season: seasonOf(u.folded, u.place),
          howMuch: HOW_MUCH_WATER.test(u.folded),
          overwater: ASKS_OVERWATER[language].test(u.folded),
          wetLeaves: WET_LEAVES.test(u.folded),
        })
        // Seedlings and plants just set out need water more often than the plant's routine, first.
        const young = SEEDLINGS.test(u.folded)
          ? SEEDLING_WATER
          : JUST_PLANTED.test(u.folded)
            ? NEW_PLANT_WATER
            : undefined
        if (young) reply.sentences.unshift(language === 'es' ? young[1] : young[0])
        const byMonth = !u.place && !namedSeason(u.folded)
        const month = byMonth ? monthSeason(u.folded) : undefined
        // A month with no place is read for the north; the south has the opposite season then.
        if (month) reply.sentences.push(hemisphereNote(month.season, language))
        return done(reply, 'watering')
      }
      return done(
        (asksHowToTell(u.folded) ? wateringFact(u.folded, language) : undefined) ??
          closerOf(
            question,
            language,
            composeGeneralWatering(u.folded, language),
            wateringFact(u.folded, language, 2),
          ) ??
          wateringFact(u.folded, language),
        'watering',
      )
    case 'pot':
      return plant ? done(composePot(plant, language, YES_NO.test(u.folded)), 'pot') : undefined
    case 'bees_value':
      if (plant && asksAboutPollinators(u.folded))
        return done(composePollinationNeed(plant, language, !NO_BEES.test(u.folded)), 'bees_value')
      return plant ? done(composeBeeValue(plant, language), 'bees_value') : undefined
    case 'grow':
      return plant ? done(composeGrow(plant, language), 'grow') : undefined
    case 'soil':
      return plant ? done(composeSoil(plant, language), 'soil') : undefined
    case 'spacing':
      return plant ? done(composeSpacing(plant, language), 'spacing') : undefined
    case 'harvest':
      return plant ? done(composeHarvest(plant, language), 'harvest') : undefined
    case 'germination':
      return plant ? done(composeGermination(plant, language), 'germination') : undefined
    case 'sun':
      return plant ? done(composeSun(plant, language), 'sun') : undefined
    case 'companions':
      if (!plant) return undefined
      return done(
        companionsOf(plant, u.plants[1], language) ??
          composeCompanions(plant, language) ??
          composeGrow(plant, language),
        'companions',
      )
    default: {
      // A place on its own ("and in Spain?", "Ohio") with nothing to follow up: what goes in there, and when.
      if (u.place && !u.placeFromProfile && u.followUp)
        return done(composePlaceOverview(u.place, language), 'last_frost', u.place)
      return topicAnswer(u, language, question)
    }
  }
}

// Names for the plant itself rather than the crop ("tomatera", "peach tree"): an answer about the crop keeps its name.
const PLANT_ITSELF =
  /(?:^| )(?:tree|trees|plant|plants|bush|bushes|vine|vines|arbol|planta|mata)(?: |$)|(?:era|eras|ero|eros)$/

/** The name the family used for the plant ("porotos", "frutilla", "courgette"), in the plural when there is one. */
function familyName(plant: PlantProfile, folded: string, language: Language): string | undefined {
  const names = plant[language]
  const [used] = names
    .filter((name) => folded.includes(` ${normalize(name)} `) && !PLANT_ITSELF.test(normalize(name)))
    .sort((a, b) => b.length - a.length)
  if (!used) return undefined
  const base = normalize(used)
  const plurals = [`${base}s`, `${base}es`, `${base.replace(/y$/, '')}ies`]
  return names.find((name) => plurals.includes(normalize(name))) ?? used
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * An answer speaks of the plant by the family's own word: "porotos" in Uruguay, "arvejas" in Chile, "elotes" in
 * Mexico, not the profile's first name ("judías", "guisantes"), which may be another country's word.
 */
function inFamilyWords(
  reply: ExpertReply,
  plant: PlantProfile | undefined,
  folded: string,
  language: Language,
): ExpertReply {
  if (!plant) return reply
  const word = familyName(plant, folded, language)
  const standard = plantName(plant, language)
  if (!word || normalize(word) === normalize(standard)) return reply
  const pattern = new RegExp(`(^|[^\\p{L}])(${escapeRegExp(standard)})(?![\\p{L}])`, 'giu')
  const own = (name: string) =>
    name.charAt(0) === name.charAt(0).toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word
  // A sentence that already names the family's word lists several plants ("peaches, nectarines and almonds").
  const named = new RegExp(`(?:^| )${escapeRegExp(normalize(word))}(?:s|es)?(?: |$)`)
  return {
    ...reply,
    sentences: reply.sentences.map((sentence) =>
      named.test(normalize(sentence))
        ? sentence
        : sentence.replace(pattern, (_match, before: string, name: string) => `${before}${own(name)}`),
    ),
  }
}

const OPPOSITE: Record<Season, Season> = {
  winter: 'summer',
  summer: 'winter',
  spring: 'autumn',
  autumn: 'spring',
}
const SEASON_NAME: Record<Season, [string, string]> = {
  winter: ['winter', 'invierno'],
  summer: ['summer', 'verano'],
  spring: ['spring', 'primavera'],
  autumn: ['autumn', 'otoño'],
}

function hemisphereNote(season: Season, language: Language): string {
  const [en, es] = SEASON_NAME[OPPOSITE[season]]
  return language === 'es'
    ? `Esto vale para el hemisferio norte; en el hemisferio sur (Argentina, Chile, Uruguay, Australia) ese mes es ${es}, así que riega como en ${es}.`
    : `That is for the northern hemisphere; in the southern hemisphere (Australia, New Zealand, Argentina) that month is ${en}, so water as you would in ${en}.`
}

const PET_WORDS =
  / (?:dogs?|puppy|puppies|cats?|kittens?|pets?|perros?|perrit[oa]s?|perra|gat[oa]s?|gatit[oa]s?|cachorros?|mascotas?) /

const PET_CARE =
  / (?:feed|feeding|food|cage|hutch|vet|vets|adopt\w*|take care of|look after|comida|alimento|alimentar|alimento|jaula|veterinari\w*|cuidar a|cuido a|adopt\w*) /

/** "Can I grow tomatoes and basil together?": yes when either lists the other as a companion, then the list. */
function companionsOf(
  plant: PlantProfile,
  other: PlantProfile | undefined,
  language: Language,
): ExpertReply | undefined {
  if (!other) return undefined
  const list = composeCompanions(plant, language)
  const good = plant.companions.includes(other.id) || other.companions.includes(plant.id)
  const a = plantName(plant, language)
  const b = plantName(other, language)
  const verdict = good
    ? language === 'es'
      ? `Sí: ${a} y ${b} son buenos vecinos, se pueden plantar juntos.`
      : `Yes: ${a} and ${b} are good neighbours and grow well together.`
    : language === 'es'
      ? `Se pueden plantar cerca si cada uno tiene su sol, agua y espacio, aunque ${b} no está entre los vecinos clásicos de ${a}.`
      : `They can share a bed if each gets the sun, water and space it needs, though ${b} is not a classic companion for ${a}.`
  return {
    sentences: [verdict, ...(list?.sentences ?? [])],
    citations: [...(list?.citations ?? []), plantCitation(other, language)],
  }
}

/** A compost verdict or list, or the topic fact the question's cue words (and everyday phrasings) point to. */
function topicAnswer(u: Understanding, language: Language, question: string): ExpertAnswer | undefined {
  const activities = composeKidActivities(u.folded, language, u.place?.hemisphere)
  if (activities) return { ...activities, intent: 'topic' }
  const verdict = composeCompostable(u.folded, language)
  const compost = verdict ?? composeCompostLists(u.folded, language)
  // A verdict that misses the question ("onion peels in the worm bin") leaves it to the facts.
  const listFits = compost && fits(question, language, compost, u.matched)
  if (listFits && verdict) return { ...compost, intent: 'topic' }
  // Everyday phrasings add the cue words they stand for ("3 hours of sun" is shade), and a month its season.
  const phrased = withCueWords(u.folded)
  const month = monthSeason(u.folded, u.place?.hemisphere)
  if (month && !namedSeason(u.folded)) {
    phrased.text = `${phrased.text}${month.words} `
    phrased.read.push(...matchedMonth(u.folded))
  }
  const fact = findFittingFact(question, phrased.text, language, [...phrased.read, ...settingWords(u.folded)])
  // The compost lists answer "what can I compost", unless a fact is about more of the question ("…in an
  // apartment" is composting without a garden).
  if (listFits && compost) {
    const asFact = fact && {
      sentences: [...fact.facts[language]],
      citations: [{ id: `fact-${fact.id}`, title: fact.title[language] }],
    }
    const closer = closerOf(question, language, compost, asFact)
    if (closer === compost) return { ...compost, intent: 'topic' }
  }
  if (!fact) return undefined
  // "What do I feed my rabbit": a pet's care, not the pest of the same name.
  if (fact.topic === 'pests' && PET_CARE.test(u.folded)) return undefined
  // A pest answer is about the pest: the plant it eats and the bees or pets to keep safe are the question's
  // context, read as such ("slugs ate my lettuce, what won't hurt bees or pets").
  const read = [...(fact.topic === 'pests' ? u.matched : []), ...phrased.read, ...settingWords(u.folded)]
  return {
    sentences: [...fact.facts[language]],
    citations: [{ id: `fact-${fact.id}`, title: fact.title[language] }],
    ...(read.length > 0 ? { read } : {}),
    intent: 'topic',
  }
}

const MONTH_NAMES =
  / (?:january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre) /g

/** The month words of the question, read as its season. */
function matchedMonth(folded: string): string[] {
  return [...folded.matchAll(MONTH_NAMES)].map((match) => match[0].trim())
}

/**
 * A general answer (the watering rules, the compost lists) or a specific fact: the one that leaves fewer of the
 * question's words unspoken ("straw… less watering" is mulch, "pots in winter" the winter rules); ties keep the general.
 */
function closerOf(
  question: string,
  language: Language,
  general: ExpertReply | undefined,
  fact: ExpertReply | undefined,
): ExpertReply | undefined {
  if (!general || !fact) return general ?? fact
  const unspoken = (reply: ExpertReply) =>
    checkRelevance(question, language, { text: reply.sentences.join(' '), citations: reply.citations })
      .uncovered.length
  return unspoken(fact) < unspoken(general) ? fact : general
}

/** A watering question about a group of plants or a time of day that has its own fact (cacti, midday). */
function wateringFact(folded: string, language: Language, minCues = 0): ExpertReply | undefined {
  const fact = findTopicFact(folded)
  if (fact?.topic !== 'watering' || fact.cues.length < minCues) return undefined
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
