// Whole-word matching of our own word lists against normalised text, including spelled-out "p u t a" runs.
import type { SafetyCategory } from '../../../shared/safety'
import type { SafetyHit } from './moderation-types'
import { normalizeTerm, type PreparedText, prepareText } from './normalize'

export type ListedTerms = { category: SafetyCategory; forms: readonly string[] }

/** "pendej" + ["o", "a"] → ["pendejo", "pendeja"]. */
export function inflect(stem: string, endings: readonly string[]): string[] {
  return endings.map((ending) => stem + ending)
}

type Entry = { category: SafetyCategory; term: string }

export type CompiledWordList = {
  words: ReadonlyMap<string, Entry>
  phrases: readonly (Entry & { normalized: string })[]
  /** Innocent words that only collide with a listed word once repeated letters collapse ("penne" → "pene"). */
  exceptions: ReadonlySet<string>
}

export function compileWordList(
  lists: readonly ListedTerms[],
  exceptions: readonly string[] = [],
): CompiledWordList {
  const words = new Map<string, Entry>()
  const phrases: (Entry & { normalized: string })[] = []
  for (const { category, forms } of lists) {
    for (const term of forms) {
      const normalized = normalizeTerm(term)
      if (normalized.includes(' ')) phrases.push({ category, term, normalized })
      else words.set(normalized, { category, term })
    }
  }
  return { words, phrases, exceptions: new Set(exceptions.map((word) => prepareText(word).plain)) }
}

// Runs of spaced letters are deliberate obfuscation, so a listed word anywhere inside one counts;
// short words are skipped there because three glued letters match too much by chance.
const MIN_RUN_WORD = 4

export function findListedTerms(text: PreparedText, list: CompiledWordList): SafetyHit[] {
  const hits: SafetyHit[] = []
  const plainWords = text.plain.split(' ')
  text.tokens.forEach((token, i) => {
    const entry = list.words.get(token)
    if (entry === undefined) return
    if (list.exceptions.has(plainWords[i] ?? token)) return
    hits.push({ category: entry.category, rule: `word:${entry.term}` })
  })
  if (list.phrases.length > 0) {
    const joined = ` ${text.tokens.join(' ')} `
    for (const phrase of list.phrases) {
      if (joined.includes(` ${phrase.normalized} `)) {
        hits.push({ category: phrase.category, rule: `phrase:${phrase.term}` })
      }
    }
  }
  for (const run of text.spacedRuns) {
    for (const [word, entry] of list.words) {
      if (word.length >= MIN_RUN_WORD && run.includes(word)) {
        hits.push({ category: entry.category, rule: `spaced:${entry.term}` })
      }
    }
  }
  return hits
}
