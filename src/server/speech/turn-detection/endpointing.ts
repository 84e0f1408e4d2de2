// When a child's turn ends: judged from the words heard so far (the speculative transcript), a complete question or
// sentence ends the turn after a short pause, a trailing "and…", filler or preposition waits longer.
import type { Language } from '../../../shared/constants'

/** A pause this long starts recognition and Mochi's reply speculatively (held back until the turn really ends). */
export const SPECULATE_PAUSE_MS = 120
/** After a complete question or sentence: a little more than the ≈ 200 ms gap people leave between turns. */
export const COMPLETE_PAUSE_MS = 240
/** While the words are not known yet, or look neither complete nor cut off. */
export const UNSURE_PAUSE_MS = 600
/** After "and…", "um", "de…": the child is most likely still thinking of the rest. */
export const INCOMPLETE_PAUSE_MS = 1000

export type Completeness = 'complete' | 'incomplete' | 'unsure'

/** How long the silence after the last word must be before the turn ends. */
export function endOfTurnPauseMs(completeness: Completeness | undefined): number {
  if (completeness === 'complete') return COMPLETE_PAUSE_MS
  if (completeness === 'incomplete') return INCOMPLETE_PAUSE_MS
  return UNSURE_PAUSE_MS
}

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean))

/** Words a finished sentence does not end on: conjunctions, fillers, prepositions, articles, possessives. */
const DANGLING: Record<Language, Set<string>> = {
  en: words(`
    and or but so because cause if when while then than which whose
    um umm uh uhh er erm hmm mm ah
    the a an my your his her its our their some any every
    to of in on at for with from about into onto over under by near after before without through
    is are am was were be can could will would should shall may might must
    i he she we they i'm very really`),
  es: words(`
    y e o u ni pero porque pues que si cuando mientras como donde aunque entonces
    eh em este mmm ehm osea
    el la los las lo un una unos unas mi mis tu tus su sus nuestro nuestra al del
    de a en con por para sin sobre entre hasta desde hacia según tras
    es son está están era fue puedo puede pueden quiero quieres me te se le les muy`),
}

/** Words that open a question ("why…", "¿por qué…", and the verbs of a yes/no question: "do bees…"). */
const QUESTION_OPENERS: Record<Language, Set<string>> = {
  en: words(`what why how when where who whom which whose can could do does did is are am was were will would
    should shall may might have has`),
  es: words(`qué que por cómo como cuándo cuando dónde donde quién quien quiénes cuál cual cuánto cuánta cuántos
    cuántas puedo puede pueden es son está están hay tienen`),
}

/** Helpers that need a subject and a main verb after them: "why do bees" is not yet a question. */
const AUXILIARIES: Record<Language, Set<string>> = {
  en: words('do does did can could will would should shall may might must'),
  es: words('puedo puede pueden podemos quiero quiere quieres'),
}

/** Verbs (and verb-like contractions) that make a statement a sentence, rather than a fragment. */
const VERBS: Record<Language, Set<string>> = {
  en: words(`is are am was were be been do does did don't doesn't didn't can can't could will won't would should
    have has had need needs want wants like likes love loves make makes made grow grows grew plant planted eat eats
    ate sting stings stung fly flies see saw think know help go goes went get got find found dance dances live
    lives die dies water feel feels hurt hurts i'm it's that's they're we're you're what's how's where's who's
    being mean scared sad hate says said told tell`),
  es: words(`es son está están era fue hay tengo tiene tienen tienes puedo puede pueden podemos quiero quiere quieres
    hago hace hacen crece crecen planto planta plantar come comen pica pican vuela vuelan veo vi sé sabe ayuda ayudan
    vive viven muere mueren necesito necesita necesitan gusta gustan encanta da dan siento duele dijo dice
    molesta pega asusta bailan baila`),
}

/** One-word and two-word turns that are complete on their own: answers, greetings, thanks. */
const SHORT_TURNS: Record<Language, Set<string>> = {
  en: words(
    'yes yeah yep no nope okay ok sure hi hello hey bye goodbye thanks thank you please stop sorry wow cool',
  ),
  es: words(
    'sí si no vale claro hola adiós chao gracias porfa porfavor favor perdón para ya genial guau bueno',
  ),
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[¿¡]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''))
    .filter(Boolean)
}

/** A verb with what it needs after it: one word for most ("is honey"), a subject and a verb for a helper. */
function hasFullPredicate(heard: string[], language: Language): boolean {
  return heard.some((word, at) => {
    if (!VERBS[language].has(word) && !AUXILIARIES[language].has(word)) return false
    const after = heard.length - at - 1
    return AUXILIARIES[language].has(word) ? after >= 2 : after >= 1
  })
}

/**
 * Whether the words heard so far look like a finished turn. A recogniser with punctuation (a remote one) is
 * believed when it ends a sentence; pocketsphinx has none, so the words decide: at least three of them, not ending
 * on one that needs more after it ("and", "um", "to", "de", "pero"), with a verb and what it needs after it, or a
 * question word and three words more ("por qué las abejas bailan").
 */
export function judgeUtterance(text: string, language: Language): Completeness {
  const heard = tokens(text)
  if (heard.length === 0) return 'unsure'
  const trimmed = text.trim()
  if (/(\.\.\.|…|,|-)$/.test(trimmed)) return 'incomplete'
  if (heard.length <= 2 && heard.every((word) => SHORT_TURNS[language].has(word))) return 'complete'
  if (DANGLING[language].has(heard.at(-1)!)) return 'incomplete'
  if (/[.?!]$/.test(trimmed) && heard.length >= 2) return 'complete'
  if (heard.length < 3) return 'unsure'
  if (hasFullPredicate(heard, language)) return 'complete'
  const openers = QUESTION_OPENERS[language]
  const opened = heard.findIndex((word) => !openers.has(word))
  if (openers.has(heard[0]!) && opened > 0 && heard.length - opened >= 3) return 'complete'
  return 'unsure'
}
