// "How much sun do peppers need?" / "¿cuánto sol necesitan las fresas?": hours of direct sun from the plant profile,
// with what happens with less and what to do in a shady or very hot spot.
import type { Language } from '../../../../../shared/constants'
import { type ExpertReply, plantCitation, plantName } from './compose-expert'
import type { PlantProfile } from './plant-profile-types'

const L = (language: Language, en: string, es: string) => (language === 'es' ? es : en)

export function composeSun(plant: PlantProfile, language: Language): ExpertReply {
  const name = plantName(plant, language)
  const fruiting =
    plant.kind === 'fruit' ||
    [
      'tomato',
      'cherry-tomato',
      'pepper',
      'chili',
      'eggplant',
      'squash',
      'zucchini',
      'pumpkin',
      'cucumber',
      'melon',
      'watermelon',
      'corn',
      'bean',
    ].includes(plant.id)
  const sentences: string[] = []
  if (plant.sun === 'full')
    sentences.push(
      L(
        language,
        `For ${name}, full sun: at least 6 hours of direct sun a day, and 8 is better${fruiting ? ' for flowers and fruit' : ''}.`,
        `Las plantas de ${name} necesitan pleno sol: al menos 6 horas de sol directo al día, y mejor 8${fruiting ? ' para que florezcan y den fruto' : ''}.`,
      ),
      L(
        language,
        `With less sun plants grow tall and thin, flower less${fruiting ? ' and give a small harvest' : ''}; in very hot climates a little afternoon shade helps.`,
        `Con menos sol se estiran, florecen menos${fruiting ? ' y dan poca cosecha' : ''}; en climas muy calurosos agradecen algo de sombra por la tarde.`,
      ),
    )
  else if (plant.sun === 'part')
    sentences.push(
      L(
        language,
        `For ${name}, sun or part shade: 4 to 6 hours of direct sun a day is enough, with shade in the afternoon in hot summers.`,
        `Las plantas de ${name} crecen bien al sol o en semisombra: con 4 a 6 horas de sol directo al día les basta, y en veranos calurosos agradecen sombra por la tarde.`,
      ),
    )
  else
    sentences.push(
      L(
        language,
        `For ${name}, shade or part shade: 2 to 4 hours of gentle morning sun is plenty, and strong afternoon sun can scorch the leaves.`,
        `Las plantas de ${name} prefieren sombra o semisombra: con 2 a 4 horas de sol suave de la mañana les basta, y el sol fuerte de la tarde puede quemar las hojas.`,
      ),
    )
  // Lettuce, spinach, coriander…: in long hot days they bolt (run to flower and seed), which is what full sun costs.
  if (plant.problems.includes('bolt'))
    sentences.push(
      L(
        language,
        'In hot, sunny weather it bolts (runs to flower and seed) and the leaves turn bitter, so give it shade in the hottest hours and sow it in the cooler months.',
        'Con calor y mucho sol se espiga (sube a flor y semilla) y las hojas amargan, así que dale sombra en las horas de más calor y siémbralo en los meses frescos.',
      ),
    )
  return { sentences, citations: [plantCitation(plant, language)] }
}
