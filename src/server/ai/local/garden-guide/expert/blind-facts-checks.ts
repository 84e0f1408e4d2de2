// The checks every blind-written knowledge test runs: each family question cites the fact about what was asked and
// says its key words, and every added fact is unique, bilingual sentence for sentence and listed in TOPIC_FACTS.
import { expect, it } from 'vitest'
import { answer } from '../answer'
import { TOPIC_FACTS, type TopicFact } from './topic-facts'

export type FactCase = [question: string, factId: string, mustSay: RegExp]

export function itAnswersFromTheFacts(cases: readonly FactCase[]): void {
  for (const [question, factId, mustSay] of cases) {
    it(`${question} → ${factId}`, () => {
      const reply = answer(question)
      expect(reply.dontKnow).toBe(false)
      expect(reply.citations.map((citation) => citation.id)).toContain(`fact-${factId}`)
      expect(reply.text).toMatch(mustSay)
    })
  }
}

export function itKeepsTheFactsWellFormed(
  facts: readonly TopicFact[],
  { withSource }: { withSource: boolean },
): void {
  it('has unique ids, both languages sentence for sentence, and a source for every entry', () => {
    const ids = new Set(TOPIC_FACTS.map((fact) => fact.id))
    expect(ids.size).toBe(TOPIC_FACTS.length)
    for (const fact of facts) {
      expect(fact.facts.es.length).toBe(fact.facts.en.length)
      expect(fact.title.es.length).toBeGreaterThan(0)
      if (withSource) expect(fact.source.length).toBeGreaterThan(0)
      expect(TOPIC_FACTS).toContain(fact)
    }
  })
}

/** The ids of the facts an answer to `question` cites. */
export const citedIds = (question: string) => answer(question).citations.map((citation) => citation.id)
