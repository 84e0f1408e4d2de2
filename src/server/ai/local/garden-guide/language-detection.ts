// Guesses whether a short child message is English or Spanish, falling back to the UI language when unsure.
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/constants'
import { KNOWLEDGE_BASE } from './knowledge/knowledge-base'
import { foldText, splitWords } from './text/fold-text'

// Everyday words that exist in only one of the two languages (folded). Shared words like "no", "a" and "me" are left out.
const FUNCTION_WORDS: Record<Language, Set<string>> = {
  en: new Set(
    `the an is are was were what whats how why when where who which do does did can could should would will
    i im my you your it its this that these those of to for in on with and or not dont cant hello hi hey
    thanks thank bye goodbye please bee bees honey flower flowers plant plants garden seed seeds soil water
    grow make tell joke draw about from have has there they we our much many some any like love want help
    know get got need mom dad friend little big good bad happy yes`.split(/\s+/),
  ),
  es: new Set(
    `que como cuando donde por porque para las los el la una unos unas es son esta estan hay mi mis tu tus yo
    puedo quiero hola gracias adios abeja abejas miel flor flores planta plantas jardin huerto semilla
    semillas tierra agua regar sembrar plantar cual cuales cuanto cuantos cuantas hacen hace hago tengo
    tiene tienen del al con sin pero muy mas tambien se le lo les nos su sus y de en un chiste dibuja
    dibujame cuentame dime buenos buenas dias tardes noches bicho bichos mama papa amigo pequeno grande
    bueno malo feliz si quien cuantas pica pico oye ayuda estoy soy eres somos aburro aburrido aburrida
    juega jugar conmigo`.split(/\s+/),
  ),
}

function distinctiveWords(): Record<Language, Set<string>> {
  const seen: Record<Language, Set<string>> = { en: new Set(), es: new Set() }
  for (const entry of KNOWLEDGE_BASE) {
    for (const language of ['en', 'es'] as const) {
      const text = [entry.title[language], entry.text[language], ...entry.keywords[language]].join(' ')
      for (const word of splitWords(text)) if (word.length > 2) seen[language].add(word)
    }
  }
  const only = (a: Set<string>, b: Set<string>) => new Set([...a].filter((word) => !b.has(word)))
  return { en: only(seen.en, seen.es), es: only(seen.es, seen.en) }
}

// Words that appear in only one language of the garden book ("girasoles", "sunflowers") are weaker hints.
const BOOK_WORDS = distinctiveWords()
const BOOK_WORD_WEIGHT = 0.5

export interface LanguageScores {
  en: number
  es: number
}

export function scoreLanguages(text: string): LanguageScores {
  const scores: LanguageScores = { en: 0, es: 0 }
  if (/[¿¡]/.test(text)) scores.es += 3
  if (/ñ/i.test(text)) scores.es += 2
  scores.es += Math.min(3, (text.match(/[áéíóúü]/gi) ?? []).length)

  for (const word of splitWords(text)) {
    for (const language of ['en', 'es'] as const) {
      if (FUNCTION_WORDS[language].has(word)) scores[language] += 1
      else if (BOOK_WORDS[language].has(word)) scores[language] += BOOK_WORD_WEIGHT
    }
  }
  // Apostrophe contractions (what's, don't, I'm) are English.
  if (/\b[a-z]+['’](s|t|m|re|ll|ve|d)\b/.test(foldText(text))) scores.en += 1
  return scores
}

/** The message's language, or `fallback` (the UI language) when the message gives no clear sign. */
export function detectLanguage(text: string, fallback: Language = DEFAULT_LANGUAGE): Language {
  const { en, es } = scoreLanguages(text)
  if (en === es) return fallback
  return en > es ? 'en' : 'es'
}
