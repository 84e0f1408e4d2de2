// Unit tests for the text normalisation behind the safety word lists.
import { describe, expect, it } from 'vitest'
import { collapseRepeats, foldText, normalizeTerm, prepareText } from './normalize'

describe('foldText', () => {
  it('lowercases and strips accents but keeps ñ apart from n', () => {
    expect(foldText('¿Cómo está el JARDÍN?')).toBe('¿como esta el jardin?')
    expect(foldText('Año')).toBe('año')
    expect(foldText('pingüino')).toBe('pinguino')
  })
})

describe('collapseRepeats', () => {
  it('squeezes stretched letters', () => {
    expect(collapseRepeats('mieeerdaaa')).toBe('mierda')
    expect(collapseRepeats('gilipollas')).toBe('gilipolas')
  })
})

describe('prepareText', () => {
  it('decodes leetspeak inside words only', () => {
    expect(prepareText('sh1t m13rd@ $hit').tokens).toEqual(['shit', 'mierda', 'shit'])
    expect(prepareText('I have 2024 bees and 4 hives').plain).toBe('i have 2024 bees and 4 hives')
  })

  it('keeps ! and | as letters only between letters', () => {
    expect(prepareText('sh!t').tokens).toEqual(['shit'])
    expect(prepareText('¡Hola, abeja!').tokens).toEqual(['hola', 'abeja'])
  })

  it('removes apostrophes instead of splitting words', () => {
    expect(prepareText("I don't know, I'm sad").plain).toBe('i dont know im sad')
  })

  it('glues runs of three or more spaced letters', () => {
    expect(prepareText('f u c k you').spacedRuns).toEqual(['fuck'])
    expect(prepareText('p.u.t.a').spacedRuns).toEqual(['puta'])
    expect(prepareText('m-i-e-r-d-a y más').spacedRuns).toEqual(['mierday'])
    expect(prepareText('p u t 4').spacedRuns).toEqual(['puta'])
    expect(prepareText('a bee is on a rose').spacedRuns).toEqual([])
  })

  it('normalises list terms the same way as messages', () => {
    expect(normalizeTerm('Gilipollas')).toBe('gilipolas')
    expect(normalizeTerm('hijo de puta')).toBe('hijo de puta')
    expect(normalizeTerm('coño')).toBe('coño')
  })
})
