// Picks the topic fact that answers a question: the most specific fact whose cue words all appear and whose
// sentences and cues also pass the relevance gate, so a near miss ("improve soil" for "improve clay soil") gives way
// to the fact that is about every word asked ("clay soil").
import type { Language } from '../../../../../shared/constants'
import { checkRelevance } from '../relevance-gate'
import type { ExpertReply } from './compose-expert'
import { rankTopicFacts, type TopicFact } from './topic-facts'

const asReply = (fact: TopicFact, language: Language) => ({
  text: fact.facts[language].join(' '),
  citations: [{ id: `fact-${fact.id}`, title: fact.title[language] }],
})

/** The best-ranked fact that passes the relevance gate, reading `read` as words the guide read in the question. */
function relevantFact(
  ranked: readonly TopicFact[],
  question: string,
  language: Language,
  read?: readonly string[],
): TopicFact | undefined {
  let best: { fact: TopicFact; uncovered: number } | undefined
  for (const fact of ranked) {
    // Only facts as specific as the first that fits (as many cue groups) compete with it.
    if (best && fact.cues.length < best.fact.cues.length) break
    const check = checkRelevance(question, language, asReply(fact, language), read)
    if (!check.relevant) continue
    // Of equally specific facts, the one that leaves fewer of the question's words unspoken is about more of it
    // ("a pizza garden for my kids" is the pizza garden, not plants for children in general).
    if (!best || check.uncovered.length < best.uncovered) best = { fact, uncovered: check.uncovered.length }
    if (best.uncovered === 0) break
  }
  return best?.fact
}

/**
 * The best fact that answers the question, else the best match by cue words alone (the caller's gate decides).
 * Words the guide read in the question (cue words of everyday phrasings: "3 hours of sun" is shade) count first,
 * so the fact about what the family meant wins over one that fits their literal words.
 */
export function findFittingFact(
  question: string,
  folded: string,
  language: Language,
  read: readonly string[] = [],
): TopicFact | undefined {
  const ranked = rankTopicFacts(folded)
  return (
    (read.length > 0 ? relevantFact(ranked, question, language, read) : undefined) ??
    relevantFact(ranked, question, language) ??
    ranked[0]
  )
}

/**
 * A topic fact that passes the relevance gate, as a reply, or undefined: the second chance for a question whose
 * composed answer (a safety topic, a diagnosis) missed it ("my daughter digs up earthworms, do they help the soil").
 */
export function fittingFactReply(
  question: string,
  folded: string,
  language: Language,
): { text: string; citations: { id: string; title: string }[] } | undefined {
  const fact = relevantFact(rankTopicFacts(folded), question, language)
  return fact ? asReply(fact, language) : undefined
}

/** Does a composed reply pass the relevance gate, given the words the guide read in the question? */
export function fits(
  question: string,
  language: Language,
  reply: ExpertReply,
  read: readonly string[],
): boolean {
  const text = reply.sentences.join(' ')
  return checkRelevance(question, language, { text, citations: reply.citations }, [
    ...read,
    ...(reply.read ?? []),
  ]).relevant
}
