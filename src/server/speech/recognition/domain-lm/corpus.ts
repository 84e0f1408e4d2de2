// The sentences Mochi's English recogniser expects: families' questions and children's own talk (weighted up), a
// broad grammar of children's questions, and the garden book itself.
import { KNOWLEDGE_BASE } from '../../../ai/local/garden-guide/knowledge/knowledge-base'
import type { WeightedSentence } from './arpa'
import { childQuestions } from './child-questions'
import { childTalk } from './child-talk'
import { familyQuestions } from './family-questions'
import { spokenSentences } from './normalize'
import { questionShapes } from './question-shapes'

/** Questions are what people say; the book's sentences only teach the vocabulary and how it strings together. */
const QUESTION_WEIGHT = 4
const KEYWORD_WEIGHT = 2

export function domainCorpus(): WeightedSentence[] {
  const sentences: WeightedSentence[] = []
  const add = (text: string, weight: number) => {
    for (const words of spokenSentences(text)) sentences.push({ words, weight })
  }
  for (const question of familyQuestions()) add(question, QUESTION_WEIGHT)
  // A child in distress must be heard as well as a garden question.
  for (const sentence of childTalk()) add(sentence, QUESTION_WEIGHT)
  // The general question grammar: many sentences, each counted once, so no one frame outweighs the families' own.
  // They are written lower case and plain already, so they skip the (slow, over thousands) normalisation.
  for (const question of childQuestions()) sentences.push({ words: question.split(' '), weight: 1 })
  // Longer family questions' shapes filled with the book's plants, places and months: the same, counted once.
  for (const question of questionShapes()) sentences.push({ words: question.split(' '), weight: 1 })
  for (const entry of KNOWLEDGE_BASE) {
    for (const keyword of entry.keywords.en) add(keyword, KEYWORD_WEIGHT)
    add(entry.title.en, 1)
    add(entry.text.en, 1)
    if (entry.funFact) add(entry.funFact.en, 1)
  }
  return sentences
}
