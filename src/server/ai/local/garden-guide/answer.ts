// The garden guide's entry points: answer a child's message offline, or hand its facts to a remote model for grounding.

import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/constants'
import type { Citation, Mood } from '../../../../shared/schemas/chat'
import { detectLanguage, scoreLanguages } from '../../../lib/detect-language'
import { verifyAnswer } from './answer-verifier'
import { gardenBookWords } from './book-words'
import { composeKnowledgeAnswer, isConfident } from './compose-answer'
import { composeDrawReply, composeJoke, composeSocialReply } from './compose-replies'
import { composeDontKnow, type SuggestionTopic } from './expert/dont-know'
import { expertAnswer } from './expert/expert-answer'
import { normalize } from './expert/find-terms'
import { fittingFactReply } from './expert/fitting-fact'
import { findPlaceById } from './expert/home-place'
import { TOPIC_FACTS } from './expert/topic-facts'
import { understand } from './expert/understand'
import { analyzeIntent, type Intent, KNOWLEDGE_INTENTS } from './intent-detection'
import { retrieveForIntent } from './intent-retrieval'
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base'
import { checkRelevance } from './relevance-gate'
import type { RetrievalResult } from './retriever'
import { seededPick } from './seeded-choice'
import { splitSentences } from './sentences'
import { foldText } from './text/fold-text'

export interface ChatTurn {
  role: 'user' | 'assistant'
  text: string
}

export interface AnswerOptions {
  /** The UI language, used when the message itself does not show its language (like "ok" or "pizza"). */
  language?: Language
  /** Earlier turns of this conversation, oldest first (without the current question). */
  history?: readonly ChatTurn[]
  /** Varies the wording between otherwise identical answers; the same seed always gives the same text. */
  seed?: number
  /** The signed-in family's garden place (a place id from their profile), used when the conversation names none. */
  place?: string
}

export interface GardenGuideAnswer {
  text: string
  mood: Mood
  /** Garden book entries the answer used, shown as "from the garden book". */
  citations: Citation[]
  intent: Intent
  language: Language
  /** An honest "I don't know that one yet": nothing in the garden book answers the question. */
  dontKnow: boolean
}

const FOLLOW_UP =
  /^(tell me more|more|more please|another|another one|one more|again|and|and then|what else|go on|keep going|cuentame mas|mas|mas por favor|otro|otra|otra vez|otro mas|y que mas|que mas|sigue)$/

function normalizeMessage(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function chooseLanguage(question: string, options: AnswerOptions): Language {
  const scores = scoreLanguages(question, gardenBookWords())
  if (scores.en !== scores.es) return scores.en > scores.es ? 'en' : 'es'
  if (options.language) return options.language
  const lastUser = [...(options.history ?? [])].reverse().find((turn) => turn.role === 'user')
  return lastUser ? detectLanguage(lastUser.text, DEFAULT_LANGUAGE, gardenBookWords()) : DEFAULT_LANGUAGE
}

/** "Tell me more" continues the previous question, skipping entries Mochi already used. */
function resolveFollowUp(question: string, history: readonly ChatTurn[]) {
  if (!FOLLOW_UP.test(normalizeMessage(question))) return undefined
  const previous = [...history]
    .reverse()
    .find((turn) => turn.role === 'user' && !FOLLOW_UP.test(normalizeMessage(turn.text)))
  return previous?.text
}

function alreadyUsedIds(
  history: readonly ChatTurn[],
  results: readonly RetrievalResult[],
  language: Language,
): string[] {
  const replies = history.filter((turn) => turn.role === 'assistant').map((turn) => turn.text)
  return results
    .filter((result) => {
      const [first] = splitSentences(result.entry.text[language])
      return first !== undefined && replies.some((reply) => reply.includes(first))
    })
    .map((result) => result.entry.id)
}

const ACTIVITIES = KNOWLEDGE_BASE.filter((entry) => entry.topic === 'activities')

// "I'm bored" asks for an idea, not a fact: any activity from the garden book is a good answer.
const WANTS_AN_IDEA =
  /\b(bored|boring|play with me|what can (i|we) do|things to do|aburr\w*|juega conmigo|jugar conmigo|que (puedo|podemos) hacer)\b/

function suggestActivity(seed: string): RetrievalResult {
  const entry = seededPick(ACTIVITIES, `${seed}:activity`)
  return { entry, score: 1, coverage: 1, matchedTerms: [], keywordHits: 1, askedTerms: 0, unknownTerms: 0 }
}

/** Answers one child message in Mochi's voice, offline and deterministically. */
export function answer(question: string, options: AnswerOptions = {}): GardenGuideAnswer {
  const history = options.history ?? []
  const language = chooseLanguage(question, options)
  const followUpOf = resolveFollowUp(question, history)
  const asked = followUpOf ?? question
  const { intent } = analyzeIntent(asked)
  const seed = `${options.seed ?? 0}:${normalizeMessage(question)}:${history.length}`
  const previousReplies = history.filter((turn) => turn.role === 'assistant').map((turn) => turn.text)
  const done = (composed: { text: string; mood: Mood; citations: Citation[] }): GardenGuideAnswer => ({
    ...composed,
    intent,
    language,
    dontKnow: false,
  })

  // Questions about prices, opening hours, laws, forecasts, crafts or pet training are not garden knowledge.
  if (OUT_OF_SCOPE.test(normalizeMessage(asked))) {
    return {
      text: composeDontKnow(language, 'general'),
      mood: 'thinking',
      citations: [],
      intent: 'off_topic',
      language,
      dontKnow: true,
    }
  }
  const dontKnow = (): GardenGuideAnswer => {
    const { plants, place } = understand(asked)
    return {
      text: composeDontKnow(language, SUGGESTION_TOPIC[intent] ?? 'general', { plant: plants[0], place }),
      mood: 'thinking',
      citations: [],
      intent,
      language,
      dontKnow: true,
    }
  }

  if (intent !== 'draw_request' && intent !== 'joke') {
    const expert = expertAnswer(question, language, history, findPlaceById(options.place))
    if (expert?.dontKnow) return dontKnow()
    // Every composed answer must be about what was asked: a topic fact found by its cue words ("paint the fence",
    // "bees find"), a plant profile, a month table, a diagnosis or safety steps alike.
    const fits =
      expert &&
      answersTheQuestion(
        asked,
        language,
        toReply(expert),
        expertKind(expert),
        COMPOSED.has(expert.intent),
        expert.read,
      )
    // A composed answer that misses is the only candidate for its intent: don't know. A topic fact found by cue
    // words that misses leaves the question to the garden book, which has its own gate.
    if (expert && !fits && expert.intent !== 'topic') {
      // A fact of the garden book found by its cue words may still be about every word asked.
      const fact = fittingFactReply(asked, understand(asked).folded, language)
      return fact
        ? { ...fact, mood: 'helpful', intent: 'garden_question', language, dontKnow: false }
        : dontKnow()
    }
    if (expert && fits) {
      return {
        text: expert.sentences.join(' '),
        mood: expert.intent === 'safety' || expert.intent === 'toxic' ? 'helpful' : 'helpful',
        citations: expert.citations,
        intent: EXPERT_TO_INTENT[expert.intent],
        language,
        dontKnow: false,
      }
    }
  }

  switch (intent) {
    case 'greeting':
    case 'thanks':
    case 'goodbye':
    case 'who_are_you':
      return done(composeSocialReply(intent, language, seed))
    case 'off_topic':
      return dontKnow()
    case 'joke':
      return done(composeJoke(language, seed, previousReplies))
    case 'draw_request':
      return done(composeDrawReply(asked, language, seed))
  }
  if (!KNOWLEDGE_INTENTS.has(intent)) return dontKnow()

  let results = retrieveForIntent(asked, language, intent, { k: 3 })
  if (followUpOf) {
    const used = alreadyUsedIds(history, retrieveForIntent(asked, language, intent, { k: 8 }), language)
    results = retrieveForIntent(asked, language, intent, { k: 3, excludeIds: used })
  }
  const top = results[0]
  const wantsAnIdea = WANTS_AN_IDEA.test(normalizeMessage(asked)) && top?.entry.topic !== 'activities'
  // An activity idea answers "we're bored" or an activity question in words Mochi knows, not "build a swimming pool".
  if (intent === 'kid_activity' && (wantsAnIdea || !top || (!isConfident(top) && top.unknownTerms === 0)))
    results = [suggestActivity(seed)]
  // A weak match is not an answer: say so honestly instead of reciting a neighbouring fact.
  else if (!top || !isConfident(top)) return dontKnow()
  const composed = composeKnowledgeAnswer({ question: asked, intent, language, results, seed })
  // The relevance gate: an answer whose sources are not about the question's words is a neighbouring fact.
  if (
    !wantsAnIdea &&
    results[0] !== undefined &&
    results[0] === top &&
    !answersTheQuestion(asked, language, composed, results[0].entry.topic, false)
  )
    return dontKnow()
  // The answer verifier on the paths the gate above skips (a suggested activity, a "tell me more" entry): what the
  // question asks for (a time, a frequency, a cause…) must be in the answer.
  if (!wantsAnIdea && !verifyAnswer(asked, language, composed).ok) return dontKnow()
  return done(composed)
}

// Answers that speak to a plant problem: anything else (a growing guide, a month table) answered a neighbour.
const PROBLEM_ANSWERS = new Set<string>(['doctor', 'safety', 'toxic', 'pests'])

/**
 * The relevance gate for every answer path: the answer's sources and the words the guide read in the question
 * must cover it (relevance-gate.ts), and a question describing a plant problem must get a diagnosis, pest or
 * safety answer, never a growing guide that ignores the problem ("flowers but no pumpkins").
 */
function answersTheQuestion(
  question: string,
  language: Language,
  reply: { text: string; citations: readonly Citation[] },
  kind: string,
  composed: boolean,
  read: readonly string[] = [],
): boolean {
  const reading = understand(question)
  const aboutAPlant = reading.plants.length > 0 || reading.intent === 'doctor'
  if (reading.problem && aboutAPlant && !PROBLEM_ANSWERS.has(kind)) return false
  // A place named with a topic fact ("how do I water succulents in summer here in Mendoza") is where the family
  // lives, context the fact holds anywhere: what the question asks (a month, a frequency) is still verified.
  const place = !composed && read.length === 0 ? reading.place : undefined
  const asked = place
    ? [...place.en, ...place.es]
        .map(normalize)
        .reduce((text, name) => text.replaceAll(` ${name} `, ' '), ` ${normalize(question)} `)
        .trim()
    : question
  return checkRelevance(
    asked,
    language,
    reply,
    composed || read.length > 0 ? [...reading.matched, ...read] : undefined,
  ).relevant
}

// Answers composed from the guide's reading of the question, not retrieved by similarity.
const COMPOSED = new Set<string>([
  'when_to_plant',
  'last_frost',
  'watering',
  'doctor',
  'safety',
  'toxic',
  'pot',
  'bees_value',
  'grow',
  'soil',
  'spacing',
  'harvest',
  'companions',
  'sun',
  'germination',
])

const FACT_TOPICS = new Map(TOPIC_FACTS.map((fact) => [`fact-${fact.id}`, fact.topic]))

/** What a composed answer is: its expert intent, or for a topic fact the fact's topic ("pests", "soil"). */
function expertKind(expert: { intent: string; citations: readonly Citation[] }): string {
  if (expert.intent !== 'topic') return expert.intent
  return expert.citations.map((citation) => FACT_TOPICS.get(citation.id)).find(Boolean) ?? 'topic'
}

function toReply(expert: { sentences: string[]; citations: Citation[] }) {
  return { text: expert.sentences.join(' '), citations: expert.citations }
}

const OUT_OF_SCOPE =
  /\b(?:how much (?:do|does|is|are|would|will) \w+(?: \w+){0,3} cost|price|prices|costs? at|cuanto cuesta\w*|precios?|open on|what time does|a que hora abre|opening hours|horario|legal\w*|permit|licencia|permiso|forecast|weather (?:be )?tomorrow|tiempo hara|pronostico|pottery|ceramics|(?:hacer|hago|hacemos|clases? de|curso de|taller de) ceramica|engine|motor|lawnmower brand|marca de cortacesped|train my (?:dog|puppy)|ensen\w* a mi perro|taxes|declaracion de la renta|brands?|marcas?|grow (?:weed|pot|marijuana|cannabis)|marihuana|marijuana|cannabis|where (?:can |do |should |to )?(?:i |we )?(?:buy|get|find) (?!out)|which (?:store|shop)|what (?:store|shop)|donde (?:compro|comprar|puedo comprar|venden|consigo|se compran?|se venden?)|en que tienda|que tienda|recipes?|recetas?|how (?:do|to|should|can) (?:i |you |we )?(?:cook|bake|fry|roast|pickle)|como (?:cocino|se cocina|cocinar|preparo(?! (?:la |el |los |las |un |una |mi |mis )?(?:tierra|suelo|sustrato|bancal\w*|huert\w*|semiller\w*|compost\w*|macet\w*|almacig\w*|camas?|terreno|abono|jardin\w*)))|sauce|salsa de|smoothies?|batidos?|soup|sopa|jam|mermelada|juice|jugo|zumo|sunrise|sunset|sun (?:come|comes|go|goes) (?:up|down)|(?:sale|se pone) el sol|amanece|anochece)\b/

const EXPERT_TO_INTENT: Record<NonNullable<ReturnType<typeof expertAnswer>>['intent'], Intent> = {
  when_to_plant: 'what_to_plant_when',
  last_frost: 'what_to_plant_when',
  watering: 'watering',
  doctor: 'plant_care',
  safety: 'safety',
  toxic: 'safety',
  pot: 'plant_care',
  bees_value: 'bee_question',
  grow: 'plant_care',
  soil: 'soil',
  topic: 'garden_question',
  spacing: 'plant_care',
  harvest: 'plant_care',
  companions: 'plant_care',
  sun: 'plant_care',
  germination: 'plant_care',
}

const SUGGESTION_TOPIC: Partial<Record<Intent, SuggestionTopic>> = {
  bee_question: 'bees',
  pests: 'pests',
  soil: 'soil',
  watering: 'watering',
  kid_activity: 'activities',
  safety: 'safety',
  what_to_plant_when: 'planting',
  plant_care: 'planting',
}

export interface GroundingFact {
  id: string
  title: string
  text: string
}

/**
 * The knowledge that grounds a remote model: first what the garden expert composed for this question (the plant
 * profile, the month table for the place, the ranked diagnosis or the safety steps), then the best garden book
 * entries, with ids and titles for citations.
 */
export function groundingFacts(
  question: string,
  language: Language,
  k = 4,
  history: readonly ChatTurn[] = [],
  place?: string,
): GroundingFact[] {
  const facts: GroundingFact[] = []
  const expert = expertAnswer(question, language, history, findPlaceById(place))
  const [cited] = expert?.citations ?? []
  if (expert && cited) facts.push({ id: cited.id, title: cited.title, text: expert.sentences.join(' ') })
  const { intent } = analyzeIntent(question)
  for (const { entry } of retrieveForIntent(question, language, intent, { k })) {
    if (facts.length >= k) break
    facts.push({
      id: entry.id,
      title: entry.title[language],
      text: entry.funFact ? `${entry.text[language]} ${entry.funFact[language]}` : entry.text[language],
    })
  }
  return facts
}

/** The same facts as plain text lines ("Title: text [id]") for a system prompt. */
export function retrieveForGrounding(question: string, language: Language, k = 4): string[] {
  return groundingFacts(question, language, k).map((fact) => `${fact.title}: ${fact.text} [${fact.id}]`)
}
