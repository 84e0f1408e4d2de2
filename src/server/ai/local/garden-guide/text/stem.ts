// Light suffix stripping for folded English and Spanish words, enough to match plurals and verb forms.
import type { Language } from '../../../../../shared/constants'

const EN_IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  children: 'child',
  kids: 'kid',
  mice: 'mouse',
  feet: 'foot',
  teeth: 'tooth',
  grew: 'grow',
  grown: 'grow',
  stung: 'sting',
  flew: 'fly',
  flies: 'fly',
  bees: 'bee',
  trees: 'tree',
  knees: 'knee',
  does: 'do',
  ate: 'eat',
  eaten: 'eat',
  dug: 'dig',
  sown: 'sow',
  sunflowers: 'sunflower',
  tomatoes: 'tomato',
  potatoes: 'potato',
}

const DOUBLE_CONSONANT = /([bdfgmnprt])\1$/

function stemEnglish(word: string): string {
  const irregular = EN_IRREGULAR[word]
  if (irregular) return irregular
  if (word.length <= 3) return word
  let stem = word
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2)
  else if (/(ches|shes|xes|zzes|oes)$/.test(stem)) stem = stem.slice(0, -2)
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1)

  let verbForm = false
  if (stem.endsWith('ing') && stem.length - 3 >= 4) {
    stem = stem.slice(0, -3)
    verbForm = true
  } else if (stem.endsWith('ed') && stem.length - 2 >= 4) {
    stem = stem.slice(0, -2)
    verbForm = true
  } else if (stem.endsWith('ly') && stem.length - 2 >= 4) stem = stem.slice(0, -2)
  // digging -> digg -> dig, but eggs stays egg.
  if (verbForm && DOUBLE_CONSONANT.test(stem)) stem = stem.slice(0, -1)
  return stem
}

// [suffix, shortest stem allowed to remain]
const ES_SUFFIXES: [string, number][] = [
  ['amente', 4],
  ['mente', 4],
  ['iendo', 3],
  ['ando', 3],
  ['itos', 4],
  ['itas', 4],
  ['ito', 4],
  ['ita', 4],
  ['ado', 4],
  ['ada', 4],
  ['ido', 4],
  ['ida', 4],
]

// "solo/sola" must not become "sol" (sun); -ger verbs write j before o/a (protejo, recojo).
const ES_IRREGULAR: Record<string, string> = {
  solo: 'solo',
  sola: 'solo',
  solos: 'solo',
  solas: 'solo',
  protejo: 'proteg',
  proteja: 'proteg',
  protejan: 'proteg',
  recojo: 'recog',
  recoja: 'recog',
  recojan: 'recog',
  escojo: 'escog',
  escoja: 'escog',
  elijo: 'elig',
  elija: 'elig',
}

// Pronouns glued to a verb: plantalos -> planta, regarlas -> regar, dibujame -> dibuja.
const ENCLITIC = /^(.{4,}?[ae]|.{3,}?[aei]r)(los|las|lo|la|les|le|me|te|se)$/

function stripEnclitic(word: string): string {
  const match = ENCLITIC.exec(word)
  return match ? match[1]! : word
}

function stemSpanish(word: string): string {
  const irregular = ES_IRREGULAR[word]
  if (irregular) return irregular
  if (word.length <= 3) return word
  let stem = stripEnclitic(word)
  // Plurals: raices -> raiz, flores -> flor, abejas -> abeja.
  if (stem.endsWith('ces') && stem.length > 4) stem = `${stem.slice(0, -3)}z`
  else if (/[^aeiou]es$/.test(stem) && stem.length > 4) stem = stem.slice(0, -2)
  else if (stem.endsWith('s') && stem.length > 3) stem = stem.slice(0, -1)

  for (const [suffix, minStem] of ES_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= minStem) {
      return stem.slice(0, -suffix.length)
    }
  }
  // Infinitives, plural verb endings and the final gender vowel: plantar/plantan/planta/planto -> plant.
  if (/(ar|er|ir|an|en)$/.test(stem) && stem.length - 2 >= 3) stem = stem.slice(0, -2)
  else if (/[aeo]$/.test(stem) && stem.length - 1 >= 3) stem = stem.slice(0, -1)
  return stem
}

export function stemWord(word: string, language: Language): string {
  return language === 'en' ? stemEnglish(word) : stemSpanish(word)
}
