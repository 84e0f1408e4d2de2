// "Would we still get pumpkins without bees?": how much a crop depends on insect pollination, composed per plant.
// Sources: extension-service pollination guides and pollinator societies (crop pollination requirements).
import type { Language } from '../../../../../shared/constants'
import { type ExpertReply, plantCitation, plantName } from './compose-expert'
import type { PlantProfile } from './plant-profile-types'

/** How a crop sets what we eat: insect pollen carried between flowers, its own flowers, wind, or no flowers at all. */
type Need = 'insects' | 'helped' | 'self' | 'wind' | 'leaf'

// Crops whose harvest is a fruit that only forms after pollen moves between flowers (separate male and female
// flowers, or self-incompatible fruit trees): without pollinators they give few fruits or none.
const INSECTS = new Set([
  'pumpkin',
  'squash',
  'zucchini',
  'cucumber',
  'melon',
  'watermelon',
  'apple',
  'pear',
  'plum',
  'cherry',
  'almond',
  'blueberry',
  'raspberry',
  'blackberry',
  'avocado',
  'kiwi',
])
// Self-fertile flowers that set more, bigger and better-shaped fruit when bees visit or shake them.
const HELPED = new Set([
  'tomato',
  'cherry-tomato',
  'pepper',
  'chili',
  'eggplant',
  'strawberry',
  'peach',
  'apricot',
  'citrus',
  'lemon',
  'orange',
  'fig',
])
const SELF = new Set(['bean', 'broad-bean', 'pea', 'runner-bean', 'chickpea', 'lentil'])
const WIND = new Set(['corn', 'sweetcorn', 'wheat', 'hazelnut', 'walnut'])

function needOf(plant: PlantProfile): Need {
  if (INSECTS.has(plant.id)) return 'insects'
  if (HELPED.has(plant.id)) return 'helped'
  if (SELF.has(plant.id)) return 'self'
  if (WIND.has(plant.id)) return 'wind'
  if (plant.kind === 'fruit') return 'insects'
  return plant.kind === 'vegetable' || plant.kind === 'herb' ? 'leaf' : 'helped'
}

const L = (language: Language, en: string, es: string) => (language === 'es' ? es : en)

/** What happens to this crop without bees and other pollinators, and what a family can do about it. */
export function composePollinationNeed(
  plant: PlantProfile,
  language: Language,
  /** "Do cucumbers need bees?" (yes or no about the need) rather than "would we get pumpkins without bees?". */
  asksNeed = false,
): ExpertReply {
  const name = plantName(plant, language)
  const sentences: string[] = []
  switch (needOf(plant)) {
    case 'insects':
      sentences.push(
        L(
          language,
          `${asksNeed ? 'Yes' : 'Hardly any'}: ${name} need pollinators. Pollen has to travel from flower to flower (on squash and melons from the male flowers to the female ones), and bees do almost all of that carrying, so without them you get few fruits or none, and small, misshapen ones.`,
          `${asksNeed ? 'Sí' : 'Muy pocas'}: las plantas de ${name} necesitan polinizadores. El polen tiene que pasar de una flor a otra (en calabazas y melones, de las flores macho a las hembra) y casi todo ese trabajo lo hacen las abejas, así que sin ellas salen pocos frutos o ninguno, y pequeños o deformes.`,
        ),
        L(
          language,
          'Gardeners without bees pollinate by hand: in the morning, brush pollen from a male flower onto the centre of a female flower (the one with a tiny fruit behind it) with a small paintbrush.',
          'Sin abejas hay que polinizar a mano: por la mañana, pasa con un pincel el polen de una flor macho al centro de una flor hembra (la que tiene un frutito detrás).',
        ),
      )
      break
    case 'helped':
      sentences.push(
        L(
          language,
          `${asksNeed ? 'Not strictly, but they do better with them' : 'Yes, but fewer'}: ${name} can pollinate their own flowers, yet with bees visiting (bumblebees shake the pollen loose) you get more fruit, bigger and better shaped.`,
          `${asksNeed ? 'No del todo, pero rinden más con ellas' : 'Sí, pero menos'}: las plantas de ${name} pueden polinizarse solas, pero con abejas visitándolas (los abejorros sacuden el polen) dan más frutos, más grandes y mejor formados.`,
        ),
        L(
          language,
          'Without bees, gently shake the flowering stems or tap the flowers on a warm morning to move the pollen by hand.',
          'Sin abejas, sacude con suavidad los tallos en flor o da golpecitos a las flores una mañana cálida para mover el polen a mano.',
        ),
      )
      break
    case 'self':
      sentences.push(
        L(
          language,
          `${asksNeed ? 'No' : 'Yes'}: ${name} pollinate themselves inside the closed flower, so they crop without bees, though bees still visit the flowers for nectar.`,
          `${asksNeed ? 'No' : 'Sí'}: las plantas de ${name} se polinizan solas dentro de la flor cerrada, así que dan cosecha sin abejas, aunque las abejas visitan sus flores por el néctar.`,
        ),
      )
      break
    case 'wind':
      sentences.push(
        L(
          language,
          `${asksNeed ? 'No' : 'Yes'}: ${name} are pollinated by the wind, not by bees. Plant them in a block of short rows rather than one long row so the pollen falls from the tassels onto the silks.`,
          `${asksNeed ? 'No' : 'Sí'}: las plantas de ${name} las poliniza el viento, no las abejas. Siémbralas en un bloque de varias filas cortas y no en una fila larga, para que el polen caiga de las espigas a los pelos de las mazorcas.`,
        ),
      )
      break
    case 'leaf':
      sentences.push(
        L(
          language,
          `${asksNeed ? 'No' : 'Yes'}: ${name} are grown for their leaves, stems or roots, which need no pollination; only the seed for next year needs flowers, and pollinators help there.`,
          `${asksNeed ? 'No' : 'Sí'}: las plantas de ${name} se cultivan por sus hojas, tallos o raíces, que no necesitan polinización; solo las semillas para el año que viene necesitan flores, y ahí ayudan los polinizadores.`,
        ),
      )
  }
  sentences.push(
    L(
      language,
      'About three in four of the world’s food crops do better with pollinators, so bee flowers near the vegetable bed and no sprays on open flowers mean a bigger harvest.',
      'Unos tres de cada cuatro cultivos de alimentos del mundo rinden más con polinizadores, así que flores para abejas junto al huerto y nada de sprays sobre flores abiertas dan más cosecha.',
    ),
  )
  return { sentences, citations: [plantCitation(plant, language)] }
}
