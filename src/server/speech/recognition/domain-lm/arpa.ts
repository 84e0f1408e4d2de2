// Builds a trigram language model in ARPA format (what pocketsphinx reads) from sentences, with absolute
// discounting and Katz-style back-off, so a small recogniser vocabulary gets sensible word-sequence odds.

const SENTENCE_START = '<s>'
const SENTENCE_END = '</s>'
/** log10 probability ARPA uses for "never predicted" (the sentence start). */
const NEVER = -99

export interface WeightedSentence {
  words: readonly string[]
  /** How many times the sentence counts (questions families ask weigh more than book sentences). */
  weight?: number
}

type Counts = Map<string, number>

const key = (...words: string[]) => words.join(' ')

function bump(counts: Counts, k: string, by: number) {
  counts.set(k, (counts.get(k) ?? 0) + by)
}

/** The Kneser–Ney estimate D = n1 / (n1 + 2 n2) from how many n-grams were seen once and twice. */
function discountFor(counts: Counts): number {
  let once = 0
  let twice = 0
  for (const count of counts.values()) {
    if (count === 1) once++
    else if (count === 2) twice++
  }
  if (once === 0) return 0.5
  return Math.min(0.9, Math.max(0.1, once / (once + 2 * twice)))
}

const log10 = (p: number) => Math.round(Math.log10(p) * 1e4) / 1e4

export interface LanguageModel {
  vocabulary: string[]
  arpa: string
}

export function buildTrigramModel(sentences: readonly WeightedSentence[]): LanguageModel {
  const unigrams: Counts = new Map()
  const bigrams: Counts = new Map()
  const trigrams: Counts = new Map()
  for (const sentence of sentences) {
    if (sentence.words.length === 0) continue
    const weight = sentence.weight ?? 1
    const words = [SENTENCE_START, ...sentence.words, SENTENCE_END]
    for (let i = 0; i < words.length; i++) {
      bump(unigrams, words[i]!, weight)
      if (i >= 1) bump(bigrams, key(words[i - 1]!, words[i]!), weight)
      if (i >= 2) bump(trigrams, key(words[i - 2]!, words[i - 1]!, words[i]!), weight)
    }
  }

  // Unigrams: relative frequency with a little mass spread evenly, so every word stays reachable.
  const predicted = [...unigrams.keys()].filter((word) => word !== SENTENCE_START)
  const total = predicted.reduce((sum, word) => sum + unigrams.get(word)!, 0)
  const floor = 0.5
  const p1 = new Map<string, number>()
  for (const word of predicted)
    p1.set(word, (unigrams.get(word)! + floor) / (total + floor * predicted.length))

  // Higher orders: discounted relative frequency of what followed each history; the rest backs off.
  const followers = (counts: Counts) => {
    const byHistory = new Map<string, { total: number; next: Map<string, number> }>()
    for (const [gram, count] of counts) {
      const cut = gram.lastIndexOf(' ')
      const history = gram.slice(0, cut)
      const entry = byHistory.get(history) ?? { total: 0, next: new Map<string, number>() }
      entry.total += count
      entry.next.set(gram.slice(cut + 1), count)
      byHistory.set(history, entry)
    }
    return byHistory
  }
  const d2 = discountFor(bigrams)
  const d3 = discountFor(trigrams)
  const after1 = followers(bigrams)
  const after2 = followers(trigrams)

  const p2 = new Map<string, number>()
  const backoff1 = new Map<string, number>()
  for (const [history, { total: seen, next }] of after1) {
    let kept = 0
    let lowerKept = 0
    for (const [word, count] of next) {
      const p = (count - d2) / seen
      p2.set(key(history, word), p)
      kept += p
      lowerKept += p1.get(word) ?? 0
    }
    backoff1.set(history, (1 - kept) / Math.max(1e-9, 1 - lowerKept))
  }
  const bigramProbability = (history: string, word: string) =>
    p2.get(key(history, word)) ?? (backoff1.get(history) ?? 1) * (p1.get(word) ?? 0)

  const p3 = new Map<string, number>()
  const backoff2 = new Map<string, number>()
  for (const [history, { total: seen, next }] of after2) {
    const last = history.slice(history.indexOf(' ') + 1)
    let kept = 0
    let lowerKept = 0
    for (const [word, count] of next) {
      const p = (count - d3) / seen
      p3.set(key(history, word), p)
      kept += p
      lowerKept += bigramProbability(last, word)
    }
    backoff2.set(history, (1 - kept) / Math.max(1e-9, 1 - lowerKept))
  }

  const lines = ['\\data\\', `ngram 1=${unigrams.size}`, `ngram 2=${p2.size}`, `ngram 3=${p3.size}`, '']
  lines.push('\\1-grams:')
  const sortedWords = [...unigrams.keys()].sort()
  for (const word of sortedWords) {
    const probability = word === SENTENCE_START ? NEVER : log10(p1.get(word)!)
    const bow = backoff1.get(word)
    lines.push(bow === undefined ? `${probability} ${word}` : `${probability} ${word} ${log10(bow)}`)
  }
  lines.push('', '\\2-grams:')
  for (const gram of [...p2.keys()].sort()) {
    const bow = backoff2.get(gram)
    const probability = log10(p2.get(gram)!)
    lines.push(bow === undefined ? `${probability} ${gram}` : `${probability} ${gram} ${log10(bow)}`)
  }
  lines.push('', '\\3-grams:')
  for (const gram of [...p3.keys()].sort()) lines.push(`${log10(p3.get(gram)!)} ${gram}`)
  lines.push('', '\\end\\', '')
  return {
    vocabulary: sortedWords.filter((word) => word !== SENTENCE_START && word !== SENTENCE_END),
    arpa: lines.join('\n'),
  }
}
