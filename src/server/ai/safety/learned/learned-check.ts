// The learned second reader: a softmax classifier trained at first use on the generated corpus, read clause by clause.
import { SAFETY_CATEGORIES, type SafetyCategory } from '../../../../shared/safety'
import { foldText } from '../normalize'
import { buildCorpus, type Example, type Label } from './corpus'
import { seededRandom } from './corpus-expand'
import { namesGarden } from './garden-words'
import { type Logistic, predictLogistic, trainLogistic } from './logistic'
import { unglue } from './unglue'

export const LABELS: readonly Label[] = [
  ...SAFETY_CATEGORIES.filter((category) => category !== 'profanity'),
  'benign',
]
const BENIGN = LABELS.indexOf('benign')

export type Trained = { model: Logistic<Label>; vocabulary: Set<string> }
let trained: Trained | undefined

/**
 * Trains on the generated corpus (a second or so of CPU). The corpus's words are kept too, to split text typed
 * without spaces. learned-cache.ts keeps the result in DATA_DIR so later starts read it instead.
 */
export function trainLearnedModel(corpus: readonly Example[] = buildCorpus()): Trained {
  const vocabulary = new Set<string>()
  for (const example of corpus) {
    for (const word of foldText(example.text).split(/[^\p{L}]+/u)) if (word.length > 1) vocabulary.add(word)
  }
  const model = trainLogistic(corpus, LABELS, { epochs: 3, rate: 1, l2: 1e-7 }, seededRandom(7))
  return { model, vocabulary }
}

/** The model in use: the one learned-cache.ts installed, or trained now at first use. */
export function learnedModel(): Trained {
  trained ??= trainLearnedModel()
  return trained
}

/** Uses a model trained earlier (read from DATA_DIR by learned-cache.ts) instead of training again. */
export function useLearnedModel(model: Trained): void {
  trained = model
}

/**
 * How sure the model must be of one harmful label before it speaks. Chosen on the generated corpus, the main eval
 * set (tuned on already) and fresh check 6, never on check 7 or 8.
 */
export const LEARNED_THRESHOLD = 0.9
/** How sure the model must be of a reading that names plants, pests or bees (garden-words.ts). */
export const GARDEN_CERTAINTY = 0.98
/** How sure the model must be of a clause that names nothing of the garden, in a message that does. */
export const HIDDEN_CERTAINTY = 0.95
// Clauses shorter than this many words are read only as part of the whole message.
const MIN_CLAUSE_WORDS = 2

// Clause breaks: punctuation, and the joining words a child uses to tuck a second question after the first.
const CLAUSE_BREAK = /[.!?;\n¿¡,]+|\s(?:and|also|but|then|plus|y|e|pero|tambien|ademas|luego|entonces)\s/

/** The most likely harmful category and the probability that the text is harmful at all (stricter for garden talk). */
export type LearnedVerdict = { category: SafetyCategory; probability: number }

/** How sure a reading must be: the usual threshold, or a stricter certainty for garden talk. */
function judge(text: string, certainty: number = LEARNED_THRESHOLD): LearnedVerdict {
  const p = predictLogistic(learnedModel().model, text)
  let best = BENIGN === 0 ? 1 : 0
  for (let li = 0; li < LABELS.length; li++) {
    if (li !== BENIGN && (p[li] ?? 0) > (p[best] ?? 0)) best = li
  }
  // The chance that the text is harmful at all is what every harmful label shares, not the top label's alone:
  // a threat with a knife splits its weight between violence and weapons, and is no less harmful for it.
  const harmful = 1 - (p[BENIGN] ?? 0)
  // A stricter reading is stretched so its certainty lands on the usual threshold.
  const probability =
    certainty > LEARNED_THRESHOLD
      ? LEARNED_THRESHOLD + ((harmful - certainty) * (1 - LEARNED_THRESHOLD)) / (1 - certainty)
      : harmful
  return { category: LABELS[best] as SafetyCategory, probability }
}

function strongest(text: string): LearnedVerdict {
  const folded = unglue(foldText(text), learnedModel().vocabulary)
  const clauses = folded
    .split(CLAUSE_BREAK)
    .filter((clause) => clause.trim().split(/\s+/).length >= MIN_CLAUSE_WORDS)
  // A message that names the garden is read strictly: most such messages are garden questions. A clause of it that
  // names no plant, pest or bee is read a little less strictly, so a harmful sentence tucked after a garden question
  // is still heard.
  const garden = namesGarden(folded)
  let best = judge(folded, garden ? GARDEN_CERTAINTY : LEARNED_THRESHOLD)
  for (const clause of new Set(clauses)) {
    if (clause.trim() === folded.trim()) continue
    const certainty = !garden ? LEARNED_THRESHOLD : namesGarden(clause) ? GARDEN_CERTAINTY : HIDDEN_CERTAINTY
    const verdict = judge(clause, certainty)
    if (verdict.probability > best.probability) best = verdict
  }
  return best
}

/**
 * The model's strongest harmful reading of a child's message: the whole text or any clause, or the last earlier turn
 * and this one read together (a harmful follow-up to an innocent start), `threshold` telling when a turn counts.
 */
export function learnedReading(
  text: string,
  history: readonly string[] = [],
  threshold = LEARNED_THRESHOLD,
): LearnedVerdict {
  const own = strongest(text)
  if (own.probability > threshold) return own
  const last = history.at(-1)
  if (last === undefined || last.trim().length === 0) return own
  // A turn that was already flagged is followed up by the rules (follow-up-rules.ts), not read twice here.
  if (strongest(last).probability > threshold) return own
  const joined = foldText(`${last} ${text}`)
  const together = judge(joined, namesGarden(joined) ? GARDEN_CERTAINTY : LEARNED_THRESHOLD)
  return together.probability > own.probability ? together : own
}

/** The model's verdict, or null when every reading is benign enough. */
export function learnedVerdict(text: string, history: readonly string[] = []): LearnedVerdict | null {
  const reading = learnedReading(text, history)
  return reading.probability > LEARNED_THRESHOLD ? reading : null
}
