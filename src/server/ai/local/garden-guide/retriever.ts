// A small BM25F retriever over the garden book: per-language fields, keyword-phrase boosts and typo tolerance.
import type { Language } from '../../../../shared/constants'
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base'
import type { KnowledgeEntry, KnowledgeTopic } from './knowledge/knowledge-types'
import { analyzeText } from './text/analyze'
import { editDistance } from './text/edit-distance'
import { splitWords } from './text/fold-text'
import { isStopword } from './text/stopwords'
import { relatedTerms } from './text/synonyms'

export interface RetrievalResult {
  entry: KnowledgeEntry
  score: number
  /** Share of the question's terms found in the entry, 0 to 1. */
  coverage: number
  matchedTerms: string[]
  /** How many of the entry's keyword phrases appear whole in the question. */
  keywordHits: number
  /** How many distinct terms the question had (matched or not). */
  askedTerms: number
  /**
   * Words of the question the garden book does not know at all, not even as a typo ("rabbits", "swimming"):
   * usually what the question is about, so an entry matching only its other words answers something else.
   */
  unknownTerms: number
}

export interface RetrieveOptions {
  k?: number
  /** Entries of these topics get a small boost (from the detected intent). */
  topics?: readonly KnowledgeTopic[]
  excludeIds?: readonly string[]
}

interface FieldSpec {
  weight: number
  b: number
  texts: (entry: KnowledgeEntry, language: Language) => { text: string; language: Language }[]
}

const other = (language: Language): Language => (language === 'en' ? 'es' : 'en')

// Keywords and titles say what an entry is about; the body and fun fact add supporting words.
const FIELDS: FieldSpec[] = [
  { weight: 2, b: 0.4, texts: (e, l) => [{ text: e.title[l], language: l }] },
  { weight: 2.5, b: 0.3, texts: (e, l) => e.keywords[l].map((text) => ({ text, language: l })) },
  { weight: 1, b: 0.75, texts: (e, l) => [{ text: e.text[l], language: l }] },
  { weight: 0.5, b: 0.75, texts: (e, l) => (e.funFact ? [{ text: e.funFact[l], language: l }] : []) },
  // The other language's keywords catch mixed messages like "¿qué es un bee hotel?".
  {
    weight: 0.4,
    b: 0.3,
    texts: (e, l) => e.keywords[other(l)].map((text) => ({ text, language: other(l) })),
  },
]

const K1 = 2
const TOPIC_BOOST = 1.35
const KEYWORD_PHRASE_BONUS = 0.5
const FUZZY_WEIGHT = 0.7
const RELATED_WEIGHT = 0.4
// A keyword phrasing a question with small words ("what is compost") is lost when stopwords are dropped,
// so finding it word for word earns a bonus of its own.
const EXACT_PHRASE_BONUS = 3

interface IndexedDoc {
  entry: KnowledgeEntry
  /** Length-normalised, field-weighted term frequency. */
  tf: Map<string, number>
  keywordPhrases: string[][]
  /** Multi-word keywords as folded text with spaces around, for word-for-word matching. */
  exactPhrases: string[]
}

interface LanguageIndex {
  docs: IndexedDoc[]
  idf: Map<string, number>
  /** Known terms grouped by first letter, where typo corrections are looked for. */
  vocabularyByInitial: Map<string, string[]>
  /** Typo corrections already worked out (undefined: no close term). */
  corrections: Map<string, string | undefined>
  /** For each term, the positions in `docs` of the entries holding it: a search visits only those. */
  postings: Map<string, number[]>
}

function buildIndex(entries: readonly KnowledgeEntry[], language: Language): LanguageIndex {
  const fieldTerms = entries.map((entry) =>
    FIELDS.map((field) =>
      field.texts(entry, language).flatMap((part) => analyzeText(part.text, part.language)),
    ),
  )
  const averageLengths = FIELDS.map((_, f) => {
    const total = fieldTerms.reduce((sum, fields) => sum + fields[f]!.length, 0)
    return Math.max(1, total / Math.max(1, entries.length))
  })

  const documentFrequency = new Map<string, number>()
  const docs = entries.map((entry, d) => {
    const tf = new Map<string, number>()
    FIELDS.forEach((field, f) => {
      const terms = fieldTerms[d]![f]!
      const norm = 1 - field.b + field.b * (terms.length / averageLengths[f]!)
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + field.weight / norm)
    })
    for (const term of tf.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1)
    const phrases = entry.keywords[language].map((keyword) => [...new Set(analyzeText(keyword, language))])
    const unique = new Map(phrases.filter((p) => p.length > 0).map((p) => [p.slice().sort().join(' '), p]))
    const exactPhrases = entry.keywords[language]
      .map((keyword) => splitWords(keyword))
      .filter((words) => words.length >= 2 && words.some((word) => isStopword(word, language)))
      .map((words) => ` ${words.join(' ')} `)
    return { entry, tf, keywordPhrases: [...unique.values()], exactPhrases }
  })

  const n = entries.length
  const idf = new Map<string, number>()
  for (const [term, df] of documentFrequency) idf.set(term, Math.log(1 + (n - df + 0.5) / (df + 0.5)))
  const vocabularyByInitial = new Map<string, string[]>()
  for (const term of idf.keys()) {
    const initial = term[0] ?? ''
    vocabularyByInitial.set(initial, [...(vocabularyByInitial.get(initial) ?? []), term])
  }
  const postings = new Map<string, number[]>()
  docs.forEach((doc, d) => {
    for (const term of doc.tf.keys()) {
      const list = postings.get(term)
      if (list) list.push(d)
      else postings.set(term, [d])
    }
  })
  return { docs, idf, vocabularyByInitial, corrections: new Map(), postings }
}

interface QueryTerm {
  term: string
  weight: number
  /** Added by expansion, so it does not count towards coverage. */
  related: boolean
}

/**
 * The closest known term to a misspelt one: within 1 edit (2 for long words), same first letter, since
 * children's typos rarely change how a word starts. Ties go to the more common term (lower idf).
 */
function correctTypo(term: string, index: LanguageIndex): string | undefined {
  if (index.corrections.has(term)) return index.corrections.get(term)
  const limit = term.length >= 7 ? 2 : 1
  let best: { term: string; distance: number; idf: number } | undefined
  for (const candidate of index.vocabularyByInitial.get(term[0] ?? '') ?? []) {
    if (Math.abs(candidate.length - term.length) > limit) continue
    const distance = editDistance(term, candidate, limit)
    if (distance > limit) continue
    const idf = index.idf.get(candidate)!
    if (!best || distance < best.distance || (distance === best.distance && idf < best.idf)) {
      best = { term: candidate, distance, idf }
    }
  }
  index.corrections.set(term, best?.term)
  return best?.term
}

/** Known terms stay; an unknown term of 4+ letters is swapped for its typo correction; related terms join weakly. */
function resolveQueryTerms(terms: string[], index: LanguageIndex): QueryTerm[] {
  const resolved = new Map<string, number>()
  for (const term of terms) {
    if (index.idf.has(term)) {
      resolved.set(term, Math.max(resolved.get(term) ?? 0, 1))
      continue
    }
    const corrected = term.length >= 4 ? correctTypo(term, index) : undefined
    if (corrected) resolved.set(corrected, Math.max(resolved.get(corrected) ?? 0, FUZZY_WEIGHT))
  }
  const expanded = new Map<string, number>()
  for (const term of resolved.keys()) {
    for (const related of relatedTerms(term)) {
      if (!resolved.has(related) && index.idf.has(related)) expanded.set(related, RELATED_WEIGHT)
    }
  }
  return [
    ...[...resolved].map(([term, weight]) => ({ term, weight, related: false })),
    ...[...expanded].map(([term, weight]) => ({ term, weight, related: true })),
  ]
}

export class LexicalRetriever {
  private readonly indexes = new Map<Language, LanguageIndex>()

  constructor(private readonly entries: readonly KnowledgeEntry[]) {}

  private index(language: Language): LanguageIndex {
    let index = this.indexes.get(language)
    if (!index) {
      index = buildIndex(this.entries, language)
      this.indexes.set(language, index)
    }
    return index
  }

  search(query: string, language: Language, options: RetrieveOptions = {}): RetrievalResult[] {
    const { k = 3, topics = [], excludeIds = [] } = options
    const index = this.index(language)
    const asked = [...new Set(analyzeText(query, language))]
    const queryTerms = resolveQueryTerms(asked, index)
    if (queryTerms.length === 0) return []
    const termSet = new Set(queryTerms.filter((q) => !q.related).map((q) => q.term))
    // Unknown words count too: "tomato spaceship" only half matches the tomato entry.
    const askedTerms = Math.max(asked.length, termSet.size)
    const unknownTerms = asked.filter(
      (term) => term.length >= 4 && !index.idf.has(term) && !index.corrections.get(term),
    ).length
    const excluded = new Set(excludeIds)
    const foldedQuery = ` ${splitWords(query).join(' ')} `

    // Only entries holding a query term can score; visited in book order, as a full scan would.
    const holds = new Uint8Array(index.docs.length)
    for (const { term } of queryTerms) for (const d of index.postings.get(term) ?? []) holds[d] = 1
    const results: RetrievalResult[] = []
    for (let d = 0; d < index.docs.length; d++) {
      if (!holds[d]) continue
      const doc = index.docs[d]!
      if (excluded.has(doc.entry.id)) continue
      let score = 0
      const matchedTerms: string[] = []
      for (const { term, weight, related } of queryTerms) {
        const tf = doc.tf.get(term)
        if (!tf) continue
        if (!related) matchedTerms.push(term)
        score += weight * index.idf.get(term)! * ((tf * (K1 + 1)) / (tf + K1))
      }
      if (score === 0) continue
      let keywordHits = 0
      for (const phrase of doc.keywordPhrases) {
        if (!phrase.every((term) => termSet.has(term))) continue
        keywordHits++
        score += KEYWORD_PHRASE_BONUS * phrase.reduce((sum, term) => sum + index.idf.get(term)!, 0)
      }
      if (doc.exactPhrases.some((phrase) => foldedQuery.includes(phrase))) score += EXACT_PHRASE_BONUS
      if (topics.includes(doc.entry.topic)) score *= TOPIC_BOOST
      results.push({
        entry: doc.entry,
        score,
        coverage: matchedTerms.length / askedTerms,
        matchedTerms,
        keywordHits,
        askedTerms,
        unknownTerms,
      })
    }
    return results.sort((a, b) => b.score - a.score).slice(0, k)
  }
}

let defaultRetriever: LexicalRetriever | undefined

/** Searches Mochi's whole garden book. */
export function retrieve(query: string, language: Language, options?: RetrieveOptions): RetrievalResult[] {
  defaultRetriever ??= new LexicalRetriever(KNOWLEDGE_BASE)
  return defaultRetriever.search(query, language, options)
}
