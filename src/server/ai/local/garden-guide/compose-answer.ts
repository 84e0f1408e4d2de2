// Builds Mochi's reply in the child's language: opener, garden book sentences and a closer, with mood and citations.
import type { Language } from '../../../../shared/constants'
import type { Citation, Mood } from '../../../../shared/schemas/chat'
import type { Intent } from './intent-detection'
import type { KnowledgeEntry } from './knowledge/knowledge-types'
import { CLOSERS, HEDGE_OPENERS, NOT_SURE_REPLIES, OPENERS, type OpenerKind, type Phrases } from './replies'
import type { RetrievalResult } from './retriever'
import { seededPick } from './seeded-choice'
import { type Sentence, selectSentences, splitSentences } from './sentences'

export interface ComposedAnswer {
  text: string
  mood: Mood
  citations: Citation[]
}

export interface ComposeKnowledgeInput {
  question: string
  intent: Intent
  language: Language
  results: readonly RetrievalResult[]
  /** Picks among equivalent wordings; the same seed gives the same answer. */
  seed: string
}

const MAX_SENTENCES = 4
const MAX_CONTENT_SENTENCES = 3
// A second entry joins the answer only when it scored nearly as well as the first.
const SECOND_ENTRY_RATIO = 0.6

const MOOD_BY_INTENT: Partial<Record<Intent, Mood>> = {
  bee_question: 'excited',
  kid_activity: 'excited',
}

/**
 * A match good enough to answer without hedging: most of the question's words, or a keyword phrase with at
 * most one word of the question left unexplained ("why do leaves change color" only half-matches leaf mould),
 * and never one that leaves an unknown word of the question unexplained.
 */
export function isConfident(result: RetrievalResult): boolean {
  // A word the garden book has never seen is usually the subject: without a keyword of the entry in the
  // question, the entry answers a neighbouring question ("keep rabbits out" is not about marigolds).
  if (result.unknownTerms > 0 && result.keywordHits === 0) return false
  const unmatched = result.askedTerms - result.matchedTerms.length
  return result.coverage >= 0.6 || (result.keywordHits > 0 && result.coverage >= 0.5 && unmatched <= 1)
}

function pick(phrases: Phrases, language: Language, seed: string, salt: string): string {
  return seededPick(phrases[language], `${seed}:${salt}`)
}

function headline(entry: KnowledgeEntry, language: Language): string {
  const title = entry.title[language].replace(/[.!?]+$/, '')
  return language === 'es' ? `¡${title}!` : `${title}!`
}

function openerKind(intent: Intent): OpenerKind {
  return intent in OPENERS ? (intent as OpenerKind) : 'garden_question'
}

export function composeKnowledgeAnswer(input: ComposeKnowledgeInput): ComposedAnswer {
  const { question, intent, language, results, seed } = input
  const top = results[0]
  if (!top) {
    return { text: pick(NOT_SURE_REPLIES, language, seed, 'not-sure'), mood: 'thinking', citations: [] }
  }
  const confident = isConfident(top)
  const content: Sentence[] = selectSentences(top.entry, language, question, MAX_CONTENT_SENTENCES)
  const used: KnowledgeEntry[] = [top.entry]

  const second = results[1]
  if (content.length === 1 && second && confident && second.score >= top.score * SECOND_ENTRY_RATIO) {
    const [firstOfSecond] = splitSentences(second.entry.text[language])
    if (firstOfSecond) {
      content.push({ text: firstOfSecond, entryId: second.entry.id, isFunFact: false })
      used.push(second.entry)
    }
  }

  let opener: string
  if (!confident) opener = pick(HEDGE_OPENERS, language, seed, 'hedge')
  else if (top.entry.titleIsHeadline) opener = headline(top.entry, language)
  else opener = pick(OPENERS[openerKind(intent)], language, seed, 'opener')

  const sentences = [opener, ...content.map((sentence) => sentence.text)]
  if (sentences.length < MAX_SENTENCES - 1) sentences.push(pick(CLOSERS, language, seed, 'closer'))

  return {
    text: sentences.join(' '),
    mood: confident ? (MOOD_BY_INTENT[intent] ?? 'helpful') : 'thinking',
    citations: used.map((entry) => ({ id: entry.id, title: entry.title[language] })),
  }
}
