// Grades one garden guide answer against a held-out family question's key facts.
import { foldText } from '../../src/server/ai/local/garden-guide/text/fold-text'
import type { FamilyQuestion } from './family-question-types'

export type Grade = 'correct' | 'honest-dont-know' | 'incomplete' | 'off-topic' | 'wrong-language'

export interface GradedAnswer {
  text: string
  language: string
  dontKnow: boolean
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A fact group matches when one of its alternatives starts a word of the answer. */
export function factMatches(group: string, answerText: string): boolean {
  const folded = foldText(answerText)
  return group
    .split('|')
    .map((alternative) => foldText(alternative.trim()))
    .some((alternative) => new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(alternative)}`).test(folded))
}

export function missingFacts(question: FamilyQuestion, answerText: string): string[] {
  return question.facts.filter((group) => !factMatches(group, answerText))
}

/**
 * Outside-knowledge questions are correct only as an honest don't-know; any other answer is off-topic.
 * Answerable questions: all key facts → correct; a don't-know → honest (not correct); some facts → incomplete;
 * none → off-topic (an unrelated answer presented as an answer).
 */
export function grade(question: FamilyQuestion, result: GradedAnswer): Grade {
  if (question.topic === 'outside-knowledge') return result.dontKnow ? 'correct' : 'off-topic'
  if (result.dontKnow) return 'honest-dont-know'
  if (result.language !== question.language) return 'wrong-language'
  const missing = missingFacts(question, result.text)
  if (missing.length === 0) return 'correct'
  return missing.length < question.facts.length ? 'incomplete' : 'off-topic'
}
