// Words that appear in only one language of the garden book ("girasoles", "sunflowers"): weak hints for the
// language detector when the garden guide reads a child's question.
import type { LanguageHints } from '../../../lib/detect-language'
import { languageWords } from '../../../lib/detect-language'
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base'

function distinctiveWords(): LanguageHints {
  const seen = { en: new Set<string>(), es: new Set<string>() }
  for (const entry of KNOWLEDGE_BASE) {
    for (const language of ['en', 'es'] as const) {
      const text = [entry.title[language], entry.text[language], ...entry.keywords[language]].join(' ')
      for (const word of languageWords(text)) if (word.length > 2) seen[language].add(word)
    }
  }
  const only = (a: Set<string>, b: Set<string>) => new Set([...a].filter((word) => !b.has(word)))
  return { en: only(seen.en, seen.es), es: only(seen.es, seen.en) }
}

let bookWords: LanguageHints | undefined

/** Built at the first question, not at import, so reading the whole book does not delay the start. */
export function gardenBookWords(): LanguageHints {
  bookWords ??= distinctiveWords()
  return bookWords
}
