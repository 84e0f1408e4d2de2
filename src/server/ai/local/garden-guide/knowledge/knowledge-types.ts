// The shape of one bilingual entry in Mochi's garden book, shared by our entries and the mapped bee facts.
import type { Language } from '../../../../../shared/constants'

export const KNOWLEDGE_TOPICS = [
  'bees',
  'pollinators',
  'plants',
  'seasons',
  'pests',
  'soil',
  'water',
  'safety',
  'activities',
  'conservation',
] as const
export type KnowledgeTopic = (typeof KNOWLEDGE_TOPICS)[number]

export type BilingualText = Record<Language, string>

export interface KnowledgeEntry {
  /** Stable kebab-case id, shown to families as a citation from the garden book. */
  id: string
  topic: KnowledgeTopic
  /** Words a child might use for this entry; they get a retrieval boost. */
  keywords: Record<Language, string[]>
  title: BilingualText
  /** 1 to 3 short, child-friendly sentences. */
  text: BilingualText
  /** An optional extra sentence, used when an answer has room for one more. */
  funFact?: BilingualText
  /** The title reads as a short statement ("Bees have five eyes"), so an answer may open with it. */
  titleIsHeadline?: boolean
  source: 'garden-guide' | 'bee-facts'
}

/** What knowledge files write; the source is added when the book is assembled. */
export type KnowledgeEntryInput = Omit<KnowledgeEntry, 'source'>
