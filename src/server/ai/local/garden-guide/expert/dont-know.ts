// An honest "I don't know that one yet", with two or three questions Mochi can answer on the same topic.
import type { Language } from '../../../../../shared/constants'
import { plantName } from './compose-expert'
import type { Place } from './places'
import type { PlantProfile } from './plant-profile-types'

export type SuggestionTopic =
  | 'bees'
  | 'pests'
  | 'soil'
  | 'watering'
  | 'activities'
  | 'safety'
  | 'planting'
  | 'general'

const SUGGESTIONS: Record<SuggestionTopic, Record<Language, string[]>> = {
  bees: {
    en: ['Which flowers do bees like best?', 'How do I make a bee bath?', 'What are mason bees?'],
    es: [
      '¿Qué flores les gustan más a las abejas?',
      '¿Cómo hago un bebedero para abejas?',
      '¿Qué son las abejas albañiles?',
    ],
  },
  pests: {
    en: [
      'How do I get rid of aphids without hurting bees?',
      'Slugs are eating my lettuce, what can I do?',
      'Why are there holes in my leaves?',
    ],
    es: [
      '¿Cómo quito los pulgones sin dañar a las abejas?',
      'Las babosas se comen mis lechugas, ¿qué hago?',
      '¿Por qué tienen agujeros mis hojas?',
    ],
  },
  soil: {
    en: ['How do I start a compost pile?', 'What should not go in compost?', 'How do I improve clay soil?'],
    es: [
      '¿Cómo empiezo una compostera?',
      '¿Qué no se puede echar al compost?',
      '¿Cómo mejoro una tierra arcillosa?',
    ],
  },
  watering: {
    en: [
      'How often should I water tomatoes?',
      'Is it better to water in the morning or at night?',
      'How often do pots need water?',
    ],
    es: [
      '¿Cada cuánto riego los tomates?',
      '¿Es mejor regar por la mañana o por la noche?',
      '¿Cada cuánto se riegan las macetas?',
    ],
  },
  activities: {
    en: [
      'How do we grow a bean in a jar?',
      'How can kids build a bee hotel?',
      'What fast-growing seeds can kids plant?',
    ],
    es: [
      '¿Cómo hacemos crecer un frijol en un frasco?',
      '¿Cómo pueden los niños hacer un hotel de abejas?',
      '¿Qué semillas rápidas pueden sembrar los niños?',
    ],
  },
  safety: {
    en: [
      'What do I do if my child is stung by a bee?',
      'Which garden plants are poisonous to children?',
      'Is it safe for kids to touch bees?',
    ],
    es: [
      '¿Qué hago si a mi hijo le pica una abeja?',
      '¿Qué plantas del jardín son venenosas para los niños?',
      '¿Es seguro que los niños toquen abejas?',
    ],
  },
  planting: {
    en: [
      'When do I plant tomatoes in Texas?',
      'When is the last frost where I live?',
      'What vegetables grow well on a balcony?',
    ],
    es: [
      '¿Cuándo planto tomates en Madrid?',
      '¿Cuándo es la última helada donde vivo?',
      '¿Qué hortalizas crecen bien en un balcón?',
    ],
  },
  general: {
    en: [
      'When do I plant tomatoes where I live?',
      'Why are my plant’s leaves yellow?',
      'Which flowers help bees?',
    ],
    es: [
      '¿Cuándo planto tomates donde vivo?',
      '¿Por qué mi planta tiene las hojas amarillas?',
      '¿Qué flores ayudan a las abejas?',
    ],
  },
}

function plantSuggestions(plant: PlantProfile, place: Place | undefined, language: Language): string[] {
  const name = plantName(plant, language)
  const where = place ? place[language][0] : language === 'es' ? 'mi zona' : 'my area'
  return language === 'es'
    ? [
        `¿Cuándo planto ${name} en ${where}?`,
        `¿Cada cuánto riego mis ${name}?`,
        `¿Por qué se ponen amarillas las hojas de mis ${name}?`,
      ]
    : [
        `When do I plant ${name} in ${where}?`,
        `How often should I water ${name}?`,
        `Why are my ${name} leaves turning yellow?`,
      ]
}

export function composeDontKnow(
  language: Language,
  topic: SuggestionTopic,
  context: { plant?: PlantProfile; place?: Place } = {},
): string {
  const suggestions = context.plant
    ? plantSuggestions(context.plant, context.place, language)
    : SUGGESTIONS[topic][language]
  const list = suggestions.map((s) => `“${s}”`).join(language === 'es' ? ', ' : ', ')
  return language === 'es'
    ? `Eso todavía no lo sé, lo siento. Puedo ayudarte con preguntas como: ${list}`
    : `I don't know that one yet, sorry. I can help with questions like: ${list}`
}
