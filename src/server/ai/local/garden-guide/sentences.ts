// Splits garden book text into sentences and picks the ones that best answer the question.
import type { Language } from '../../../../shared/constants'
import type { KnowledgeEntry } from './knowledge/knowledge-types'
import { FUN_FACT_PREFIX } from './replies'
import { analyzeText } from './text/analyze'
import { foldText } from './text/fold-text'

const SENTENCE_END = /(?<=[.!?…])\s+(?=[¿¡"“«(]?[A-ZÁÉÍÓÚÑ0-9])/

export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
}

/** Counts sentences the way a reader would (used to keep answers 2 to 4 sentences long). */
export function countSentences(text: string): number {
  return splitSentences(text).length
}

// Questions asking "when", "how many" or "why" are best answered by sentences with times, numbers or reasons.
const CUES: { question: RegExp; sentence: RegExp }[] = [
  {
    question: /\b(when|how long|what time|cuando|cuanto tiempo|cuanto tarda\w*)\b/,
    sentence:
      /\b(\d+|days?|weeks?|months?|years?|spring|summer|autumn|fall|winter|morning|evening|after|before|dias?|semanas?|meses|mes|anos?|primavera|verano|otono|invierno|manana|tarde|despues|antes)\b/,
  },
  {
    question: /\b(how many|how much|how big|how tall|how far|cuantos|cuantas|cuanto|cuanta|que tan)\b/,
    sentence:
      /\b(\d+|one|two|three|four|five|six|ten|hundreds?|thousands?|millions?|uno|una|dos|tres|cuatro|cinco|seis|diez|cientos|miles|millones)\b/,
  },
  { question: /\b(why|por que)\b/, sentence: /\b(because|so|so that|porque|asi que|para que|ya que)\b/ },
]

export interface Sentence {
  text: string
  entryId: string
  isFunFact: boolean
}

/**
 * The entry's first sentence always leads; up to `max - 1` more are chosen by how many question words
 * they share (plus a bonus for time, number or reason cues), then put back in reading order.
 */
export function selectSentences(
  entry: KnowledgeEntry,
  language: Language,
  question: string,
  max: number,
): Sentence[] {
  const body = splitSentences(entry.text[language]).map((text) => ({
    text,
    entryId: entry.id,
    isFunFact: false,
  }))
  const funFact = entry.funFact
    ? [
        {
          text: `${FUN_FACT_PREFIX[language]} ${entry.funFact[language]}`,
          entryId: entry.id,
          isFunFact: true,
        },
      ]
    : []
  const [first, ...rest] = [...body, ...funFact]
  if (!first) return []

  const questionTerms = new Set(analyzeText(question, language))
  const foldedQuestion = foldText(question)
  const cues = CUES.filter((cue) => cue.question.test(foldedQuestion))
  const scored = rest.map((sentence, order) => {
    const overlap = analyzeText(sentence.text, language).filter((term) => questionTerms.has(term)).length
    const cueBonus = cues.filter((cue) => cue.sentence.test(foldText(sentence.text))).length
    return { sentence, order, score: overlap + cueBonus }
  })
  // Body sentences win ties over the fun fact, so the core advice stays complete.
  scored.sort(
    (a, b) =>
      b.score - a.score || Number(a.sentence.isFunFact) - Number(b.sentence.isFunFact) || a.order - b.order,
  )
  const chosen = scored.slice(0, Math.max(0, max - 1)).sort((a, b) => a.order - b.order)
  return [first, ...chosen.map((item) => item.sentence)]
}
