// Guesses whether a short message is English or Spanish from common words, for when the caller does not know.
import type { Language } from '../../../shared/constants'
import { foldText } from './normalize'

// Words compared after folding, so they are written without accents.
const SPANISH = new Set(
  `el la los las de del que y en un una es son por para con mi mis tu tus yo como esta estoy tengo hay muy
  pero porque cuando donde se me te le lo al sus nuestro hola gracias abeja abejas flores planta plantas
  jardin huerto quiero puedo cual tambien si no`.split(/\s+/),
)
const ENGLISH = new Set(
  `the an and is are was were of to in on my your you i it this that what how why when where with for
  have has do does can will would please thanks hello hi bee bees flowers plant plants garden want not yes`.split(
    /\s+/,
  ),
)

export function guessLanguage(text: string): Language {
  if (/[ñ¿¡]/i.test(text)) return 'es'
  let es = 0
  let en = 0
  for (const word of foldText(text).split(/[^\p{L}]+/u)) {
    if (SPANISH.has(word)) es++
    if (ENGLISH.has(word)) en++
  }
  return es > en ? 'es' : 'en'
}
