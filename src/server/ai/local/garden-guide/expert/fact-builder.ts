// Builds topic facts from plain data (cue words as alternatives, sentences in both languages, the source type), for
// the knowledge files that add facts to TOPIC_FACTS; also the cue word groups those files share.
import type { KnowledgeSource } from './plant-profile-types'
import type { FactTopic, TopicFact } from './topic-facts'

export interface FactInput {
  id: string
  topic: FactTopic
  title: [en: string, es: string]
  /** Alternatives per group; every group must start a word of the folded question. */
  cues: string[]
  /** The fact does not apply when one of these starts a word of the question. */
  not?: string
  en: string[]
  es: string[]
  source: KnowledgeSource
}

// Whole words: an alternative names a whole word (stems end in \\w*), so "paja" does not find "pajaro".
export const cueOf = (alternatives: string) => new RegExp(`(?:^| )(?:${alternatives})(?![a-z0-9])`)

export function buildFact(input: FactInput): TopicFact {
  return {
    id: input.id,
    topic: input.topic,
    title: { en: input.title[0], es: input.title[1] },
    cues: input.cues.map(cueOf),
    not: input.not ? cueOf(input.not) : undefined,
    facts: { en: input.en, es: input.es },
    source: input.source,
  }
}

// Cue groups the added knowledge files share (folded text: lower case, no accents).
// "son" only after a possessive: alone it is the Spanish "are" ("hormigas en el huerto, ¿son malas?"); likewise a
// lone "crío" is "I raise" ("¿cómo crío gallinas?") unless an article or possessive makes it a kid.
export const KIDS =
  'kids?|child\\w*|toddlers?|sons|(?<=(?:my|our|his|her|your|their) )son|daughters?|family|families|boys?|girls?|little ones?|grandkids?|grandchild\\w*|students?|class|pupils?|ninos?|ninas?|hijos?|hijas?|familia|pequen\\w*|peques?|nenes?|nenas?|chicos?|chicas?|chamacos?|chiquit\\w*|alumnos?|nietos?|cabros?|guaguas?|pibes?|criaturas?|crios|(?<=(?:el|un|mi|tu|su|al|del) )crio|crias?|escuincles?|gurises?|botijas?'
export const COMPOST = 'compost\\w*|composta\\w*|vermicompost\\w*|lombricompost\\w*'
export const POTS =
  'pots?|potted|containers?|planters?|tubs?|buckets?|window ?box\\w*|macetas?|maceteros?|macetones?|tiestos?|jardineras?|contenedores?|baldes?|cubos?'
export const SOIL = 'soil|dirt|earth|ground|tierra|suelo|sustrato'
export const BEES = 'bees?|bumble ?bees?|abejas?|abejorros?|pollinat\\w*|poliniz\\w*'
export const PETS =
  'pets?|dogs?|cats?|puppy|puppies|kittens?|mascotas?|perros?|perritos?|gatos?|gatitos?|cachorros?'
