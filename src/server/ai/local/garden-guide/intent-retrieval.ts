// Retrieval tuned by intent: boosts the intent's topics and puts first aid first when a child reports a sting.
import type { Language } from '../../../../shared/constants'
import type { Intent } from './intent-detection'
import { getKnowledgeEntry } from './knowledge/knowledge-base'
import type { KnowledgeTopic } from './knowledge/knowledge-types'
import { type RetrievalResult, type RetrieveOptions, retrieve } from './retriever'
import { foldText } from './text/fold-text'

const INTENT_TOPICS: Partial<Record<Intent, KnowledgeTopic[]>> = {
  bee_question: ['bees', 'pollinators', 'conservation'],
  plant_care: ['plants'],
  what_to_plant_when: ['seasons', 'plants'],
  pests: ['pests'],
  soil: ['soil'],
  watering: ['water'],
  kid_activity: ['activities'],
  safety: ['safety'],
}

const STING_REPORT = /\b(stung|stings? (me|him|her|us)|sting me|me pic\w*|me ha picado|le pic\w*|picadura)\b/
const ATE_SOMETHING = /\b(ate (a|an|some|the|one|two|three)|swallowed|me comi|se comio|se trago)\b/

/** The first-aid entry for a message that reports a sting or a swallowed plant, if any. */
export function firstAidEntryId(message: string): string | undefined {
  const folded = foldText(message)
  if (STING_REPORT.test(folded)) {
    if (/\b(nettles?|ortigas?)\b/.test(folded)) return 'stinging-nettles'
    if (/\b(wasps?|avispas?)\b/.test(folded)) return 'wasp-sting-safety'
    return 'what-to-do-if-stung'
  }
  if (ATE_SOMETHING.test(folded)) return 'poisonous-plants'
  return undefined
}

// When a child is hurt, the first-aid entry must lead whatever else matches the words.
function pinFirstAid(message: string, results: RetrievalResult[]): RetrievalResult[] {
  const id = firstAidEntryId(message)
  const entry = id ? getKnowledgeEntry(id) : undefined
  if (!entry) return results
  const best = Math.max(0, ...results.map((result) => result.score))
  const pinned: RetrievalResult = {
    entry,
    score: best + 1,
    coverage: 1,
    matchedTerms: [],
    keywordHits: 1,
    askedTerms: 0,
    unknownTerms: 0,
  }
  return [pinned, ...results.filter((result) => result.entry.id !== entry.id)]
}

export function retrieveForIntent(
  question: string,
  language: Language,
  intent: Intent,
  options: Omit<RetrieveOptions, 'topics'> = {},
): RetrievalResult[] {
  const results = retrieve(question, language, { ...options, topics: INTENT_TOPICS[intent] ?? [] })
  if (intent !== 'safety') return results
  return pinFirstAid(question, results).slice(0, options.k ?? 3)
}
