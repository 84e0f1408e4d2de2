// Composes one detail of a plant profile a family asks about: sowing depth and spacing, harvest time, companions.
import type { Language } from '../../../../../shared/constants'
import { type ExpertReply, plantCitation, plantName } from './compose-expert'
import { harvestSignFor } from './harvest-signs'
import type { PlantProfile } from './plant-profile-types'
import { PLANT_PROFILES } from './plant-profiles'

const L = (language: Language, en: string, es: string) => (language === 'es' ? es : en)

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Centimetres with inches for English readers (2.5 cm = 1 inch). */
function cm(value: number, language: Language): string {
  if (language === 'es') return `${value} cm`
  const inches = value / 2.54
  const rounded = inches < 2 ? Math.round(inches * 4) / 4 : Math.round(inches)
  return `${value} cm (about ${rounded} ${rounded === 1 ? 'inch' : 'inches'})`
}

export function composeSpacing(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const Name = capitalize(name)
  const sentences: string[] = []
  if (plant.depthCm === 0)
    sentences.push(
      L(
        language,
        `${Name}: press the seeds onto the surface and barely cover them, because they need light to sprout.`,
        `${Name}: aprieta las semillas sobre la tierra y apenas las cubras, porque necesitan luz para germinar.`,
      ),
    )
  else
    sentences.push(
      L(
        language,
        `Sow or plant ${name} ${cm(plant.depthCm, language)} deep.`,
        `Siembra o planta ${name} a ${cm(plant.depthCm, language)} de profundidad.`,
      ),
    )
  if (plant.spacingCm > 0)
    sentences.push(
      L(
        language,
        `Leave ${cm(plant.spacingCm, language)} between plants, so each gets light, air and room for its roots; if you sow thickly, thin the seedlings to that distance.`,
        `Deja ${cm(plant.spacingCm, language)} entre plantas, para que cada una tenga luz, aire y sitio para sus raíces; si siembras tupido, aclara los plantines a esa distancia.`,
      ),
    )
  sentences.push(
    L(
      language,
      'A rule of thumb for any seed: sow it about two to three times as deep as the seed is wide.',
      'Una regla para cualquier semilla: siémbrala a unas dos o tres veces su propio grosor.',
    ),
  )
  return { sentences, citations: [plantCitation(plant, language)] }
}

export function composeHarvest(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const Name = capitalize(name)
  const sentences: string[] = []
  if (plant.days > 0 && plant.days < 365)
    sentences.push(
      L(
        language,
        `${Name} are usually ready about ${plant.days} days after sowing or planting (about ${Math.round(plant.days / 7)} weeks).`,
        `Cosecha de ${name}: unos ${plant.days} días después de sembrar o plantar (unas ${Math.round(plant.days / 7)} semanas).`,
      ),
    )
  else if (plant.days >= 365)
    sentences.push(
      L(
        language,
        `${Name} take a year or more before the first harvest, so be patient in the first season.`,
        `Hasta la primera cosecha de ${name} pasa un año o más, así que paciencia el primer año.`,
      ),
    )
  const sign = harvestSignFor(plant.id)
  if (sign)
    sentences.push(
      L(language, `They are ready when ${sign.sign.en}.`, `Se pueden cosechar cuando ${sign.sign.es}.`),
    )
  else
    sentences.push(
      L(
        language,
        'Pick in the cool of the morning, and check often once they near that age: most crops are best picked young.',
        'Cosecha con el fresco de la mañana y revisa a menudo cuando se acerque esa fecha: casi todo está mejor cogido tierno.',
      ),
    )
  return { sentences, citations: [plantCitation(plant, language)] }
}

export function composeCompanions(plant: PlantProfile, language: Language): ExpertReply | undefined {
  // Two profiles can share a Spanish name (squash and pumpkin are both "calabaza"): name each once.
  const companions = [
    ...new Set(
      plant.companions
        .map((id) => PLANT_PROFILES.find((candidate) => candidate.id === id)?.[language][0])
        .filter((companion): companion is string => !!companion),
    ),
  ]
  if (companions.length === 0) return undefined
  const name = plantName(plant, language)
  return {
    sentences: [
      L(
        language,
        `Good neighbours for ${name}: ${companions.join(', ')}.`,
        `Buenos vecinos para ${name}: ${companions.join(', ')}.`,
      ),
      L(
        language,
        'Flowers and herbs among vegetables bring bees and the insects that eat pests, and mixing plants makes it harder for pests to find their favourite.',
        'Las flores y aromáticas entre las hortalizas atraen abejas y los insectos que se comen las plagas, y mezclar plantas hace que a las plagas les cueste más encontrar su favorita.',
      ),
    ],
    citations: [plantCitation(plant, language)],
  }
}
