// Guesses whether a text is English or Spanish, for callers that do not know which language they hold.
import type { Language } from '../../../shared/constants'

// Frequent words that belong to only one of the two languages ("a", "no", "me" are left out: both use them).
const SPANISH_WORDS = new Set(
  'el la los las un una unos unas de del al que y o en es son está están ser por para con sin su sus muy pero como más mi tu yo él ella nosotros hay qué cómo cuándo dónde por qué porque también hola gracias sí abeja abejas flor flores jardín miel planta plantas cuando este esta estos estas lo le les se nos'.split(
    ' ',
  ),
)
const ENGLISH_WORDS = new Set(
  'the and or is are was were be of to in on at for with without his her their my your you we they it this that these those what how when where why because also hello thanks yes bee bees flower flowers garden honey plant plants do does can will have has'.split(
    ' ',
  ),
)
const SPANISH_LETTERS = /[ñáéíóúü¿¡]/giu

export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  let spanish = (text.match(SPANISH_LETTERS) ?? []).length * 2
  let english = 0
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) spanish++
    if (ENGLISH_WORDS.has(word)) english++
  }
  if (spanish === english) return fallback
  return spanish > english ? 'es' : 'en'
}
