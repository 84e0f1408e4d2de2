// The one English/Spanish guesser for text whose language the caller does not know: chat messages, text to speak,
// transcripts, image prompts, safety replies. Falls back to the caller's language (or English) when unsure.
import { DEFAULT_LANGUAGE, type Language } from '../../shared/constants'

// Everyday words that exist in only one of the two languages, folded (lower case, no accents). Shared words like
// "no", "a" and "me" are left out.
const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    `the an is are was were be what whats how why when where who which do does did can could should would will
    i im my you your it its this that these those of to for in on at with without and or not dont cant hello hi
    hey thanks thank bye goodbye please bee bees honey flower flowers plant plants garden seed seeds soil water
    grow make tell joke draw about from have has there they we our their his her much many some any like love
    want help know get got need mom dad friend little big good bad happy yes because also`.split(/\s+/),
  ),
  es: new Set(
    `que como cuando donde por porque para las los el la una unos unas es son esta estan este estos estas hay mi
    mis tu tus yo puedo quiero hola gracias adios abeja abejas miel flor flores planta plantas jardin huerto
    semilla semillas tierra agua regar sembrar plantar cual cuales cuanto cuantos cuantas hacen hace hago tengo
    tiene tienen del al con sin pero muy mas tambien se le lo les nos su sus y o de en un chiste dibuja dibujame
    cuentame dime buenos buenas dias tardes noches bicho bichos mama papa amigo pequeno grande bueno malo feliz
    si quien pica pico oye ayuda estoy soy eres somos aburro aburrido aburrida juega jugar conmigo ser el ella
    nosotros te nuestro`.split(/\s+/),
  ),
}

/** Extra words of one language only (a domain's vocabulary, like the garden book's), weighing half a word. */
export type LanguageHints = Record<Language, ReadonlySet<string>>
const HINT_WEIGHT = 0.5

export interface LanguageScores {
  en: number
  es: number
}

/** Lower case without accents (ñ → n too); apostrophes dropped, so "what's" is "whats". */
export function languageWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

export function scoreLanguages(text: string, hints?: LanguageHints): LanguageScores {
  const scores: LanguageScores = { en: 0, es: 0 }
  if (/[¿¡]/.test(text)) scores.es += 3
  if (/ñ/i.test(text)) scores.es += 2
  scores.es += Math.min(3, (text.match(/[áéíóúü]/gi) ?? []).length)
  for (const word of languageWords(text)) {
    for (const language of ['en', 'es'] as const) {
      if (FUNCTION_WORDS[language].has(word)) scores[language] += 1
      else if (hints?.[language].has(word)) scores[language] += HINT_WEIGHT
    }
  }
  // Apostrophe contractions (what's, don't, I'm) are English.
  if (/\b[a-z]+['’](s|t|m|re|ll|ve|d)\b/i.test(text)) scores.en += 1
  return scores
}

/** The text's language, or `fallback` (the caller's or UI language) when the text gives no clear sign. */
export function detectLanguage(
  text: string,
  fallback: Language = DEFAULT_LANGUAGE,
  hints?: LanguageHints,
): Language {
  const { en, es } = scoreLanguages(text, hints)
  if (en === es) return fallback
  return en > es ? 'en' : 'es'
}
