// Offline "Analyze" for a fact card: why the fact matters, related facts and something to try, from the knowledge.
import type { Language } from '../../../../shared/constants'
import type { Citation } from '../../../../shared/schemas/chat'
import { composeBeeValue, composeWhenToPlant, plantCitation } from './expert/compose-expert'
import { PLACES } from './expert/places'
import { understand } from './expert/understand'
import { getKnowledgeEntry } from './knowledge/knowledge-base'
import type { KnowledgeEntry, KnowledgeTopic } from './knowledge/knowledge-types'
import { retrieve } from './retriever'
import { splitSentences } from './sentences'

const WHY: Record<KnowledgeTopic, [string, string]> = {
  bees: [
    'Bees matter because about one in three bites of our food depends on pollinators, and each bee visits hundreds of flowers a day.',
    'Las abejas importan porque uno de cada tres bocados de nuestra comida depende de los polinizadores, y cada abeja visita cientos de flores al día.',
  ],
  pollinators: [
    'Pollinators matter because most flowering plants, and many of our fruits and vegetables, can only make seeds when pollen is carried from flower to flower.',
    'Los polinizadores importan porque la mayoría de las plantas con flor, y muchas frutas y verduras, solo dan semillas si alguien lleva el polen de flor en flor.',
  ],
  plants: [
    'This matters because a plant grown at the right time and place needs less water and care and feeds bees and people better.',
    'Esto importa porque una planta cultivada en el momento y lugar adecuados necesita menos agua y cuidados, y alimenta mejor a abejas y personas.',
  ],
  seasons: [
    'This matters because frost and heat decide what can grow: planting with the seasons saves plants and effort.',
    'Esto importa porque las heladas y el calor deciden qué puede crecer: plantar según las estaciones ahorra plantas y trabajo.',
  ],
  pests: [
    'This matters because most garden bugs are helpers, and gentle control keeps the bees and the ladybirds that eat pests safe.',
    'Esto importa porque la mayoría de los bichos del jardín ayudan, y un control suave protege a las abejas y a las mariquitas que comen plagas.',
  ],
  soil: [
    'This matters because healthy soil is alive: it holds water, feeds roots and is home to worms and billions of tiny helpers.',
    'Esto importa porque una tierra sana está viva: guarda agua, alimenta las raíces y es el hogar de lombrices y millones de pequeños ayudantes.',
  ],
  water: [
    'This matters because water is precious: watering deeply at the right time grows stronger roots with less water.',
    'Esto importa porque el agua es valiosa: regar a fondo y en el momento justo da raíces más fuertes con menos agua.',
  ],
  safety: [
    'This matters because knowing what to do keeps a day in the garden happy and safe for the whole family.',
    'Esto importa porque saber qué hacer mantiene un día en el jardín feliz y seguro para toda la familia.',
  ],
  activities: [
    'This matters because children who grow and watch things themselves remember them, and often start to love gardens and bees.',
    'Esto importa porque los niños que cultivan y observan por sí mismos lo recuerdan, y a menudo empiezan a querer los jardines y las abejas.',
  ],
  conservation: [
    'This matters because many wild bees are in decline, and every garden, balcony and flowerpot can give them food and shelter.',
    'Esto importa porque muchas abejas silvestres están en declive, y cada jardín, balcón o maceta puede darles comida y refugio.',
  ],
}

const LABELS: Record<Language, { why: string; related: string; try: string }> = {
  en: { why: 'Why it matters:', related: 'Related facts:', try: 'Something to try:' },
  es: { why: 'Por qué importa:', related: 'Datos relacionados:', try: 'Algo para probar:' },
}

// The activity that best lets a child see a topic for themselves, when no activity shares the fact's words.
const ACTIVITY_FOR_TOPIC: Record<KnowledgeTopic, string> = {
  bees: 'count-the-bees',
  pollinators: 'count-the-bees',
  plants: 'bean-in-a-jar',
  seasons: 'nature-journal',
  pests: 'bug-hunt',
  soil: 'wormery-jar',
  water: 'bird-bath',
  safety: 'bug-hunt',
  activities: 'nature-journal',
  conservation: 'make-a-bee-hotel',
}

/** The fact itself: the quoted text of an "explain this fact" prompt, or the whole prompt. */
function factText(prompt: string): string {
  const quoted = /["“«]([^"”»]{10,})["”»]/.exec(prompt)
  return (quoted?.[1] ?? prompt).trim()
}

function firstSentence(entry: KnowledgeEntry, language: Language): string {
  return splitSentences(entry.text[language])[0] ?? entry.text[language]
}

export interface FactAnalysis {
  text: string
  citations: Citation[]
}

/** Analyses a fact offline; undefined when the knowledge has nothing on it (the caller then says so). */
export function analyzeFact(prompt: string, language: Language): FactAnalysis | undefined {
  const fact = factText(prompt)
  const [match] = retrieve(fact, language, { k: 1 })
  if (!match) return undefined
  const entry = match.entry
  const factSentences = new Set(splitSentences(fact).map((s) => s.trim()))
  const related = retrieve(`${entry.title[language]} ${entry.text[language]}`, language, {
    k: 6,
    excludeIds: [entry.id],
  })
    .map((r) => r.entry)
    .filter(
      (candidate) =>
        candidate.topic !== 'activities' && !factSentences.has(firstSentence(candidate, language)),
    )
    .slice(0, 2)
  const activity =
    entry.topic === 'activities'
      ? undefined
      : (retrieve(entry.text[language], language, { k: 5 })
          .map((r) => r.entry)
          .find((c) => c.topic === 'activities') ?? getKnowledgeEntry(ACTIVITY_FOR_TOPIC[entry.topic]))

  const labels = LABELS[language]
  const parts: string[] = [`${labels.why} ${WHY[entry.topic][language === 'es' ? 1 : 0]}`]
  const citations: Citation[] = [{ id: entry.id, title: entry.title[language] }]
  // A plant named in the fact brings what the plant profiles know: its value to bees and when it goes in.
  const [plant] = understand(fact).plants
  const extra: string[] = []
  if (plant) {
    extra.push(...composeBeeValue(plant, language).sentences.slice(0, 1))
    const home = PLACES.find((place) => place.id === (language === 'es' ? 'spain' : 'usa'))!
    extra.push(composeWhenToPlant(plant, home, language).sentences.slice(0, 2).join(' '))
    citations.push(plantCitation(plant, language))
  }
  const relatedTexts = [...related.map((r) => firstSentence(r, language)), ...extra]
  if (relatedTexts.length > 0) parts.push(`${labels.related} ${relatedTexts.join(' ')}`)
  for (const r of related) citations.push({ id: r.id, title: r.title[language] })
  if (activity) {
    parts.push(`${labels.try} ${activity.text[language]}`)
    citations.push({ id: activity.id, title: activity.title[language] })
  }
  return { text: parts.join('\n\n'), citations }
}
