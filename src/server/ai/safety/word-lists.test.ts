// Unit tests for our own word lists (Spanish and English extras) and the tightened obscenity matcher.
import { describe, expect, it } from 'vitest'
import { ENGLISH_COLLAPSE_EXCEPTIONS, ENGLISH_EXTRA_TERMS } from './english-extra-word-list'
import { findEnglishWords } from './english-profanity'
import { prepareText } from './normalize'
import { SPANISH_COLLAPSE_EXCEPTIONS, SPANISH_TERMS } from './spanish-word-list'
import { compileWordList, findListedTerms, inflect } from './word-list-matcher'

const list = compileWordList(
  [...SPANISH_TERMS, ...ENGLISH_EXTRA_TERMS],
  [...SPANISH_COLLAPSE_EXCEPTIONS, ...ENGLISH_COLLAPSE_EXCEPTIONS],
)
const categoriesOf = (text: string) => findListedTerms(prepareText(text), list).map((hit) => hit.category)

describe('Spanish word list', () => {
  const entries = SPANISH_TERMS.flatMap(({ category, forms }) =>
    forms.map((form) => [form, category] as const),
  )

  it('has well over a hundred forms', () => {
    expect(entries.length).toBeGreaterThan(150)
  })

  it.each(entries)('catches %j as %s, inside a sentence', (form, category) => {
    expect(categoriesOf(`oye, ${form}, de verdad`)).toContain(category)
  })

  it('catches accent-less, shouted and leet spellings', () => {
    expect(categoriesOf('MARICON')).toEqual(['hate'])
    expect(categoriesOf('cabrooon')).toEqual(['profanity'])
    expect(categoriesOf('p3nd3j0')).toEqual(['profanity'])
    expect(categoriesOf('c o ñ o')).toEqual(['profanity'])
  })

  it('matches whole words only', () => {
    const innocent = [
      'mariquita',
      'culebra',
      'culantro',
      'película',
      'disputa',
      'computadora',
      'reputación',
      'putrefacto',
      'jodo',
      'vergel',
      'bolero',
      'pepinillo',
      'penetrante',
      'ocultar',
      'peculiar',
      'mongol',
      'sexto',
    ]
    for (const word of innocent) expect(categoriesOf(`el ${word} del jardín`), word).toEqual([])
  })

  it('ignores words that only collide once repeated letters collapse', () => {
    expect(categoriesOf('vamos a la bolera')).toEqual([])
    expect(categoriesOf('penne with pesto')).toEqual([])
    expect(categoriesOf('the river Niger')).toEqual([])
  })

  it('keeps ñ: "coño" is listed, "cono" (cone) is not', () => {
    expect(categoriesOf('coño')).toEqual(['profanity'])
    expect(categoriesOf('un cono de pino')).toEqual([])
  })
})

describe('word-list-matcher', () => {
  it('inflects stems', () => {
    expect(inflect('pendej', ['o', 'a'])).toEqual(['pendejo', 'pendeja'])
  })

  it('finds phrases on word boundaries', () => {
    expect(categoriesOf('me cago en la mar')).toEqual(['profanity'])
    expect(categoriesOf('el gato me cagó encima')).toEqual([])
  })
})

describe('English extras', () => {
  it('catches what obscenity lacks', () => {
    expect(categoriesOf('you dumbass')).toEqual(['profanity'])
    expect(categoriesOf('so horny')).toEqual(['sexual'])
    expect(categoriesOf('ni99er')).toEqual(['hate'])
  })
})

describe('findEnglishWords (obscenity, tightened)', () => {
  const words = (text: string, spanishSafe = false) =>
    findEnglishWords(text, spanishSafe).map((hit) => hit.word)

  it('still catches the usual words and their categories', () => {
    expect(findEnglishWords('fuck', false)).toEqual([{ word: 'fuck', category: 'profanity' }])
    expect(findEnglishWords('porn', false)).toEqual([{ word: 'porn', category: 'sexual' }])
    expect(findEnglishWords('you spastic', false)).toEqual([{ word: 'spastic', category: 'hate' }])
    expect(words('anal')).toEqual(['anal'])
    expect(words('cum')).toEqual(['cum'])
    expect(words('faggot')).toEqual(['fag'])
  })

  it('does not flag garden words, Latin names and everyday English', () => {
    const innocent =
      'blue tits, great tits, shiitake, pussy willow, prick out, oilseed rape, rapeseed, cumin, fox scat, cockscomb, ' +
      'booby trap, dickcissel, turdus, fire retardant, assorted seeds, cockpit, trafficking, Platanus, analysis'
    expect(words(innocent)).toEqual([])
  })

  it('does not flag Spanish words that contain English ones', () => {
    const spanish =
      'panal pañal ventanal manzanal cumpleaños cumplir cúmulo sementera semental retardar arsénico fagáceas bestial'
    expect(words(spanish, true)).toEqual([])
    expect(words(spanish, false)).toEqual([])
  })

  it('leaves out words that are innocent in Spanish only when the text is Spanish', () => {
    expect(words('rape a la plancha', true)).toEqual([])
    expect(words('mi amigo Kike', true)).toEqual([])
    expect(words('rape', false)).toEqual(['rape'])
    expect(words('negro', false)).toEqual([])
  })
})
