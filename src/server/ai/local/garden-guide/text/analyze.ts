// Turns text into retrieval terms: fold accents, split words, drop stopwords, stem and merge synonyms.
import type { Language } from '../../../../../shared/constants'
import { splitWords } from './fold-text'
import { stemWord } from './stem'
import { isStopword } from './stopwords'
import { canonicalTerm } from './synonyms'

export function toTerm(word: string, language: Language): string {
  return canonicalTerm(stemWord(word, language), language)
}

/** Retrieval terms of a text, in order, repeats kept (term frequency matters). */
export function analyzeText(text: string, language: Language): string[] {
  const terms: string[] = []
  for (const word of splitWords(text)) {
    if (isStopword(word, language)) continue
    if (word.length < 2 && !/\d/.test(word)) continue
    terms.push(toTerm(word, language))
  }
  return terms
}
