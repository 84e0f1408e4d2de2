// Reads a family's question: what they ask (intent), which plants, place, symptom and parent-safety topic.

import { buildIndex, findAll, normalize } from './find-terms'
import { SAFETY_TOPICS, type SafetyTopic } from './parent-safety'
import { PLACES, type Place } from './places'
import { coloursFit, SYMPTOMS, type Symptom } from './plant-doctor'
import type { PlantProfile } from './plant-profile-types'
import { PLANT_PROFILES } from './plant-profiles'

export type ExpertIntent =
  | 'when_to_plant'
  | 'last_frost'
  | 'watering'
  | 'doctor'
  | 'safety'
  | 'toxic'
  | 'pot'
  | 'bees_value'
  | 'grow'
  | 'soil'
  | 'topic'

export interface Understanding {
  intent?: ExpertIntent
  plants: PlantProfile[]
  place?: Place
  symptom?: Symptom
  safety?: SafetyTopic
  /** The message reads as a follow-up ("and in Spain?", "what about peppers?"). */
  followUp: boolean
  folded: string
}

const PLANT_INDEX = buildIndex(
  PLANT_PROFILES.map((plant) => ({ item: plant, names: [...plant.en, ...plant.es] })),
)
const PLACE_INDEX = buildIndex(PLACES.map((place) => ({ item: place, names: [...place.en, ...place.es] })))

const re = (source: string) => new RegExp(`(?:^| )(?:${source})(?= |$)`)

const WHEN = re(
  'when|what month|which month|what time of year|best time|right time|cuando|que mes|en que mes|que epoca|en que epoca|mejor momento|mejor epoca|fecha',
)
// "Cada cuándo" asks how often, not when.
const HOW_OFTEN = / cada (?:cuando|cuanto|que tanto) /g
const PLANT_VERB = re(
  'plant\\w*|sow\\w*|seed|put \\w+ (?:out|in)|transplant\\w*|set out|start\\w*|grow|plant out|plantar|planto|plante|plantan|plantamos|se planta\\w*|siembr\\w*|sembr\\w*|trasplant\\w*|pongo|poner|cultiv\\w*',
)
const FROST = re(
  'last frost|first frost|frost dates?|last frosts|ultima helada|primera helada|ultimas heladas',
)
const WATERING = re('water\\w*|irrigat\\w*|regar|riego|riegas?|riegan?|riega|rieg\\w*|agua')
const WATER_QUESTION = re(
  'how often|how regularly|how much|how many times|cada cuando|cada que tanto|need (?:a lot of|lots of|much) water|lots of water|more water|less|morning|night|evening|cada cuanto|cuanta agua|cuanto (?:riego|hay que regar|se riega)|cuantas veces|mucha agua|menos|manana|noche|tarde|often|frecuencia|con que frecuencia|cuanto',
)
const SAFETY_CUE = re(
  'safe\\w*|danger\\w*|poison\\w*|toxic\\w*|stung|stings?|allerg\\w*|hurt\\w*|kids?|child\\w*|son|daughter|toddlers?|baby|babies|ate|eat|swallow\\w*|drown\\w*|seguros?|seguras?|segura|peligros\\w*|venen\\w*|pico|pica|picado|picadura|alerg\\w*|ninos?|ninas?|hijos?|hijas?|bebes?|trago|comio|comido|ahog\\w*|wasps?|hornets?|avispas?|avisperos?',
)
const PET = re('mascotas?|perros?|gatos?|dogs?|cats?|pets?|puppy|cachorros?')
const TOXIC = re(
  'safe to eat|ok to eat|okay to eat|edible|se puede comer|se pueden comer|comestibles?|poison\\w*|toxic\\w*|safe for (?:dogs|cats|pets|kids|children|my dog|my cat)|dangerous|deadly|venen\\w*|toxic\\w*|segur[oa]s? para|peligros[oa]s?|mortal',
)
// "Is foxglove safe with toddlers?": a plant, a safety word and a child or pet is a question about its toxicity.
const SAFE_WORD = re('safe\\w*|danger\\w*|harm\\w*|seguros?|seguras?|peligros\\w*|dano\\w*|hacer dano')
const KID_OR_PET = re(
  'kids?|child\\w*|son|daughter|toddlers?|baby|babies|little ones|ninos?|ninas?|hijos?|hijas?|bebes?|pequenos?|peques|mascotas?|perros?|gatos?|dogs?|cats?|pets?|puppy|cachorros?',
)
const POT = re(
  'pots?|potted|containers?|planters?|balcon(?:y|ies)|windowsill|window box|hanging baskets?|grow ?bags?|bags?|macetas?|maceteros?|tiestos?|balcon\\w*|ventana|jardinera|colgante|sacos?|bolsas?',
)
const BEES = re(
  'good for (?:the )?(?:bees|pollinators)|bees? (?:like|love|visit)|attract\\w* bees|bee[- ]friendly|for (?:the )?bees|helps? bees|buen[oa]s? para (?:las )?abejas|les gusta\\w*|atrae\\w* (?:a )?(?:las )?abejas|para (?:las )?abejas|gusta a las abejas',
)
const PESTS = re(
  'aphids?|greenfly|pests?|bugs?|insects?|pulgon\\w*|plagas?|bichos?|insectos?|sprays?|insecticid\\w*|pesticid\\w*|neem',
)
const ACTIVITY = re(
  'jar|frasco|hotel|bombs?|bombas?|kids?|ninos?|children|hijos?|activit\\w*|actividad\\w*|project\\w*|proyecto\\w*',
)
const SOIL = re('soil|dirt|potting mix|suelo|tierra|sustrato|ph')
const POSSESSIVE = re('my|mis|mi|our|nuestr\\w*')
const GROW = re(
  'how (?:do|can|should) (?:i|we|you) grow|how to grow|grow(?:ing)? tips|care for|look after|como (?:cultivo|cultivar|se cultiva|crece|cuido|cuidar|planto|plantar)|cuidados',
)
const LEAFY = re(
  'leaves|leaf|plants?|seedlings?|fruits?|flowers?|stems?|roots?|hojas?|plantas?|plantines?|plantulas?|frutos?|flores?|tallos?|raices|brotes?|my|mis|mi',
)
const FOLLOW_UP =
  /^(?:and|what about|how about|and what about|and for|and in|also|y|y en|y para|y los|y las|y el|y la|que tal|y que tal|que hay de|y si)\b/

export function understand(text: string): Understanding {
  const folded = ` ${normalize(text)} `
  const [place] = findAll(PLACE_INDEX, folded)
  // A place's name is not also a plant: "en Chile" is the country, not a chili pepper.
  let plantText = folded
  for (const name of place ? [...place.en, ...place.es] : [])
    plantText = plantText.replaceAll(` ${normalize(name)} `, '  ')
  const plants = findAll(PLANT_INDEX, plantText)
  const words = folded.trim().split(' ').length
  const followUp = FOLLOW_UP.test(folded.trim()) || (words <= 4 && (plants.length > 0 || place !== undefined))
  const result: Understanding = { plants, place, followUp, folded }

  if (
    plants.length > 0 &&
    (TOXIC.test(folded) || (SAFE_WORD.test(folded) && KID_OR_PET.test(folded))) &&
    (SAFETY_CUE.test(folded) || PET.test(folded)) &&
    !/ (?:ate|swallowed|comio|trago) /.test(folded)
  )
    return { ...result, intent: 'toxic' }
  if (SAFETY_CUE.test(folded)) {
    const topic = SAFETY_TOPICS.find((candidate) => candidate.pattern.test(folded))
    if (topic) return { ...result, intent: 'safety', safety: topic }
  }
  if (FROST.test(folded) && (!PLANT_VERB.test(folded) || plants.length === 0))
    return { ...result, intent: 'last_frost' }
  if (WATERING.test(folded) && WATER_QUESTION.test(folded) && !PLANT_VERB.test(folded))
    return { ...result, intent: 'watering' }
  if (WHEN.test(folded.replace(HOW_OFTEN, ' ')) && (PLANT_VERB.test(folded) || plants.length > 0))
    return { ...result, intent: 'when_to_plant' }
  if (PLANT_VERB.test(folded) && place) return { ...result, intent: 'when_to_plant' }

  const symptom = SYMPTOMS.find((candidate) => candidate.pattern.test(folded))
  if (symptom && (plants.length > 0 || (LEAFY.test(folded) && POSSESSIVE.test(folded)))) {
    // A plant problem whose colours contradict the symptom read: a doctor question with no symptom to answer.
    const named = plants.flatMap((plant) => [...plant.en, ...plant.es]).map((name) => ` ${normalize(name)} `)
    const described = named.reduce((text, name) => text.replaceAll(name, '  '), plantText)
    return { ...result, intent: 'doctor', symptom: coloursFit(symptom, described) ? symptom : undefined }
  }
  if (WATERING.test(folded) && (WATER_QUESTION.test(folded) || plants.length > 0))
    return { ...result, intent: 'watering' }
  if (plants.length > 0 && POT.test(folded)) return { ...result, intent: 'pot' }
  if (plants.length > 0 && SOIL.test(folded)) return { ...result, intent: 'soil' }
  if (plants.length > 0 && BEES.test(folded) && !PESTS.test(folded))
    return { ...result, intent: 'bees_value' }
  if (plants.length > 0 && GROW.test(folded) && !ACTIVITY.test(folded)) return { ...result, intent: 'grow' }
  return result
}
