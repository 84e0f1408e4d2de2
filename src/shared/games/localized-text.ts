// Text carried in both app languages inside shared game data, picked at display time.
import { DEFAULT_LANGUAGE, type Language } from '../constants'

export type LocalizedText = Readonly<Record<Language, string>>

/** The text in `language` ('es', 'es-MX' → Spanish); anything else falls back to the default language. */
export function localize(text: LocalizedText, language: string | undefined): string {
  const base = language?.slice(0, 2)
  return base === 'es' ? text.es : text[DEFAULT_LANGUAGE]
}
