// Watering newly planted trees, shrubs and fruit bushes, which need regular deep water for their first seasons.
// Source: extension-service tree-planting guides.
import { buildFact } from './fact-builder'
import type { TopicFact } from './topic-facts'

export const MORE_FACTS_7: TopicFact[] = [
  buildFact({
    id: 'new-tree-watering',
    topic: 'watering',
    title: ['Watering a newly planted tree or shrub', 'Regar un árbol o arbusto recién plantado'],
    cues: [
      'trees?|shrubs?|bushes|hedges?|fruit trees?|arbol\\w*|arboles|arbustos?|setos?|frutales?|naranjos?|limoneros?',
      'new\\w*|just planted|recently planted|young|first year|recien plantad[oa]s?|nuevos?|nuevas?|jovenes|joven|primer ano|acabo de plantar',
    ],
    en: [
      'A newly planted tree or shrub needs a deep soak, about 10 to 20 litres (a big watering can or two), once or twice a week for its first growing season, more often in hot, dry spells and less after rain.',
      'Water slowly at the base so it soaks down to the roots, check the soil 5 to 10 cm down with a finger, keep a ring of mulch around it (not touching the trunk), and keep watering in dry spells for the first two or three years.',
    ],
    es: [
      'Un árbol o arbusto recién plantado necesita un riego profundo, unos 10 a 20 litros (una o dos regaderas grandes), una o dos veces por semana durante su primera temporada, más a menudo con calor y sequía y menos si llueve.',
      'Riega despacio al pie para que el agua baje hasta las raíces, comprueba la tierra con un dedo a 5 o 10 cm, ponle un anillo de acolchado alrededor (sin tocar el tronco) y sigue regando en épocas secas durante los dos o tres primeros años.',
    ],
    source: 'extension-service',
  }),
]
