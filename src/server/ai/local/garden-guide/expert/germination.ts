// "How long do beans take to sprout?" / "¿cuánto tarda en germinar el tomate?": days to come up in warm, moist soil,
// with the soil warmth that speeds it. Source: extension-service seed-starting guides (typical germination ranges).
import type { Language } from '../../../../../shared/constants'
import { type ExpertReply, plantCitation, plantName } from './compose-expert'
import type { PlantProfile } from './plant-profile-types'

/** Typical days from sowing to seedlings showing, in warm (about 20–25 °C) moist soil: [fastest, slowest]. */
const DAYS: Record<string, [number, number]> = {
  tomato: [5, 10],
  'cherry-tomato': [5, 10],
  tomatillo: [5, 10],
  pepper: [7, 14],
  chili: [7, 21],
  eggplant: [7, 14],
  cucumber: [3, 10],
  zucchini: [5, 10],
  squash: [5, 10],
  pumpkin: [5, 10],
  melon: [5, 10],
  watermelon: [5, 10],
  bean: [7, 10],
  'runner-bean': [7, 14],
  'broad-bean': [7, 14],
  pea: [7, 14],
  corn: [7, 10],
  lettuce: [4, 10],
  spinach: [7, 14],
  chard: [5, 14],
  kale: [5, 10],
  cabbage: [5, 10],
  broccoli: [5, 10],
  cauliflower: [5, 10],
  carrot: [10, 21],
  parsnip: [14, 28],
  beet: [7, 14],
  radish: [3, 7],
  turnip: [3, 10],
  onion: [7, 14],
  leek: [7, 14],
  arugula: [3, 7],
  cress: [2, 5],
  basil: [5, 10],
  parsley: [14, 28],
  cilantro: [7, 14],
  dill: [7, 14],
  chives: [7, 14],
  sunflower: [7, 10],
  marigold: [5, 7],
  calendula: [5, 10],
  nasturtium: [7, 12],
  zinnia: [5, 7],
  cosmos: [5, 10],
  borage: [5, 10],
  strawberry: [14, 28],
  lavender: [14, 28],
}

const L = (language: Language, en: string, es: string) => (language === 'es' ? es : en)

export function composeGermination(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const days = DAYS[plant.id]
  const sentences = days
    ? [
        L(
          language,
          `${name.charAt(0).toUpperCase()}${name.slice(1)} usually sprout in ${days[0]} to ${days[1]} days in warm, moist soil (about 20–25 °C, 70–75 °F).`,
          `Las semillas de ${name} suelen germinar en ${days[0]} a ${days[1]} días en tierra templada y húmeda (unos 20–25 °C).`,
        ),
      ]
    : [
        L(
          language,
          `Most seeds, ${name} among them, sprout in about 5 to 14 days in warm, moist soil (about 20–25 °C, 70–75 °F).`,
          `La mayoría de las semillas, también las de ${name}, germinan en unos 5 a 14 días en tierra templada y húmeda (unos 20–25 °C).`,
        ),
      ]
  sentences.push(
    L(
      language,
      'In cold soil it takes longer, and seeds may rot: keep the surface moist but not soggy, and if nothing shows after three weeks, sow again.',
      'Con la tierra fría tardan más y pueden pudrirse: mantén la superficie húmeda pero no encharcada, y si a las tres semanas no sale nada, vuelve a sembrar.',
    ),
  )
  return { sentences, citations: [plantCitation(plant, language)] }
}
